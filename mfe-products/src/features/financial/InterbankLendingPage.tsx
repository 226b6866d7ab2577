import { useLang, useResource } from '@ssb/contracts';
import { formatNumber } from '@ssb/ui-kit';
import { fetchInterbankRates } from '@ssb/api-client';
import { TablePage } from './TablePage';

export default function InterbankLendingPage() {
  const lang = useLang();
  const rates = useResource((api, l, signal) => fetchInterbankRates(api, l, signal), []);
  return (
    <TablePage
      name="interbank-lending"
      fallbackTitle="fin.interbank"
      resource={rates}
      empty="fin.empty"
      testId="interbank"
      columns={['fin.currency', 'fin.term', 'fin.placement', 'fin.attraction']}
      row={(r) => (
        <tr key={r.id}>
          <td>{r.currency}</td>
          <td>{r.term}</td>
          <td>{formatNumber(r.placement, lang, 2)}%</td>
          <td>{formatNumber(r.attraction, lang, 2)}%</td>
        </tr>
      )}
    />
  );
}
