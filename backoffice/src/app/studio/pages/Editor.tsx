/**
 * The editor of a change: the kind's form (from its schema), an optional instant in Dushanbe time,
 * Save draft, Submit for approval, Discard. A refusal that names a field is shown beside that
 * control, in the editor's language with the field's label, and the control is focused; what was
 * typed stays as typed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ssb/ui-kit';
import { ApiError } from '../../api';
import { Actions, Field, Notice, Section } from '../../parts/ui';
import { createChange, discardChange, editChange, submitChange } from '../api';
import { refusalText } from '../errorText';
import { messageKeyOf, SCHEDULE_ID, targetOf } from '../schemaForm/errors';
import { formModel } from '../schemaForm/model';
import { ErrorText, SchemaForm } from '../schemaForm/SchemaForm';
import { useLabel } from '../schemaForm/useLabel';
import { bodyOf, valuesOf, type FormValues } from '../schemaForm/values';
import { instantOf, localOf } from '../schedule';
import type { ChangeDetail, ChangeForm, JsonObject } from '../types';

interface EditorProps {
  form: ChangeForm;
  item: string | null;
  /** The change being edited; none yet for a new draft. */
  change: ChangeDetail | null;
  /** The body the form starts from: the change's, or the item's as it holds now. */
  start: JsonObject | null;
  onDone: () => void;
}

/** A rates tab's body is `{ rates }` itself, not `{ common, tj, ru, en }`. */
const flatOf = (form: ChangeForm) => form.kind === 'rates';

export function Editor({ form, item, change, start, onDone }: EditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const labelOf = useLabel();
  const model = useMemo(() => formModel(form.schema, form.translated), [form]);
  const flat = flatOf(form);
  const [values, setValues] = useState<FormValues>(() => valuesOf(model, flat ? { common: start ?? {} } : start));
  const [schedule, setSchedule] = useState(localOf(change?.scheduledFor ?? null));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useRef<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const isPublish = (change?.action ?? 'publish') === 'publish';

  useEffect(() => {
    if (focus.current) document.getElementById(focus.current)?.focus();
    else if (notice) noticeRef.current?.focus();
    focus.current = null;
  }, [errors, notice]);

  const body = (): JsonObject => {
    const assembled = bodyOf(model, values);
    return flat ? assembled.common : assembled;
  };

  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? error.body.field : null;
    const target = targetOf(flat && field ? `common.${field}` : field, model, values);
    const id = target?.ids.find((i) => document.getElementById(i));
    if (target && id && error instanceof ApiError) {
      const message = intl.formatMessage({ id: messageKeyOf(error.body.error, error.body.message) });
      const name = labelOf(target.names[target.names.length - 1] ?? '');
      const lang =
        target.scope === 'tj' || target.scope === 'ru' || target.scope === 'en'
          ? ` (${intl.formatMessage({ id: `studio.lang.${target.scope}` })})`
          : '';
      setErrors(new Map([[id, `${name}${lang}: ${message}`]]));
      focus.current = id;
      setNotice({ text: intl.formatMessage({ id: 'studio.editor.fieldFailed' }, { field: `${name}${lang}`, message }), error: true });
    } else {
      setErrors(new Map());
      setNotice({ text: refusalText(intl, error, labelOf), error: true });
    }
  };

  /** Saves (a new draft, or the change's edit); the change's id. */
  const save = async (): Promise<string> => {
    const scheduledFor = instantOf(schedule);
    if (change) {
      await editChange(change.id, isPublish ? body() : null, scheduledFor);
      return change.id;
    }
    const created = await createChange({ kind: form.kind, item, action: 'publish', body: body(), scheduledFor });
    return created.id;
  };

  const run = async (what: 'save' | 'submit' | 'discard') => {
    setBusy(true);
    setNotice(null);
    try {
      if (what === 'discard' && change) {
        await discardChange(change.id);
        setErrors(new Map());
        setNotice({ text: intl.formatMessage({ id: 'studio.editor.discarded' }), error: false });
        onDone();
        return;
      }
      const id = await save();
      if (what === 'submit') await submitChange(id);
      setErrors(new Map());
      setNotice({ text: intl.formatMessage({ id: what === 'submit' ? 'studio.editor.submitted' : 'studio.editor.saved' }), error: false });
      if (!change) navigate(`/content/changes/${id}`, { replace: true });
      else onDone();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const scheduleError = errors.get(SCHEDULE_ID);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run('save');
      }}
    >
      {notice && (
        <Notice $error={notice.error} role={notice.error ? 'alert' : 'status'} tabIndex={-1} ref={noticeRef}>
          {notice.text}
        </Notice>
      )}
      {isPublish ? (
        <SchemaForm model={model} values={values} errors={errors} onChange={setValues} />
      ) : (
        <Section>
          <p>
            {change?.action === 'withdraw' ? (
              <FormattedMessage id="studio.editor.withdrawSummary" values={{ item: change.item ?? '' }} />
            ) : (
              <FormattedMessage id="studio.editor.revertSummary" values={{ item: change?.item ?? '', publication: change?.reverts ?? '' }} />
            )}
          </p>
        </Section>
      )}
      <Section>
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
          <Button type="submit" variant="secondary" disabled={busy}>
            <FormattedMessage id="studio.editor.save" />
          </Button>
          <Button type="button" disabled={busy} onClick={() => void run('submit')}>
            <FormattedMessage id="studio.editor.submit" />
          </Button>
          {change && (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void run('discard')}>
              <FormattedMessage id="studio.editor.discard" />
            </Button>
          )}
        </Actions>
      </Section>
    </form>
  );
}
