/**
 * One application form for every kind (card, vacancy, general, complaint): react-hook-form + yup,
 * client checks of uploads, a progress bar while sending, one Idempotency-Key per application
 * (kept on retry), the API's 4xx shown on the field it names, and alerts through the alert atom.
 * Values and files live in a draft (by draftKey) so closing by mistake loses nothing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, useAlerts, useApi, useLang } from '@ssb/contracts';
import { CITIES, sendApplication, type ApiErrorBody } from '@ssb/api-client';
import { networkOf } from './cardType';
import { ACCEPT_ATTR, KINDS, checkFile, newKey, schemaOf, type FileField, type FormKind, type FormValues, type TextField } from './schema';

interface Draft {
  values: FormValues;
  files: Partial<Record<FileField, File>>;
  key: string;
}
const drafts = new Map<string, Draft>();
/** Forget every draft (tests). */
export const clearDrafts = () => drafts.clear();

export interface ApplicationFormProps {
  kind: FormKind;
  /** Where the draft is kept; defaults to the kind. */
  draftKey?: string;
  initial?: FormValues;
  /** Extra fields sent as they are (vacancy_title, amount, months). */
  extra?: Record<string, string>;
  onSent?: () => void;
}

const FILE_LABELS: Record<FormKind, Partial<Record<FileField, string>>> = {
  card: { file1: 'field.file1', file2: 'field.file2' },
  vacancy: { file1: 'field.vacancyFile1', file2: 'field.vacancyFile2' },
  general: { file1: 'field.file1', file2: 'field.file2', file3: 'field.file3' },
  complaint: {},
};

/**
 * The reference the visitor quotes to the bank: the first 8 characters of the application's id
 * (a UUID), in capitals, short enough to read over the phone.
 */
function referenceOf(id: string | undefined): string | null {
  return id ? id.slice(0, 8).toUpperCase() : null;
}

/** What happens after sending (a catalog id). */
function nextStepsOf(kind: FormKind, values: FormValues): string {
  // A complaint gets the terms the site states for complaints; its phone is optional.
  if (kind === 'complaint') return 'form.next.complaint';
  if (kind !== 'card') return 'form.next';
  // The site states that Korti Milli is ready the same day; for other cards it states no time.
  const network = networkOf(values.card_type) ?? networkOf(values.nameProduct);
  return network === 'KORTI_MILLI' ? 'form.next.cardSameDay' : 'form.next.card';
}

function apiErrorOf(err: unknown): ApiErrorBody | null {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
  if (data && typeof data === 'object' && 'message' in data && 'error' in data) return data as ApiErrorBody;
  return null;
}

export function ApplicationForm({ kind, draftKey = kind, initial = {}, extra = {}, onSent }: ApplicationFormProps) {
  const intl = useIntl();
  const api = useApi();
  const lang = useLang();
  const { show } = useAlerts();
  const uid = useId();
  const spec = KINDS[kind];
  const [start] = useState<Draft>(() => drafts.get(draftKey) ?? { values: { ...initial }, files: {}, key: newKey() });
  const draft = useRef<Draft>(start);
  const [files, setFiles] = useState<Partial<Record<FileField, File>>>(start.files);
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  // After sending: the reference the visitor can quote (null if the answer carried no id) and
  // the catalog id of what happens next.
  const [sent, setSent] = useState<{ reference: string | null; next: string } | null>(null);
  const { register, handleSubmit, setError, getValues, reset, formState } = useForm<FormValues>({
    resolver: yupResolver(schemaOf(kind)) as never,
    defaultValues: start.values,
  });
  const { errors, isSubmitting } = formState;
  // After sending, focus moves to the thank-you message (the pressed button is gone).
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  // Keep the draft when the form goes away (dialog closed) unless it was sent.
  const sentRef = useRef(false);
  useEffect(
    () => () => {
      if (sentRef.current) drafts.delete(draftKey);
      else drafts.set(draftKey, { ...draft.current, values: getValues() });
    },
    [draftKey, getValues],
  );

  const say = (text: string | undefined, server: boolean) => (text ? (server ? text : intl.formatMessage({ id: text })) : undefined);

  const pickFile = (field: FileField, file: File | undefined) => {
    const next = { ...files };
    if (file) next[field] = file;
    else delete next[field];
    setFiles(next);
    draft.current.files = next;
    const problem = file ? checkFile(file) : null;
    setFileErrors((e) => ({ ...e, [field]: problem ? intl.formatMessage({ id: problem }) : undefined }));
  };

  const onSubmit = async (values: FormValues) => {
    const missing: Partial<Record<FileField, string>> = {};
    for (const f of spec.files) {
      const file = files[f];
      const problem = file ? checkFile(file) : spec.requiredFiles.includes(f) ? 'error.required' : null;
      if (problem) missing[f] = intl.formatMessage({ id: problem });
    }
    setFileErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const form = new FormData();
    form.append('type', kind);
    for (const f of spec.fields) {
      const v = values[f]?.trim();
      if (v) form.append(f, v);
    }
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    for (const f of spec.files) {
      const file = files[f];
      if (file) form.append(f, file, file.name);
    }
    setProgress(0);
    show('loading', intl.formatMessage({ id: 'form.sending' }));
    try {
      const accepted = await sendApplication(api, lang, form, { idempotencyKey: draft.current.key, onProgress: setProgress });
      sentRef.current = true;
      drafts.delete(draftKey);
      // An answer without an id still means the application is stored: thank, without a reference.
      setSent({ reference: referenceOf(accepted?.id), next: nextStepsOf(kind, values) });
      show('success', intl.formatMessage({ id: 'form.success' }));
      onSent?.();
    } catch (err) {
      const body = apiErrorOf(err);
      if (body?.field && (spec.fields as readonly string[]).includes(body.field)) {
        setError(body.field as TextField, { type: 'server', message: body.message }, { shouldFocus: true });
      } else if (body?.field && (spec.files as readonly string[]).includes(body.field)) {
        setFileErrors((e) => ({ ...e, [body.field as FileField]: body.message }));
      }
      show('error', body?.message ?? intl.formatMessage({ id: 'error.network' }));
    } finally {
      setProgress(null);
    }
  };

  if (sent) {
    return (
      <Done role="status" tabIndex={-1} ref={doneRef}>
        <p>
          <FormattedMessage id="form.sent" />
        </p>
        {sent.reference && (
          <Reference>
            <dt>
              <FormattedMessage id="form.reference" />
            </dt>
            {/* A code, not words: page translators leave it as it is. */}
            <dd translate="no">{sent.reference}</dd>
          </Reference>
        )}
        <p>
          <FormattedMessage id={sent.next} />
        </p>
        <Button
          onClick={() => {
            sentRef.current = false;
            draft.current = { values: { ...initial }, files: {}, key: newKey() };
            reset(draft.current.values);
            setFiles({});
            setSent(null);
          }}
        >
          <FormattedMessage id="form.again" />
        </Button>
      </Done>
    );
  }

  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-label={intl.formatMessage({ id: `form.title.${kind}` })}>
      {spec.fields.map((field) => {
        const id = `${uid}-${field}`;
        const err = errors[field];
        const message = say(err?.message, err?.type === 'server');
        const required = spec.required.includes(field);
        const common = {
          id,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-err` : undefined,
          'aria-required': required || undefined,
          ...register(field),
        };
        return (
          <Field key={field}>
            <label htmlFor={id}>
              <FormattedMessage id={`field.${field}`} />
              {required ? ' *' : ''}
            </label>
            {field === 'branch' ? (
              <select {...common}>
                <option value="">{intl.formatMessage({ id: 'field.branch.choose' })}</option>
                {CITIES.map((c) => (
                  <option key={c.id} value={c.name[lang]}>
                    {c.name[lang]}
                  </option>
                ))}
              </select>
            ) : field === 'message' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={field === 'phone' ? 'tel' : 'text'} autoComplete={field === 'phone' ? 'tel' : undefined} {...common} />
            )}
            {message && (
              <Err id={`${id}-err`} role="alert">
                {message}
              </Err>
            )}
          </Field>
        );
      })}
      {spec.files.map((field) => {
        const id = `${uid}-${field}`;
        const label = FILE_LABELS[kind][field] ?? 'field.file1';
        const err = fileErrors[field];
        return (
          <Field key={field}>
            <label htmlFor={id}>
              <FormattedMessage id={label} />
              {spec.requiredFiles.includes(field) ? ' *' : ''}
            </label>
            <input
              id={id}
              name={field}
              type="file"
              accept={ACCEPT_ATTR}
              aria-invalid={err ? true : undefined}
              aria-describedby={err ? `${id}-err` : undefined}
              onChange={(e) => pickFile(field, e.target.files?.[0])}
            />
            {files[field] && <small>{files[field]?.name}</small>}
            {err && (
              <Err id={`${id}-err`} role="alert">
                {err}
              </Err>
            )}
          </Field>
        );
      })}
      {progress !== null && <progress max={1} value={progress} aria-label={intl.formatMessage({ id: 'form.progress' })} />}
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <FormattedMessage id={isSubmitting ? 'form.sending' : 'form.send'} />
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space[3]}px;
  progress {
    width: 100%;
  }
`;
const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[0]}px;
  label {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  input:not([type='file']),
  select,
  textarea {
    font: inherit;
    padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[2]}px;
    border: 1px solid ${(p) => p.theme.colors.divider};
    border-radius: ${(p) => p.theme.radius.control}px;
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
`;
const Err = styled.span`
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.type.small.size}px;
`;
const Done = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[3]}px;
  justify-items: start;
  p {
    margin: 0;
  }
`;
const Reference = styled.dl`
  margin: 0;
  dt {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: ${(p) => p.theme.type.lead.size}px;
    line-height: ${(p) => p.theme.type.lead.line}px;
    /* One click or tap selects the whole reference, to copy it. */
    user-select: all;
  }
`;
