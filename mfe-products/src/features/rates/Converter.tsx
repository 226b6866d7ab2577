import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLang } from '@ssb/contracts';
import { formatMoney } from '@ssb/ui-kit';
import { type ExchangeRate } from '@ssb/api-client';
import { convert, type ConvertCurrency } from './convert';

const Form = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  padding: ${({ theme }) => theme.space[4]}px;
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
  input,
  select {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
    font: inherit;
  }
`;

const Result = styled.output`
  font-size: ${({ theme }) => theme.type.h3.size}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  min-height: ${({ theme }) => theme.touchTarget}px;
  display: flex;
  align-items: center;
  font-variant-numeric: tabular-nums;
`;

/** Somoni ⇄ USD, EUR, RUB at the shown tab's rates. */
export function Converter({ rates }: { rates: readonly ExchangeRate[] }) {
  const lang = useLang();
  const intl = useIntl();
  const id = useId();
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState<ConvertCurrency>('USD');
  const [to, setTo] = useState<ConvertCurrency>('TJS');
  const currencies: ConvertCurrency[] = ['TJS', ...rates.map((r) => r.currency)];
  const value = Number(amount.replace(',', '.'));
  const invalid = amount.trim() === '' || !Number.isFinite(value) || value < 0;
  const result = invalid ? null : convert(value, from, to, rates);
  return (
    <Form role="group" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} style={{ width: '100%', margin: 0, fontSize: 20, lineHeight: '24px', fontWeight: 500 }}>
        <FormattedMessage id="rates.converter" />
      </h2>
      <label>
        <FormattedMessage id="rates.amount" />
        <input
          inputMode="decimal"
          value={amount}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-err` : undefined}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="convert-amount"
        />
      </label>
      <label>
        <FormattedMessage id="rates.from" />
        <select value={from} onChange={(e) => setFrom(e.target.value as ConvertCurrency)} data-testid="convert-from">
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        <FormattedMessage id="rates.to" />
        <select value={to} onChange={(e) => setTo(e.target.value as ConvertCurrency)} data-testid="convert-to">
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <Result data-testid="convert-result" aria-live="polite">
        {result === null ? '—' : formatMoney(result, to, lang, 2)}
      </Result>
      {invalid && (
        <p id={`${id}-err`} role="alert" style={{ width: '100%', margin: 0 }}>
          {intl.formatMessage({ id: 'rates.badAmount' })}
        </p>
      )}
    </Form>
  );
}
