import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ReceptionDay } from '@ssb/api-client';

/**
 * One card per executive, never wider than the screen: a four-column table scrolled sideways
 * on a 390 px phone, a region a keyboard could not reach.
 */
const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
  }
  h3 {
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** The executives' reception days: name, post, days and hours. */
export function ReceptionDays({ days }: { days: readonly ReceptionDay[] }) {
  return (
    <Cards data-testid="reception">
      {days.map((d) => (
        <li key={d.id}>
          <h3>{[d.surname, d.name, d.patronymic].filter(Boolean).join(' ')}</h3>
          <p>{d.post}</p>
          <dl>
            <dt>
              <FormattedMessage id="rights.days" />
            </dt>
            <dd>{d.days}</dd>
            <dt>
              <FormattedMessage id="rights.times" />
            </dt>
            <dd>{d.times}</dd>
          </dl>
        </li>
      ))}
    </Cards>
  );
}
