/**
 * The rates publisher's screen: per tab, a table of the figures prefilled with the last published
 * ones; Publish (alone within 5 %; beyond, the API answers needs_approval and the draft is offered
 * for approval instead); a treasury CSV fills the table after it is checked whole.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageTitle } from '@ssb/ui-kit';
import { ApiError } from '../../api';
import { Actions, Field, Lead, Loading, Notice, Section, TableRegion, useLoad } from '../../parts/ui';
import { createChange, loadItems, publishAlone, submitChange } from '../api';
import { refusalText } from '../errorText';
import { messageKeyOf, SCHEDULE_ID } from '../schemaForm/errors';
import { ErrorText } from '../schemaForm/SchemaForm';
import { numberOf } from '../schemaForm/values';
import { instantOf } from '../schedule';
import type { JsonObject, KindItem } from '../types';
import { checkCsv, CSV_CURRENCIES } from './csv';

const FIGURES = ['nbt', 'buy', 'sell'] as const;
type Figures = Record<string, Record<(typeof FIGURES)[number], string>>;

const figuresOf = (item: KindItem | undefined): Figures => {
  const rates = (item?.current?.rates ?? {}) as Record<string, Record<string, number>>;
  return Object.fromEntries(
    CSV_CURRENCIES.map((c) => [c, Object.fromEntries(FIGURES.map((f) => [f, rates[c]?.[f] === undefined ? '' : String(rates[c]?.[f])]))]),
  ) as Figures;
};
const idOf = (currency: string, figure: string) => `rates-${currency}-${figure}`;

function TabForm({ tab, item }: { tab: string; item: KindItem | undefined }) {
  const intl = useIntl();
  const [figures, setFigures] = useState<Figures>(() => figuresOf(item));
  const [schedule, setSchedule] = useState('');
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useRef<string | null>(null);
  const tabName = intl.formatMessage({ id: `studio.rates.tab.${tab}` });
  const figureName = (f: string) => intl.formatMessage({ id: `field.${f}` });

  useEffect(() => {
    if (focus.current) document.getElementById(focus.current)?.focus();
    focus.current = null;
  }, [errors]);

  const body = (): JsonObject => ({
    rates: Object.fromEntries(
      CSV_CURRENCIES.map((c) => [c, Object.fromEntries(FIGURES.map((f) => [f, numberOf(figures[c]?.[f] ?? '', false) ?? '']))]),
    ),
  });

  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? (error.body.field ?? '') : '';
    const [, currency, figure] = field.split('.');
    const id = field === 'scheduledFor' ? SCHEDULE_ID : currency && figure ? idOf(currency, figure) : null;
    if (error instanceof ApiError && id && document.getElementById(id)) {
      const message = intl.formatMessage({ id: messageKeyOf(error.body.error, error.body.message) });
      const name = field === 'scheduledFor' ? intl.formatMessage({ id: 'field.scheduledFor' }) : `${currency ?? ''}: ${figureName(figure ?? '')}`;
      setErrors(new Map([[id, `${name}: ${message}`]]));
      focus.current = id;
      setNotice({
        text:
          error.body.error === 'needs_approval'
            ? intl.formatMessage({ id: 'studio.rates.needsApproval' }, { field: name })
            : intl.formatMessage({ id: 'studio.editor.fieldFailed' }, { field: name, message }),
        error: true,
      });
    } else {
      setErrors(new Map());
      setNotice({ text: refusalText(intl, error), error: true });
    }
  };

  const publish = async () => {
    setBusy(true);
    setNotice(null);
    setWaiting(null);
    let id: string | null = null;
    try {
      id = (await createChange({ kind: 'rates', item: tab, action: 'publish', body: body(), scheduledFor: instantOf(schedule) })).id;
      await publishAlone(id);
      setErrors(new Map());
      setNotice({ text: intl.formatMessage({ id: 'studio.rates.published' }), error: false });
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'needs_approval' && id) setWaiting(id);
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!waiting) return;
    setBusy(true);
    try {
      await submitChange(waiting);
      setWaiting(null);
      setNotice({ text: intl.formatMessage({ id: 'studio.rates.submitted' }), error: false });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const csv = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const checked = checkCsv(await file.text());
    if (!checked.ok) {
      const problem = intl.formatMessage({ id: `studio.csv.${checked.problem}` }, { line: checked.line, value: checked.value });
      setNotice({ text: intl.formatMessage({ id: 'studio.rates.csvRefused' }, { problem }), error: true });
      return;
    }
    setFigures(
      Object.fromEntries(CSV_CURRENCIES.map((c) => [c, Object.fromEntries(FIGURES.map((f) => [f, String(checked.rates[c][f])]))])) as Figures,
    );
    setErrors(new Map());
    setNotice({ text: intl.formatMessage({ id: 'studio.rates.csvLoaded' }), error: false });
  };

  const scheduleError = errors.get(SCHEDULE_ID);
  return (
    <Section aria-label={tabName}>
      <h2>{tabName}</h2>
      {notice && (
        <Notice $error={notice.error} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <Field id={`csv-${tab}`} label="studio.rates.csv" hint="studio.rates.csvHint">
        <input id={`csv-${tab}`} type="file" accept=".csv,text/csv" onChange={(e) => void csv(e)} aria-describedby={`csv-${tab}-hint`} />
      </Field>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <TableRegion label="studio.rates.tabs">
          <table aria-label={intl.formatMessage({ id: 'studio.rates.table' }, { tab: tabName })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="studio.rates.currency" />
                </th>
                {FIGURES.map((f) => (
                  <th key={f} scope="col">
                    {figureName(f)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CSV_CURRENCIES.map((c) => (
                <tr key={c}>
                  <th scope="row">{c}</th>
                  {FIGURES.map((f) => {
                    const id = idOf(c, f);
                    const error = errors.get(id);
                    return (
                      <td key={f}>
                        <input
                          id={id}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={figures[c]?.[f] ?? ''}
                          onChange={(e) =>
                            setFigures((all) => ({ ...all, [c]: { ...(all[c] ?? { nbt: '', buy: '', sell: '' }), [f]: e.target.value } }))
                          }
                          aria-label={intl.formatMessage({ id: 'studio.rates.input' }, { currency: c, figure: figureName(f) })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                        />
                        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
        <Field id={SCHEDULE_ID} label="studio.editor.schedule" hint="studio.editor.scheduleHint">
          <input
            id={SCHEDULE_ID}
            type="datetime-local"
            value={schedule}
            onChange={(e) => setSchedule(e.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={`${SCHEDULE_ID}-hint${scheduleError ? ` ${SCHEDULE_ID}-error` : ''}`}
          />
        </Field>
        {scheduleError && <ErrorText id={`${SCHEDULE_ID}-error`}>{scheduleError}</ErrorText>}
        <Actions>
          <Button type="submit" disabled={busy}>
            <FormattedMessage id="studio.rates.publish" />
          </Button>
          {waiting && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void submit()}>
              <FormattedMessage id="studio.rates.submit" />
            </Button>
          )}
          {item && (
            <Link to={`/content/rates/${tab}/history`}>
              <FormattedMessage id="studio.items.history" />
            </Link>
          )}
        </Actions>
      </form>
    </Section>
  );
}

export function RatesPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const items = useLoad(() => loadItems('rates'), 'rates');
  if (!items.data) return <Loading error={items.error} retry={items.reload} />;
  const tabs = items.data.filter((i) => i.item !== 'LEGAL' || Object.keys(i.current?.rates ?? {}).length > 0);
  const tab = tabs.find((i) => i.item === params.get('tab'))?.item ?? tabs[0]?.item ?? '';
  return (
    <>
      <PageTitle>
        <FormattedMessage id="studio.rates.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="studio.rates.lead" />
      </Lead>
      <nav aria-label={intl.formatMessage({ id: 'studio.rates.tabs' })}>
        <Actions>
          {tabs.map((t) => (
            <Link key={t.item} to={`/content/rates?tab=${t.item}`} aria-current={t.item === tab ? 'page' : undefined}>
              <FormattedMessage id={`studio.rates.tab.${t.item}`} />
            </Link>
          ))}
        </Actions>
      </nav>
      <TabForm key={tab} tab={tab} item={items.data.find((i) => i.item === tab)} />
    </>
  );
}
