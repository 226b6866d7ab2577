import { useResource } from '@ssb/contracts';
import { fetchCorrespondentBanks } from '@ssb/api-client';
import { TablePage } from './TablePage';

export default function CorrespondencePage() {
  const banks = useResource((api, lang, signal) => fetchCorrespondentBanks(api, lang, signal), []);
  return (
    <TablePage
      name="correspondence"
      fallbackTitle="fin.correspondence"
      resource={banks}
      empty="fin.empty"
      testId="correspondent-banks"
      columns={['fin.country', 'fin.bank', 'fin.currencies', 'fin.account', 'fin.requisites']}
      row={(b) => (
        <tr key={b.id}>
          <td>{b.country}</td>
          <td>{b.bankName}</td>
          <td>{b.currencies.join(', ')}</td>
          <td>{b.account}</td>
          <td style={{ whiteSpace: 'pre-line' }}>
            {b.requisites}
            {b.swift ? `\nSWIFT: ${b.swift}` : ''}
          </td>
        </tr>
      )}
    />
  );
}
