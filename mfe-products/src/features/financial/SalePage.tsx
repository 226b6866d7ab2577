import { useLang, useResource } from '@ssb/contracts';
import { formatMoney } from '@ssb/ui-kit';
import { fetchPropertyForSale } from '@ssb/api-client';
import { TablePage } from './TablePage';

export default function SalePage() {
  const lang = useLang();
  const items = useResource((api, l, signal) => fetchPropertyForSale(api, l, signal), []);
  return (
    <TablePage
      name="sale"
      fallbackTitle="fin.sale"
      resource={items}
      empty="fin.saleEmpty"
      testId="property-sale"
      columns={['fin.number', 'fin.region', 'fin.property', 'fin.price']}
      row={(p) => (
        <tr key={p.id}>
          <td>{p.number}</td>
          <td>{p.region}</td>
          <td>{p.property}</td>
          <td>{formatMoney(p.price, 'TJS', lang)}</td>
        </tr>
      )}
    />
  );
}
