import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, PageTitle, localizePath, type PageProps } from '@ssb/contracts';

// The children of the "about us" tab (type 4).
const SECTIONS = ['about-bank', 'documents', 'history', 'news', 'head', 'structure', 'gallery', 'addresses', 'rights'] as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  list-style: none;
  padding: 0;
  a {
    display: block;
    padding: ${({ theme }) => theme.space[4]}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
`;

export default function AboutPage({ lang }: PageProps) {
  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="about.title" />
      </PageTitle>
      <p>
        <FormattedMessage id="about.lead" />
      </p>
      <h2>
        <FormattedMessage id="about.sections" />
      </h2>
      <List>
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link to={`${localizePath(`/${section}`, lang)}?type=4`}>
              <FormattedMessage id={`nav.${section}`} />
            </Link>
          </li>
        ))}
      </List>
    </Container>
  );
}
