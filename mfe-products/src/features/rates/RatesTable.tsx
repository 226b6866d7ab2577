import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media, useLang } from '@ssb/contracts';
import { type ExchangeRate } from '@ssb/api-client';
import { Table, formatNumber } from '@ssb/ui-kit';
import { TableScroll } from '../../ui';
import { rateDigits as digits } from './convert';

/** The currency's name after its code; on a phone under it, smaller, so the table fits the screen. */
const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  ${media.mobile} {
    display: block;
    font-size: ${({ theme }) => theme.type.caption.size}px;
    line-height: ${({ theme }) => theme.type.caption.line}px;
    color: ${({ theme }) => theme.colors.textMuted};
    > span {
      display: none;
    }
  }
`;

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
              <th scope="col" data-numeric>
                <FormattedMessage id="rates.nbt" />
              </th>
            )}
            <th scope="col" data-numeric>
              <FormattedMessage id="rates.buy" />
            </th>
            <th scope="col" data-numeric>
              <FormattedMessage id="rates.sell" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.currency} data-currency={r.currency}>
              <th scope="row">
                {r.currency}
                {!compact && (
                  <Name>
                    <span> — </span>
                    {r.name}
                  </Name>
                )}
              </th>
              {!compact && <td data-numeric>{formatNumber(r.nbt, lang, 4)}</td>}
              <td data-numeric data-testid="buy">
                {formatNumber(r.buy, lang, digits(r.buy))}
              </td>
              <td data-numeric data-testid="sell">
                {formatNumber(r.sell, lang, digits(r.sell))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
