/**
 * An item's versions, newest first, with who published each and when, and whether it was
 * reverted; any two compared field by field; "Revert" makes a change (action revert) that goes
 * through approval like any other.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '@ssb/ui-kit';
import { Badge, formatTime, Loading, Notice, Section, TableRegion, useLoad } from '../../parts/ui';
import { createChange, loadHistory } from '../api';
import { DiffView } from '../diff/DiffView';
import { refusalText } from '../errorText';
import { BODY_LANGS, type JsonValue } from '../types';
import { useKindName } from '../useKindName';

const SEED = 'seed';

export function HistoryPage() {
  const { kind = '', item = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const kindName = useKindName();
  const history = useLoad(() => loadHistory(kind, item), `${kind}|${item}`);
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = history.data;
  if (!data) return <Loading error={history.error} retry={history.reload} />;

  const versions: { key: string; label: string; docs: Record<string, JsonValue> | null }[] = [
    ...data.publications.map((p) => ({ key: String(p.id), label: `№ ${p.id}`, docs: p.docs })),
    ...(data.seed ? [{ key: SEED, label: intl.formatMessage({ id: 'studio.history.seed' }), docs: data.seed }] : []),
  ];
  const docsOf = (key: string | null) => versions.find((v) => v.key === key)?.docs ?? undefined;
  const labelOf = (key: string | null) => versions.find((v) => v.key === key)?.label ?? '';
  const revert = async (id: number) => {
    setFailure(null);
    try {
      const change = await createChange({ kind, item, action: 'revert', reverts: id });
      navigate(`/content/changes/${change.id}`);
    } catch (error) {
      setFailure(refusalText(intl, error));
    }
  };
  const title = `${kindName(kind)} № ${item}`;
  const radio = (key: string, label: string, side: 'a' | 'b') => (
    <input
      type="radio"
      name={`compare-${side}`}
      checked={(side === 'a' ? a : b) === key}
      onChange={() => (side === 'a' ? setA(key) : setB(key))}
      aria-label={intl.formatMessage({ id: side === 'a' ? 'studio.history.pickA' : 'studio.history.pickB' }, { id: label })}
    />
  );

  return (
    <>
      <p>
        <Link to={kind === 'rates' ? '/content/rates' : `/content/${kind}`}>
          <FormattedMessage id="studio.backToKind" values={{ kind: kindName(kind) }} />
        </Link>
      </p>
      <PageTitle>
        <FormattedMessage id="studio.history.title" values={{ title }} />
      </PageTitle>
      {failure && (
        <Notice $error role="alert">
          {failure}
        </Notice>
      )}
      <Section>
        {data.publications.length === 0 && (
          <p role="status">
            <FormattedMessage id="studio.history.empty" />
          </p>
        )}
        <TableRegion label="studio.history.table">
          <table>
            <thead>
              <tr>
                {(
                  [
                    'studio.history.number',
                    'studio.history.effective',
                    'studio.history.published',
                    'studio.history.status',
                    'studio.history.was',
                    'studio.history.became',
                    'studio.col.actions',
                  ] as const
                ).map((h) => (
                  <th key={h} scope="col">
                    <FormattedMessage id={h} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.publications.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>
                    <time dateTime={p.effectiveAt}>{formatTime(p.effectiveAt, intl.locale)}</time>
                  </td>
                  <td>
                    {p.publishedBy}, <time dateTime={p.publishedAt}>{formatTime(p.publishedAt, intl.locale)}</time>
                  </td>
                  <td>
                    {p.id === data.currentId && <Badge $tone="success">{intl.formatMessage({ id: 'studio.history.current' })}</Badge>}
                    {p.docs === null && <Badge>{intl.formatMessage({ id: 'studio.history.withdrawal' })}</Badge>}
                    {p.revertedAt && (
                      <Badge $tone="error">
                        {intl.formatMessage(
                          { id: 'studio.history.reverted' },
                          { date: formatTime(p.revertedAt, intl.locale), name: p.revertedBy ?? '' },
                        )}
                      </Badge>
                    )}
                  </td>
                  <td>{radio(String(p.id), `№ ${p.id}`, 'a')}</td>
                  <td>{radio(String(p.id), `№ ${p.id}`, 'b')}</td>
                  <td>
                    {!p.revertedAt && (
                      <button type="button" onClick={() => void revert(p.id)}>
                        <FormattedMessage id="studio.history.revert" values={{ id: p.id }} />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {data.seed && (
                <tr>
                  <td>—</td>
                  <td colSpan={3}>
                    <FormattedMessage id="studio.history.seed" />
                    {data.currentId === null && <Badge $tone="success">{intl.formatMessage({ id: 'studio.history.current' })}</Badge>}
                  </td>
                  <td>{radio(SEED, intl.formatMessage({ id: 'studio.history.seed' }), 'a')}</td>
                  <td>{radio(SEED, intl.formatMessage({ id: 'studio.history.seed' }), 'b')}</td>
                  <td />
                </tr>
              )}
            </tbody>
          </table>
        </TableRegion>
      </Section>
      <Section aria-labelledby="history-compare">
        <h2 id="history-compare">
          {a && b ? (
            <FormattedMessage id="studio.history.compare" values={{ a: labelOf(a), b: labelOf(b) }} />
          ) : (
            <FormattedMessage id="studio.history.pickTwo" />
          )}
        </h2>
        {a &&
          b &&
          (kind === 'rates' ? (
            <DiffView before={docsOf(a)} after={docsOf(b)} label={intl.formatMessage({ id: 'field.rates' })} />
          ) : (
            BODY_LANGS.map((lang) => {
              const label = intl.formatMessage({ id: 'studio.review.lang' }, { lang: intl.formatMessage({ id: `studio.lang.${lang}` }) });
              return (
                <div key={lang}>
                  <h3>{label}</h3>
                  <DiffView before={docsOf(a)?.[lang]} after={docsOf(b)?.[lang]} label={label} />
                </div>
              );
            })
          ))}
      </Section>
    </>
  );
}
