import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, useLang } from '@ssb/contracts';
import { ItemTitle, formatLongDate } from '@ssb/ui-kit';

/** The date of the National Bank's licence, as /history and the news state it. */
const LICENCE_DATE = '2020-10-23';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Fact = styled.section`
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
`;

/** A link on its own line: a whole touch target, not a word in a sentence. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The licence, deposit insurance and governance: what a regulated bank must let people check. */
export function AboutFacts() {
  const lang = useLang();
  return (
    <Cards data-testid="about-facts">
      <Fact aria-labelledby="about-licence">
        <ItemTitle id="about-licence">
          <FormattedMessage id="about.licence.title" />
        </ItemTitle>
        <p>
          <FormattedMessage id="about.licence.text" values={{ date: formatLongDate(LICENCE_DATE, lang) }} />
        </p>
        <ActionLink to={localizePath('/organization-documents', lang)}>
          <FormattedMessage id="about.licence.link" />
        </ActionLink>
      </Fact>
      <Fact aria-labelledby="about-insurance">
        <ItemTitle id="about-insurance">
          <FormattedMessage id="about.insurance.title" />
        </ItemTitle>
        <p>
          <FormattedMessage id="about.insurance.text" />
        </p>
      </Fact>
      <Fact aria-labelledby="about-governance">
        <ItemTitle id="about-governance">
          <FormattedMessage id="about.governance.title" />
        </ItemTitle>
        <p>
          <FormattedMessage id="about.governance.text" />
        </p>
      </Fact>
    </Cards>
  );
}
