import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, media, useLang } from '@ssb/contracts';
import { Container, PageTitle } from '@ssb/ui-kit';
import { usePageMeta } from '../meta';
import { pageLabel, withType, type TabType } from '../tabs';
import { FirstPageShown } from '../frame';
import { SearchForm } from '../search';
import { CONTACT } from '../footer';
import type { ShellMessageId } from '../../i18n/messageIds';

/** The sections visitors look for most, with the tab each belongs to. */
const POPULAR: readonly { path: string; type: TabType; label: ShellMessageId }[] = [
  { path: '/Credit', type: 1, label: pageLabel('Credit') },
  { path: '/Deposit', type: 1, label: pageLabel('Deposit') },
  { path: '/Card', type: 1, label: pageLabel('Card') },
  { path: '/transfers', type: 1, label: pageLabel('transfers') },
  { path: '/calculators', type: 1, label: pageLabel('calculators') },
  { path: '/addresses', type: 4, label: 'notFound.addresses' },
  { path: '/contact-us', type: 4, label: pageLabel('contact-us') },
];

const Lead = styled.p`
  max-width: 720px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchBox = styled.div`
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.type.h3.size}px;
  line-height: ${({ theme }) => theme.type.h3.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Sections = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget + 12}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.card}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Contact = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[5]}px;
    margin: 0;
  }
  dl div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
  dd {
    margin: 0;
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

/**
 * The 404 page (the server answers 404): where to search, the popular sections and how to reach
 * the contact centre, so a broken link is not a dead end.
 */
export function NotFoundPage() {
  const lang = useLang();
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage({ id: 'notFound.title' }), description: intl.formatMessage({ id: 'notFound.description' }) });
  return (
    <Container data-testid="not-found">
      <PageTitle>
        <FormattedMessage id="notFound.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="notFound.text" />
      </Lead>
      <SearchBox>
        <SearchForm onDone={() => undefined} action={localizePath('/search', lang)} testId="not-found-search" />
      </SearchBox>
      <nav aria-labelledby="not-found-popular">
        <Heading id="not-found-popular">
          <FormattedMessage id="notFound.popular" />
        </Heading>
        <Sections>
          {POPULAR.map((section) => (
            <li key={section.path}>
              <Link to={withType(section.path, lang, section.type)}>
                <FormattedMessage id={section.label} />
              </Link>
            </li>
          ))}
        </Sections>
      </nav>
      <Contact aria-labelledby="not-found-contact">
        <Heading id="not-found-contact">
          <FormattedMessage id="notFound.contactTitle" />
        </Heading>
        <p>
          <FormattedMessage id="notFound.contactText" />
        </p>
        <dl>
          <div>
            <dt>
              <FormattedMessage id="notFound.phone" />
            </dt>
            <dd>
              <a href={`tel:${CONTACT.phone}`}>{CONTACT.phone}</a>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="footer.email" />
            </dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
          </div>
        </dl>
      </Contact>
      <Home to={withType('/', lang, 1)}>
        <FormattedMessage id="notFound.home" />
      </Home>
      <FirstPageShown />
    </Container>
  );
}
