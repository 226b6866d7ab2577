import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, useLang, type PageProps } from '@ssb/contracts';
import { Page, SectionTitle, Container, PageTitle } from '@ssb/ui-kit';
import { AboutFacts } from './AboutFacts';
import { Contacts } from './Contacts';
import { HistoryHighlights } from './HistoryHighlights';
import { KeyFigures } from './KeyFigures';
import { MissionAndValues } from './MissionAndValues';
import { useAboutData } from './useAboutData';

// The children of the "about us" tab (type 4).
const SECTIONS = ['about-bank', 'documents', 'history', 'news', 'head', 'structure', 'gallery', 'addresses', 'rights'] as const;

const Lead = styled.p`
  max-width: 820px;
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: ${({ theme }) => theme.type.lead.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

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

interface Props extends Partial<PageProps> {
  /** The clock the years on the market are counted by (tests fix it; the page uses the real one). */
  now?: () => Date;
}

/** /about: who the bank is, its figures, licence and insurance, history, contacts and the tab's sections. */
export default function AboutPage({ now = () => new Date() }: Props) {
  const lang = useLang();
  const { figures, history } = useAboutData(now());
  return (
    <Container as={Page}>
      <PageTitle>
        <FormattedMessage id="about.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="about.lead" />
      </Lead>
      <KeyFigures figures={figures} />
      <MissionAndValues />
      <AboutFacts />
      <HistoryHighlights history={history} />
      <Contacts />
      <nav aria-labelledby="about-sections">
        <SectionTitle id="about-sections">
          <FormattedMessage id="about.sections" />
        </SectionTitle>
        <List>
          {SECTIONS.map((section) => (
            <li key={section}>
              <Link to={`${localizePath(`/${section}`, lang)}?type=4`}>
                <FormattedMessage id={`nav.${section}`} />
              </Link>
            </li>
          ))}
        </List>
      </nav>
    </Container>
  );
}
