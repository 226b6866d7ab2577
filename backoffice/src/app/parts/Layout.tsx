/**
 * The back office's frame: the bank's name, the sections the staff member may open (by their
 * roles: shared/pages.ts), the language switch, who is signed in and the sign-out button (a
 * form that posts with the session's CSRF token, so it works without script too), a skip link,
 * and the page.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { Container } from '@ssb/ui-kit';
import { LANGS, mayOpen, PAGES, type Lang, type PageName } from '../../shared/pages';
import type { CatalogKey } from '../../shared/i18n';
import { csrfToken, type SessionInfo } from '../api';

const NAV: { page: PageName; label: CatalogKey }[] = [
  { page: 'inbox', label: 'nav.inbox' },
  { page: 'accessRecord', label: 'nav.accessRecord' },
  { page: 'machineTokens', label: 'nav.machineTokens' },
  { page: 'retention', label: 'nav.retention' },
  { page: 'studio', label: 'nav.studio' },
  { page: 'rates', label: 'nav.rates' },
];

const LANG_NAMES: Record<Lang, string> = { tj: 'Тоҷикӣ', ru: 'Русский', en: 'English' };
const HTML_LANG: Record<Lang, string> = { tj: 'tg', ru: 'ru', en: 'en' };

const Skip = styled.a`
  position: absolute;
  left: -10000px;
  top: 0;
  z-index: ${({ theme }) => theme.layers.skipLink};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space[2]}px;
  &:focus {
    left: ${({ theme }) => theme.space[2]}px;
  }
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px 0;
`;

const Brand = styled(NavLink)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.type.lead.size}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.type.small.size}px;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span[aria-current] {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  span[aria-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  button {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    cursor: pointer;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px;
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.control}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${media.mobile} {
    a {
      padding: 0 ${({ theme }) => theme.space[1]}px;
    }
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[6]}px;
  &:focus {
    outline: none;
  }
`;

export function Layout({ session, lang, children }: { session: SessionInfo; lang: Lang; children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const here = location.pathname + location.search;
  const allowed = NAV.filter((item) => mayOpen(item.page, session.roles));
  return (
    <>
      <Skip href="#main">
        <FormattedMessage id="app.skip" />
      </Skip>
      <Header>
        <Container>
          <Bar>
            <Brand to={PAGES.home.path}>
              <FormattedMessage id="app.name" />
            </Brand>
            <Tools>
              <nav aria-label={intl.formatMessage({ id: 'app.language' })}>
                <ul>
                  {LANGS.map((l) => (
                    <li key={l}>
                      {l === lang ? (
                        <span aria-current="true">{LANG_NAMES[l]}</span>
                      ) : (
                        <a href={`/language?lang=${l}&return=${encodeURIComponent(here)}`} lang={HTML_LANG[l]} hrefLang={HTML_LANG[l]}>
                          {LANG_NAMES[l]}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              <span>
                <FormattedMessage id="app.signedInAs" values={{ name: session.name }} />
              </span>
              <form method="post" action="/logout">
                <input type="hidden" name="csrf" value={csrfToken()} />
                <button type="submit">
                  <FormattedMessage id="app.signOut" />
                </button>
              </form>
            </Tools>
          </Bar>
          {allowed.length > 0 && (
            <Nav aria-label={intl.formatMessage({ id: 'app.nav' })}>
              <ul>
                {allowed.map((item) => (
                  <li key={item.page}>
                    <NavLink to={PAGES[item.page].path} end={item.page !== 'inbox' && item.page !== 'studio'}>
                      <FormattedMessage id={item.label} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Nav>
          )}
        </Container>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Container>{children}</Container>
      </Main>
    </>
  );
}

export { NAV };
