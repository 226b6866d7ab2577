/** A kind's items as they hold now, each with Edit, Withdraw (a change for approval) and History; and New item. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '@ssb/ui-kit';
import type { Lang } from '../../../shared/pages';
import { Actions, Badge, Loading, Notice, Section, TableRegion, useLoad } from '../../parts/ui';
import { createChange, loadForms, loadItems } from '../api';
import { refusalText } from '../errorText';
import type { KindItem } from '../types';
import { useKindName } from '../useKindName';

export function KindItems({ lang }: { lang: Lang }) {
  const { kind = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const kindName = useKindName();
  const forms = useLoad(loadForms, 'forms');
  const items = useLoad(() => loadItems(kind), kind);
  const [failure, setFailure] = useState<string | null>(null);
  const form = forms.data?.find((f) => f.kind === kind);
  if (kind === 'rates') return <Navigate to="/content/rates" replace />;

  const withdraw = async (item: KindItem) => {
    setFailure(null);
    try {
      const change = await createChange({ kind, item: item.item, action: 'withdraw' });
      navigate(`/content/changes/${change.id}`);
    } catch (error) {
      setFailure(refusalText(intl, error));
    }
  };

  return (
    <>
      <p>
        <Link to="/content">
          <FormattedMessage id="studio.back" />
        </Link>
      </p>
      <PageTitle>{kindName(kind)}</PageTitle>
      <Section>
        <h2 id="kind-items">
          <FormattedMessage id="studio.items.table" />
        </h2>
        {form && !form.languageNeutral && (
          <Actions>
            <Link to={`/content/${kind}/new`}>
              <FormattedMessage id="studio.items.new" />
            </Link>
          </Actions>
        )}
        {failure && (
          <Notice $error role="alert">
            {failure}
          </Notice>
        )}
        {!items.data ? (
          <Loading error={items.error} retry={items.reload} />
        ) : items.data.length === 0 ? (
          <p role="status">
            <FormattedMessage id="studio.items.empty" />
          </p>
        ) : (
          <TableRegion label="studio.items.table">
            <table>
              <thead>
                <tr>
                  <th scope="col">№</th>
                  <th scope="col">
                    <FormattedMessage id="studio.col.title" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="studio.col.actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.data.map((item) => {
                  const title = item.titles[lang];
                  return (
                    <tr key={item.item}>
                      <td>{item.item}</td>
                      <td>
                        {title}
                        {!item.shown && <Badge>{intl.formatMessage({ id: 'studio.items.withdrawn' })}</Badge>}
                      </td>
                      <td>
                        <Actions>
                          {item.shown && (
                            <Link
                              to={`/content/${kind}/${item.item}/edit`}
                              aria-label={intl.formatMessage({ id: 'studio.items.editNamed' }, { title })}
                            >
                              <FormattedMessage id="studio.items.edit" />
                            </Link>
                          )}
                          {item.shown && form && !form.languageNeutral && (
                            <button
                              type="button"
                              onClick={() => void withdraw(item)}
                              aria-label={intl.formatMessage({ id: 'studio.items.withdrawNamed' }, { title })}
                            >
                              <FormattedMessage id="studio.items.withdraw" />
                            </button>
                          )}
                          <Link
                            to={`/content/${kind}/${item.item}/history`}
                            aria-label={intl.formatMessage({ id: 'studio.items.historyNamed' }, { title })}
                          >
                            <FormattedMessage id="studio.items.history" />
                          </Link>
                        </Actions>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableRegion>
        )}
      </Section>
    </>
  );
}
