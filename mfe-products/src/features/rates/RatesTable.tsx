import { FormattedMessage } from 'react-intl';
import { formatNumber, useLang } from '@ssb/contracts';
import { type ExchangeRate } from '@ssb/api-client';
import { Table } from '@ssb/ui-kit';
import { TableScroll } from '../../ui';

const digits = (value: number) => (value < 1 ? 4 : 2);

/** Currency, the National Bank's rate, purchase and sale. */
export function RatesTable({ rates, compact = false }: { rates: readonly ExchangeRate[]; compact?: boolean }) {
  const lang = useLang();
  return (
    <TableScroll label="rates.title">
      <Table data-testid="rates-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="rates.currency" />
            </th>
            {!compact && (
              <th scope="col">
                <FormattedMessage id="rates.nbt" />
              </th>
            )}
            <th scope="col">
              <FormattedMessage id="rates.buy" />
            </th>
            <th scope="col">
              <FormattedMessage id="rates.sell" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.currency} data-currency={r.currency}>
              <th scope="row">
                {r.currency}
                {!compact && <span style={{ fontWeight: 400 }}> — {r.name}</span>}
              </th>
              {!compact && <td>{formatNumber(r.nbt, lang, 4)}</td>}
              <td data-testid="buy">{formatNumber(r.buy, lang, digits(r.buy))}</td>
              <td data-testid="sell">{formatNumber(r.sell, lang, digits(r.sell))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
