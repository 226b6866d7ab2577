import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useLang } from '@ssb/contracts';
import { Table, formatNumber } from '@ssb/ui-kit';
import { ChartBox, H, W } from './ChartBox';
import { rateDigits } from './convert';
import { historyDate, type HistoryCurrency, type HistoryDays, type HistoryEntry } from './history';

// The drawing's own units (W × H in ChartBox.ts): at 390 px (a 358 px column) one unit is
// about one pixel, so the 13-unit labels are never under 12 px.
const LEFT = 58;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 26;
const FONT = 13;
/** Distinct in dash as well as colour, so the lines tell apart without colour vision. */
const SELL_DASH = '7 4';

const Legend = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  min-height: ${({ theme }) => theme.type.body.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

// The figures for screen readers, hidden from sight: the chart is a picture (role="img") whose
// summary is its aria-label; the visible table above already has today's exact figures, and a
// "Show as table" control would add a control and up to 90 rows to a page read on phones.
const Hidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

interface Props {
  series: readonly HistoryEntry[];
  currency: HistoryCurrency;
  days: HistoryDays;
}

/** The buy and sell rates of one currency over the period: a hand-drawn SVG chart and, for screen readers, its table. */
export default function HistoryChart({ series, currency, days }: Props) {
  const lang = useLang();
  const intl = useIntl();
  const { colors } = useTheme();
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const digits = rateDigits(Math.min(first.buy, first.sell));
  const value = (v: number) => formatNumber(v, lang, digits);

  const values = series.flatMap((e) => [e.buy, e.sell]);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo) * 0.08 || hi * 0.01 || 1;
  const span = Math.max(last.at - first.at, 1);
  const x = (at: number) => LEFT + ((at - first.at) / span) * (W - LEFT - RIGHT);
  const y = (v: number) => TOP + ((hi + pad - v) / (hi - lo + 2 * pad)) * (H - TOP - BOTTOM);
  // A rate holds from its publication to the next one: each line steps at a publication.
  const line = (pick: (e: HistoryEntry) => number) =>
    series.map((e, i) => (i === 0 ? `M${x(e.at).toFixed(1)} ${y(pick(e)).toFixed(1)}` : `H${x(e.at).toFixed(1)}V${y(pick(e)).toFixed(1)}`)).join('');
  const ticks = hi === lo ? [lo] : [lo, (lo + hi) / 2, hi];
  const middle = first.at + span / 2;

  const label = intl.formatMessage(
    { id: 'rates.history.summary' },
    { currency, buyFrom: value(first.buy), buyTo: value(last.buy), sellFrom: value(first.sell), sellTo: value(last.sell), days },
  );
  const buyName = intl.formatMessage({ id: 'rates.buy' });
  const sellName = intl.formatMessage({ id: 'rates.sell' });

  return (
    <>
      <ChartBox>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="history-chart" fontSize={FONT} fill={colors.textMuted}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} stroke={colors.divider} />
              <text x={LEFT - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {value(t)}
              </text>
            </g>
          ))}
          <text x={LEFT} y={H - 6} textAnchor="start">
            {historyDate(first.at, lang, 'axis')}
          </text>
          {series.length > 2 && (
            <text x={x(middle)} y={H - 6} textAnchor="middle">
              {historyDate(middle, lang, 'axis')}
            </text>
          )}
          <text x={W - RIGHT} y={H - 6} textAnchor="end">
            {historyDate(last.at, lang, 'axis')}
          </text>
          <path d={line((e) => e.buy)} fill="none" stroke={colors.info} strokeWidth={2} data-testid="history-buy" />
          <path
            d={line((e) => e.sell)}
            fill="none"
            stroke={colors.primaryStrong}
            strokeWidth={2}
            strokeDasharray={SELL_DASH}
            data-testid="history-sell"
          />
        </svg>
      </ChartBox>
      <Legend aria-hidden="true">
        <span>
          <svg width="24" height="4" viewBox="0 0 24 4">
            <line x1="0" x2="24" y1="2" y2="2" stroke={colors.info} strokeWidth={2} />
          </svg>
          {buyName}
        </span>
        <span>
          <svg width="24" height="4" viewBox="0 0 24 4">
            <line x1="0" x2="24" y1="2" y2="2" stroke={colors.primaryStrong} strokeWidth={2} strokeDasharray={SELL_DASH} />
          </svg>
          {sellName}
        </span>
      </Legend>
      <Hidden>
        <Table data-testid="history-table">
          <caption>
            <FormattedMessage id="rates.history.caption" values={{ currency, days }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="rates.history.date" />
              </th>
              <th scope="col" data-numeric>
                {buyName}
              </th>
              <th scope="col" data-numeric>
                {sellName}
              </th>
              <th scope="col" data-numeric>
                <FormattedMessage id="rates.nbt" />
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((e) => (
              <tr key={e.at}>
                <th scope="row">{historyDate(e.at, lang, 'row')}</th>
                <td data-numeric>{value(e.buy)}</td>
                <td data-numeric>{value(e.sell)}</td>
                <td data-numeric>{formatNumber(e.nbt, lang, 4)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Hidden>
    </>
  );
}
