import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLang, type LangCode } from '@ssb/contracts';
import type { BankCard } from '@ssb/api-client';
import { Muted, Section, SectionTitle, Table, formatMoney, formatNumber } from '@ssb/ui-kit';
import { TableScroll } from '../../ui';
import type { MessageId } from '../../i18n/tj';

type CashFee = NonNullable<BankCard['cashFees']['abroad']>;

const Tables = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr));
  align-items: start;
`;

// Doubled selector: the kit's table aligns every cell left.
const Amount = styled.td`
  && {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const AmountHead = styled.th`
  && {
    text-align: right;
  }
`;

interface Row {
  label: MessageId;
  value: ReactNode;
}

/** A two-column table: what, and its amount on the right. */
function AmountTable({ title, columns, rows, testId }: { title: MessageId; columns: [MessageId, MessageId]; rows: Row[]; testId: string }) {
  return (
    <Section data-testid={testId}>
      <SectionTitle>
        <FormattedMessage id={title} />
      </SectionTitle>
      <TableScroll label={title}>
        <Table>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id={columns[0]} />
              </th>
              <AmountHead scope="col" data-numeric>
                <FormattedMessage id={columns[1]} />
              </AmountHead>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  <FormattedMessage id={row.label} />
                </th>
                <Amount data-numeric>{row.value}</Amount>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Section>
  );
}

const somoni = (value: number, lang: LangCode) => formatMoney(value, 'TJS', lang);
const percent = (value: number, lang: LangCode) => `${formatNumber(value, lang, Number.isInteger(value) ? 0 : 1)}%`;

function Fee({ value }: { value: number }) {
  const lang = useLang();
  return value === 0 ? <FormattedMessage id="cards.free" /> : <>{somoni(value, lang)}</>;
}

function MonthlyFee({ value }: { value: number }) {
  const lang = useLang();
  return value === 0 ? <FormattedMessage id="cards.free" /> : <FormattedMessage id="cards.perMonth" values={{ fee: somoni(value, lang) }} />;
}

function CashFeeText({ fee }: { fee: CashFee | null }) {
  const lang = useLang();
  if (fee === null) return <FormattedMessage id="cards.unavailable" />;
  if (fee.percent === 0 && fee.min === 0) return <FormattedMessage id="cards.free" />;
  if (fee.min === 0) return <>{percent(fee.percent, lang)}</>;
  return <FormattedMessage id="cards.percentMin" values={{ percent: percent(fee.percent, lang), min: somoni(fee.min, lang) }} />;
}

/** What the card costs, what cash costs where, and how much may be spent. */
export function CardTariffs({ card }: { card: BankCard }) {
  const lang = useLang();
  return (
    <>
      <Tables>
        <AmountTable
          testId="card-fees"
          title="cards.fees"
          columns={['cards.service', 'cards.price']}
          rows={[
            { label: 'cards.issueFee', value: <Fee value={card.issueFee} /> },
            { label: 'cards.yearlyFee', value: <Fee value={card.yearlyFee} /> },
            { label: 'cards.reissueFee', value: <Fee value={card.reissueFee} /> },
            { label: 'cards.smsFee', value: <MonthlyFee value={card.smsFee} /> },
          ]}
        />
        <AmountTable
          testId="card-cash"
          title="cards.cash"
          columns={['cards.where', 'cards.fee']}
          rows={[
            { label: 'cards.ssbAtm', value: <CashFeeText fee={card.cashFees.ssbAtm} /> },
            { label: 'cards.otherBanks', value: <CashFeeText fee={card.cashFees.otherBanks} /> },
            { label: 'cards.abroad', value: <CashFeeText fee={card.cashFees.abroad} /> },
          ]}
        />
        <AmountTable
          testId="card-limits"
          title="cards.limits"
          columns={['cards.operation', 'cards.limit']}
          rows={[
            { label: 'cards.dailyCash', value: somoni(card.limits.dailyCash, lang) },
            { label: 'cards.dailyPurchases', value: somoni(card.limits.dailyPurchases, lang) },
            { label: 'cards.monthly', value: somoni(card.limits.monthly, lang) },
          ]}
        />
      </Tables>
      {card.currencies.some((currency) => currency !== 'TJS') && (
        <Muted>
          <FormattedMessage id="cards.currencyNote" />
        </Muted>
      )}
    </>
  );
}
