import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResource } from '@ssb/contracts';
import { fetchRatesHistory, type ExchangeRateSelector } from '@ssb/api-client';
import { ErrorBoundary, ItemTitle, LoadError, Muted, Section, Skeleton } from '@ssb/ui-kit';
import { ResourceView } from '../../ui';
import { ChartBox } from './ChartBox';
import { seriesOf, type HistoryCurrency, type HistoryDays } from './history';

const PERIODS: readonly HistoryDays[] = [30, 90];
const CURRENCIES: readonly HistoryCurrency[] = ['USD', 'EUR', 'RUB'];

// The drawing is not on the page's first load: it arrives while the history is asked for.
// Lazy components remember a failed load, so a retry makes a new one.
const lazyChart = () => lazy(() => import(/* webpackChunkName: "rates-history-chart" */ './HistoryChart'));
let HistoryChart = lazyChart();

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.touchTarget}px;
  min-width: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The chart's reserved height and its legend's line, so nothing moves when it arrives. */
const Placeholder = () => (
  <>
    <ChartBox>
      <Skeleton style={{ height: '100%' }} data-testid="history-loading" />
    </ChartBox>
    <Skeleton style={{ height: 22, width: 160, marginTop: 8 }} />
  </>
);

/** The tab's buy and sell rates over 30 or 90 days, one currency at a time. */
export function RatesHistory({ selector }: { selector: ExchangeRateSelector }) {
  const intl = useIntl();
  const [days, setDays] = useState<HistoryDays>(30);
  const [currency, setCurrency] = useState<HistoryCurrency>('USD');
  const [chartLoad, setChartLoad] = useState(0);
  const history = useResource((api, lang, signal) => fetchRatesHistory(api, lang, selector, days, signal), [selector, days]);
  const retryChart = () => {
    HistoryChart = lazyChart();
    setChartLoad((n) => n + 1);
  };
  return (
    <Section data-testid="rates-history" aria-labelledby="rates-history-title">
      <ItemTitle id="rates-history-title">
        <FormattedMessage id="rates.history.title" />
      </ItemTitle>
      <Controls>
        <Group role="group" aria-label={intl.formatMessage({ id: 'rates.history.period' })}>
          {PERIODS.map((d) => (
            <Toggle key={d} type="button" aria-pressed={d === days} onClick={() => setDays(d)}>
              <FormattedMessage id="rates.history.days" values={{ days: d }} />
            </Toggle>
          ))}
        </Group>
        <Group role="group" aria-label={intl.formatMessage({ id: 'rates.currency' })}>
          {CURRENCIES.map((c) => (
            <Toggle key={c} type="button" aria-pressed={c === currency} onClick={() => setCurrency(c)}>
              {c}
            </Toggle>
          ))}
        </Group>
      </Controls>
      <ResourceView resource={history} skeleton={<Placeholder />}>
        {(answer) => {
          const series = seriesOf(answer.points, currency);
          return series.length < 2 ? (
            <Muted role="status" data-testid="history-empty">
              <FormattedMessage id="rates.history.empty" />
            </Muted>
          ) : (
            <ErrorBoundary resetKey={chartLoad} fallback={() => <LoadError onRetry={retryChart} />}>
              <Suspense fallback={<Placeholder />}>
                <HistoryChart series={series} currency={currency} days={days} />
              </Suspense>
            </ErrorBoundary>
          );
        }}
      </ResourceView>
    </Section>
  );
}
