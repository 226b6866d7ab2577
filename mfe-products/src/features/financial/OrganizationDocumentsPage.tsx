import { FormattedMessage } from 'react-intl';
import { useLang, useResource } from '@ssb/contracts';
import { formatNumber } from '@ssb/ui-kit';
import { fetchOrganizationDocuments } from '@ssb/api-client';
import { TablePage } from './TablePage';

export default function OrganizationDocumentsPage() {
  const lang = useLang();
  const docs = useResource((api, l, signal) => fetchOrganizationDocuments(api, l, signal), []);
  return (
    <TablePage
      name="organization-documents"
      fallbackTitle="fin.documents"
      resource={docs}
      empty="fin.docsEmpty"
      testId="org-documents"
      columns={['fin.document', 'fin.date', 'fin.file']}
      row={(d) => (
        <tr key={d.id}>
          <td>{d.title}</td>
          <td>{d.date}</td>
          <td>
            <a href={d.url} download>
              <FormattedMessage id="fin.download" />
              <span className="visually-hidden">: {d.title}</span> ({d.format.toUpperCase()},{' '}
              {formatNumber(Math.max(1, Math.round(d.sizeBytes / 1024)), lang)} <FormattedMessage id="fin.kb" />)
            </a>
          </td>
        </tr>
      )}
    />
  );
}
