import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, LOCALES, localizePath, media, parseLocalizedPath, useLang, useRuntimeConfig } from '@ssb/contracts';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  min-height: 64px;
  flex-wrap: wrap;
`;

const Logo = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.type.h3.size}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    list-style: none;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Tools = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  ${media.mobile} {
    margin-left: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    min-width: ${({ theme }) => theme.touchTarget}px;
    justify-content: center;
  }
`;

const IbLink = styled.a`
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary} !important;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const NAV = [
  { path: '/Credit', label: 'nav.credits' },
  { path: '/calculators', label: 'nav.calculators' },
  { path: '/apply', label: 'nav.apply' },
  { path: '/about', label: 'nav.about' },
] as const;

/** A minimal frame for now: logo, a link to one page of each remote, languages, internet banking. */
export function Header() {
  const lang = useLang();
  const intl = useIntl();
  const { internetBankingUrl } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const { path } = parseLocalizedPath(pathname);

  return (
    <Bar>
      <Row>
        <Logo to={`${localizePath('/', lang)}?type=1`} aria-label={intl.formatMessage({ id: 'nav.home' })}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <rect width="28" height="28" rx="6" fill="#FF1F1F" />
            <path d="M8 18c0 2 2 3 6 3s6-1 6-3-2-3-6-4-6-2-6-4 2-3 6-3 6 1 6 3" stroke="#fff" strokeWidth="2.4" fill="none" />
          </svg>
          <FormattedMessage id="site.name" />
        </Logo>
        <Nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <ul>
            {NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={localizePath(item.path, lang)}>
                  <FormattedMessage id={item.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Tools>
          <nav aria-label={intl.formatMessage({ id: 'nav.language' })}>
            {LOCALES.map((locale) => (
              <Link
                key={locale.code}
                to={`${localizePath(path, locale.code)}${search}`}
                lang={locale.iso}
                hrefLang={locale.iso}
                aria-current={locale.code === lang ? 'true' : undefined}
              >
                {locale.code.toUpperCase()}
              </Link>
            ))}
          </nav>
          <IbLink href={internetBankingUrl} rel="noopener" target="_blank">
            <FormattedMessage id="nav.internetBanking" />
          </IbLink>
        </Tools>
      </Row>
    </Bar>
  );
}
