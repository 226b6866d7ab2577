import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ItemTitle, SectionTitle } from '@ssb/ui-kit';
import type { MessageId } from '../../i18n/tj';

const VALUES = ['honesty', 'access', 'responsibility', 'respect'] as const;

const Mission = styled.p`
  max-width: 820px;
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: ${({ theme }) => theme.type.lead.line}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const Values = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
  }
  p {
    margin: 0;
  }
`;

/** The mission in one sentence and the four values, each with what it means in practice. */
export function MissionAndValues() {
  return (
    <>
      <section aria-labelledby="about-mission">
        <SectionTitle id="about-mission">
          <FormattedMessage id="about.mission.title" />
        </SectionTitle>
        <Mission>
          <FormattedMessage id="about.mission.text" />
        </Mission>
      </section>
      <section aria-labelledby="about-values">
        <SectionTitle id="about-values">
          <FormattedMessage id="about.values.title" />
        </SectionTitle>
        <Values data-testid="values">
          {VALUES.map((v) => (
            <li key={v}>
              <ItemTitle as="h3">
                <FormattedMessage id={`about.values.${v}.title` satisfies MessageId} />
              </ItemTitle>
              <p>
                <FormattedMessage id={`about.values.${v}.text` satisfies MessageId} />
              </p>
            </li>
          ))}
        </Values>
      </section>
    </>
  );
}
