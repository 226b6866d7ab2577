import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLang, useResource } from '@ssb/contracts';
import { fetchGoldRates, fetchRates, goldRateEntries, type ExchangeRateSelector } from '@ssb/api-client';
import type { MessageId } from '../../i18n/tj';
import { Muted, Page, Section, SectionTitle, Table, Container, Skeleton, formatNumber } from '@ssb/ui-kit';
import { PageIntro, TableScroll, ResourceView } from '../../ui';
import { Converter } from './Converter';
import { RatesHistory } from './RatesHistory';
import { RatesTable } from './RatesTable';
import { ratesDate } from './convert';

export const TABS: { selector: ExchangeRateSelector; label: MessageId }[] = [
  { selector: 'NON_CASH', label: 'rates.tab.individuals' },
  { selector: 'LEGAL', label: 'rates.tab.legal' },
  { selector: 'TRANSFER', label: 'rates.tab.transfers' },
  { selector: 'CardTransfer', label: 'rates.tab.cards' },
];

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Panel = styled.div`
  min-height: 420px;
`;

function RatesPanel({ selector }: { selector: ExchangeRateSelector }) {
  const rates = useResource((api, lang, signal) => fetchRates(api, lang, selector, signal), [selector]);
  return (
    <ResourceView
      resource={rates}
      skeleton={
        <>
          <Skeleton style={{ height: 20, width: 200, marginBottom: 12 }} />
          <Skeleton style={{ height: 180, marginBottom: 16 }} />
          <Skeleton style={{ height: 160 }} />
        </>
      }
    >
      {(answer) =>
        !answer.ready ? (
          <Muted role="status" data-testid="rates-not-ready">
            {answer.message || <FormattedMessage id="rates.notReady" />}
          </Muted>
        ) : answer.results.length === 0 ? (
          <Muted>
            <FormattedMessage id="rates.empty" />
          </Muted>
        ) : (
          <>
            {answer.updatedAt && (
              <Muted data-testid="rates-date">
                <FormattedMessage id="rates.date" values={ratesDate(answer.updatedAt)} />
              </Muted>
            )}
            <RatesTable rates={answer.results} />
            <Section style={{ marginTop: 16 }}>
              <Converter rates={answer.results} />
            </Section>
            <RatesHistory selector={selector} />
          </>
        )
      }
    </ResourceView>
  );
}

function GoldRates() {
  const lang = useLang();
  const gold = useResource((api, l, signal) => fetchGoldRates(api, l, signal).then(goldRateEntries), []);
  return (
    <ResourceView resource={gold} empty="rates.goldEmpty" skeleton={<Skeleton style={{ height: 300 }} />}>
      {(rows) => (
        <TableScroll label="rates.gold">
          <Table data-testid="gold-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="rates.grams" />
                </th>
                <th scope="col" data-numeric>
                  <FormattedMessage id="rates.buy" />
                </th>
                <th scope="col" data-numeric>
                  <FormattedMessage id="rates.sell" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <FormattedMessage id="rates.gramsValue" values={{ grams: r.id }} />
                  </th>
                  <td data-numeric>{formatNumber(r.buy, lang, 2)}</td>
                  <td data-numeric>{formatNumber(r.sell, lang, 2)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </ResourceView>
  );
}

/** /Rates: the exchange-rate tabs with a converter, then the gold rates. */
export default function RatesPage() {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (active + move + TABS.length) % TABS.length;
    if (move === 0 && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  const tab = TABS[active] ?? TABS[0]!;
  return (
    <Container as={Page}>
      <PageIntro name="Rates" fallbackTitle="rates.title" />
      <TabList role="tablist" onKeyDown={onKey}>
        {TABS.map((t, i) => (
          <Tab
            key={t.selector}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            id={`rates-tab-${t.selector}`}
            aria-selected={i === active}
            aria-controls="rates-panel"
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            <FormattedMessage id={t.label} />
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id="rates-panel" aria-labelledby={`rates-tab-${tab.selector}`} tabIndex={0}>
        <RatesPanel selector={tab.selector} />
      </Panel>
      <SectionTitle>
        <FormattedMessage id="rates.gold" />
      </SectionTitle>
      <GoldRates />
    </Container>
  );
}
