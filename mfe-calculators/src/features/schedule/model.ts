/**
 * Makes a schedule's document (domain/scheduleDocument.ts) in the page's language: the dialog
 * shows it and the PDF, PNG and CSV files carry it, so the three downloads agree with the screen.
 */
import type { IntlShape } from 'react-intl';
import { type LangCode } from '@ssb/contracts';
import { currencyLabel, formatDate, formatMoney, formatNumber } from '@ssb/ui-kit';
import {
  creditEffectiveRate,
  creditTotals,
  depositEffectiveYield,
  depositTaxOfTotal,
  depositTotals,
  irregularLastPayment,
  type CalculatorCredit,
  type CalculatorDeposit,
  type CreditRow,
  type DepositRow,
  type ScheduleCell,
  type ScheduleDocument,
} from '../../domain';
import { legalLines } from './legal';

interface Common {
  intl: IntlShape;
  lang: LangCode;
  amount: number;
  months: number;
  percent: number;
  startDate: Date;
}

const money = (value: number, lang: LangCode): ScheduleCell => ({
  text: formatNumber(value, lang, 2),
  csv: { number: value, digits: 2 },
});
const int = (value: number, lang: LangCode): ScheduleCell => ({ text: formatNumber(value, lang, 0), csv: { number: value, digits: 0 } });
const text = (value: string): ScheduleCell => ({ text: value, csv: value });
/** A rate as shown beside the totals: 2 decimals and a percent sign; the CSV gets the number. */
const rate = (percent: number, lang: LangCode): ScheduleCell => {
  const rounded = Math.round(percent * 100) / 100;
  return { text: `${formatNumber(rounded, lang, 2)} %`, csv: { number: rounded, digits: 2 } };
};

function facts({ intl, lang, amount, months, percent, startDate }: Common, currency: CalculatorCredit['currency']) {
  const m = (id: string) => intl.formatMessage({ id });
  return [
    { label: m('schedule.fact.amount'), text: formatMoney(amount, currency, lang, 2), csv: { number: amount, digits: 2 } },
    { label: m('schedule.fact.months'), text: formatNumber(months, lang), csv: { number: months, digits: 0 } },
    {
      label: m('schedule.fact.rate'),
      text: `${formatNumber(percent, lang, Number.isInteger(percent) ? 0 : 2)} %`,
      csv: { number: percent, digits: Number.isInteger(percent) ? 0 : 2 },
    },
    { label: m('schedule.fact.start'), text: formatDate(startDate), csv: formatDate(startDate) },
  ];
}

export function creditDocument(credit: CalculatorCredit, rows: CreditRow[], common: Common): ScheduleDocument {
  const { intl, lang } = common;
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cur = { currency: currencyLabel(credit.currency, lang) };
  const totals = creditTotals(rows);
  const lastPayment = irregularLastPayment(rows);
  return {
    kind: 'credit',
    lang,
    bank: m('bank.name'),
    heading: m('schedule.credit.title'),
    product: credit.title,
    facts: facts(common, credit.currency),
    columns: [
      { label: m('schedule.col.number'), numeric: true, weight: 0.6 },
      { label: m('schedule.col.date'), numeric: true, weight: 1.3 },
      { label: m('schedule.col.payment', cur), numeric: true, weight: 1.5 },
      { label: m('schedule.col.interest', cur), numeric: true, weight: 1.4 },
      { label: m('schedule.col.principal', cur), numeric: true, weight: 1.5 },
      { label: m('schedule.col.remaining', cur), numeric: true, weight: 1.6 },
      { label: m('schedule.col.days'), numeric: true, weight: 0.8 },
    ],
    rows: rows.map((r) => [
      int(r.number, lang),
      text(r.date),
      money(r.payment, lang),
      money(r.interest, lang),
      money(r.principal, lang),
      money(r.remaining, lang),
      int(r.days, lang),
    ]),
    totals: [
      { label: m('schedule.total.payments'), ...money(totals.totalPayment, lang), testId: 'total-payments' },
      { label: m('schedule.total.interest'), ...money(totals.totalInterest, lang), testId: 'total-interest' },
      { label: m('schedule.total.overpayment'), ...money(totals.overpayment, lang), testId: 'total-overpayment' },
    ]
      .map((t) => ({ ...t, text: `${t.text} ${cur.currency}` }))
      .concat({ label: m('calc.effectiveRate'), ...rate(creditEffectiveRate(rows, common.amount), lang), testId: 'total-effective-rate' }),
    remarks: lastPayment
      ? [
          m('schedule.lastPayment', {
            last: formatMoney(lastPayment.last, credit.currency, lang, 2),
            regular: formatMoney(lastPayment.regular, credit.currency, lang, 2),
            direction: lastPayment.last > lastPayment.regular ? 'larger' : 'smaller',
          }),
        ]
      : [],
    note: m('calc.approximate'),
    legal: legalLines(intl, common.startDate),
    fileName: `ssb-credit-${credit.id}-${common.amount}-${common.months}m`,
  };
}

export function depositDocument(deposit: CalculatorDeposit, rows: DepositRow[], common: Common): ScheduleDocument {
  const { intl, lang } = common;
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cur = { currency: currencyLabel(deposit.currency, lang) };
  const totals = depositTotals(rows, common.amount, common.percent);
  const taxOfTotal = depositTaxOfTotal(totals.grossInterest);
  const payout = deposit.interestPayout ?? 'maturity';
  return {
    kind: 'deposit',
    lang,
    bank: m('bank.name'),
    heading: m('schedule.deposit.title'),
    product: deposit.title,
    facts: facts(common, deposit.currency),
    columns: [
      { label: m('schedule.col.number'), numeric: true, weight: 0.6 },
      { label: m('schedule.col.date'), numeric: true, weight: 1.3 },
      { label: m('schedule.col.days'), numeric: true, weight: 0.8 },
      { label: m('schedule.col.netInterest', cur), numeric: true, weight: 1.6 },
      { label: m('schedule.col.balance', cur), numeric: true, weight: 1.8 },
    ],
    rows: rows.map((r) => [int(r.number, lang), text(r.date), int(r.days, lang), money(r.interest, lang), money(r.amount, lang)]),
    totals: [
      { label: m('schedule.total.gross'), ...money(totals.grossInterest, lang), testId: 'total-gross' },
      { label: m('schedule.total.tax'), ...money(totals.tax, lang), testId: 'total-tax' },
      { label: m('schedule.total.net'), ...money(totals.netInterest, lang), testId: 'total-net' },
      { label: m('schedule.total.maturity'), ...money(totals.amountAtMaturity, lang), testId: 'total-maturity' },
    ]
      .map((t) => ({ ...t, text: `${t.text} ${cur.currency}` }))
      .concat({
        label: m('calc.deposit.effectiveYield'),
        ...rate(depositEffectiveYield(rows, common.amount, payout), lang),
        testId: 'total-effective-yield',
      }),
    remarks: [
      m(payout === 'monthly' ? 'calc.deposit.payout.monthly' : 'calc.deposit.payout.maturity'),
      // Said only when the row-by-row rounding shows: otherwise the tax is 12 % of the income to the diram.
      ...(taxOfTotal === totals.tax ? [] : [m('calc.deposit.taxRounding', { taxOfTotal: formatMoney(taxOfTotal, deposit.currency, lang, 2) })]),
    ],
    note: m('calc.approximate'),
    legal: legalLines(intl, common.startDate),
    fileName: `ssb-deposit-${deposit.id}-${common.amount}-${common.months}m`,
  };
}
