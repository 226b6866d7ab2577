import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { WorkingHours } from '@ssb/api-client';
import type { MessageId } from '../../i18n/tj';
import { collapseHours, isAllDay, type HoursSpan } from './hours';

const Spans = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  font-variant-numeric: tabular-nums;
`;

/** Read aloud in full (screen readers would spell "Сш"); shown short. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const weekday = (n: number) => `weekday.${n}` as MessageId;
const short = (n: number) => `weekday.short.${n}` as MessageId;

function Days({ span }: { span: HoursSpan }) {
  const intl = useIntl();
  if (span.from === 1 && span.to === 7) return <FormattedMessage id="loc.daily" />;
  const f = (id: MessageId) => intl.formatMessage({ id });
  const shown = span.from === span.to ? f(short(span.from)) : `${f(short(span.from))}–${f(short(span.to))}`;
  const spoken = span.from === span.to ? f(weekday(span.from)) : `${f(weekday(span.from))} – ${f(weekday(span.to))}`;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <Hidden>{spoken}</Hidden>
    </>
  );
}

/** A point's week in as few lines as its hours allow: "Mon–Fri 08:00–17:00", "Sat–Sun closed". */
export function Hours({ hours }: { hours: readonly WorkingHours[] }) {
  const intl = useIntl();
  const spans = collapseHours(hours);
  if (spans.length === 0) return null;
  return (
    <Spans aria-label={intl.formatMessage({ id: 'loc.hours' })} data-testid="hours">
      {spans.map((s) => (
        <li key={s.from}>
          <Days span={s} />{' '}
          {s.open === null ? <FormattedMessage id="loc.dayOff" /> : isAllDay(s) ? <FormattedMessage id="loc.allDay" /> : `${s.open}–${s.close}`}
        </li>
      ))}
    </Spans>
  );
}
