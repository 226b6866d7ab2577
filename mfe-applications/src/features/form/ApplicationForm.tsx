/**
 * One application form for every kind (card, vacancy, general, credit, complaint): react-hook-form
 * + yup, client checks of uploads, a progress bar while sending, one Idempotency-Key per
 * application (kept on retry), the API's 4xx shown on the field it names, and alerts through the
 * alert atom. Values and files live in a draft (by draftKey) so closing by mistake loses nothing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAlerts, useApi, useLang, useResource } from '@ssb/contracts';
import { Button, FormField, formatNumber } from '@ssb/ui-kit';
import {
  COMPLAINT_MESSAGE,
  CREDIT_LIMITS,
  fetchCards,
  sendApplication,
  type ApiErrorBody,
  type CardListItem,
  type CreditLimits,
} from '@ssb/api-client';
import { ConsentField } from '../consent';
import { networkOf } from './cardType';
import { FieldControl, type Option } from './FieldControl';
import { FilePicker } from './FilePicker';
import { acceptOf, checkFile, KINDS, newKey, plainAmount, schemaOf, type FileField, type FormKind, type FormValues, type TextField } from './schema';
import { SentView, type Sent } from './SentView';

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
  /** Extra fields sent as they are (vacancy_title, product_id, a deposit's amount and months). */
  extra?: Record<string, string>;
  /** A credit's sum and term limits (its product's: CreditApplicationForm). */
  limits?: CreditLimits;
  /** Fields shown and sent but not edited: the product the page applied for. */
  readOnly?: readonly TextField[];
  onSent?: () => void;
}

/**
 * A card application that names no product asks the visitor to choose one of the bank's cards,
 * named in the page's language. Null while they load or when they cannot be loaded: then the
 * product is typed, so the visitor can still apply.
 */
function useCardChoice(): CardListItem[] | null {
  const cards = useResource((api, lang, signal) => fetchCards(api, lang, {}, signal), []);
  return cards.status === 'ready' && cards.data.length > 0 ? cards.data : null;
}

const FILE_LABELS: Record<FormKind, Partial<Record<FileField, string>>> = {
  card: { file1: 'field.file1', file2: 'field.file2' },
  vacancy: { file1: 'field.vacancyFile1', file2: 'field.vacancyFile2' },
  general: { file1: 'field.file1', file2: 'field.file2', file3: 'field.file3' },
  credit: { file1: 'field.file1', file2: 'field.file2', file3: 'field.file3' },
  complaint: { file1: 'field.attachment' },
};

/** A hint under a field, read with it (a catalog id), by kind. */
const HINTS: Partial<Record<FormKind, Partial<Record<TextField, string>>>> = {
  complaint: { email: 'field.contact.hint', phone: 'field.contact.hint', message: 'field.message.hint' },
  credit: { amount: 'field.amount.hint', months: 'field.months.hint' },
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
  // A complaint gets the site's one deadline for an answer; its phone is optional.
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

export function ApplicationForm(props: ApplicationFormProps) {
  // Only a card application that names no product loads the bank's cards (a hook of its own, so no other form waits on it).
  return props.kind === 'card' && !props.readOnly?.includes('nameProduct') ? <CardChoiceForm {...props} /> : <FormBody {...props} cards={null} />;
}

function CardChoiceForm(props: ApplicationFormProps) {
  return <FormBody {...props} cards={useCardChoice()} />;
}

function FormBody({
  kind,
  draftKey = kind,
  initial = {},
  extra = {},
  limits = CREDIT_LIMITS,
  readOnly = [],
  onSent,
  cards,
}: ApplicationFormProps & { cards: CardListItem[] | null }) {
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
  const [sent, setSent] = useState<Sent | null>(null);
  const { register, handleSubmit, setError, getValues, setValue, reset, formState } = useForm<FormValues>({
    resolver: yupResolver(schemaOf(kind, limits)) as never,
    defaultValues: start.values,
  });
  const { errors, isSubmitting } = formState;
  const cardOptions: Option[] | null = cards && cards.map((c) => ({ value: c.title, label: c.title }));
  // The card type follows the card chosen (the visitor may still change it).
  const onProductPicked = (title: string) => {
    const card = cards?.find((c) => c.title === title);
    if (card) setValue('card_type', card.paymentSystem);
  };
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

  // The figures a message may name: the limits of the sum and term, the complaint's length.
  const figures = {
    minAmount: formatNumber(limits.minAmount, lang),
    maxAmount: formatNumber(limits.maxAmount, lang),
    minMonths: limits.minMonths,
    maxMonths: limits.maxMonths,
    min: COMPLAINT_MESSAGE.min,
    max: COMPLAINT_MESSAGE.max,
  };
  const say = (text: string | undefined, server: boolean) => (text ? (server ? text : intl.formatMessage({ id: text }, figures)) : undefined);

  const pickFile = (field: FileField, file: File | undefined) => {
    const next = { ...files };
    if (file) next[field] = file;
    else delete next[field];
    setFiles(next);
    draft.current.files = next;
    const problem = file ? checkFile(file, spec.extensions) : null;
    setFileErrors((e) => ({ ...e, [field]: problem ? intl.formatMessage({ id: fileProblemId(kind, problem) }) : undefined }));
  };

  const onSubmit = async (values: FormValues) => {
    const missing: Partial<Record<FileField, string>> = {};
    for (const f of spec.files) {
      const file = files[f];
      const problem = file ? checkFile(file, spec.extensions) : spec.requiredFiles.includes(f) ? 'error.required' : null;
      if (problem) missing[f] = intl.formatMessage({ id: fileProblemId(kind, problem) });
    }
    setFileErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const form = new FormData();
    form.append('type', kind);
    for (const f of spec.fields) {
      const v = f === 'amount' ? plainAmount(values[f]) : values[f]?.trim();
      if (v) form.append(f, v);
    }
    form.append('consent', values.consent ? 'true' : 'false');
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
      setSent({
        reference: referenceOf(accepted?.id),
        next: nextStepsOf(kind, values),
        credit: kind === 'credit' ? { amount: values.amount, months: values.months, city: values.city, purpose: values.purpose } : null,
      });
      show('success', intl.formatMessage({ id: kind === 'complaint' ? 'form.success.complaint' : 'form.success' }));
      onSent?.();
    } catch (err) {
      const body = apiErrorOf(err);
      const field = body?.field;
      if (body && field) {
        const server = { type: 'server', message: body.message };
        if ((spec.fields as readonly string[]).includes(field)) setError(field as TextField, server, { shouldFocus: true });
        else if (field === 'consent') setError('consent', server, { shouldFocus: true });
        else if ((spec.files as readonly string[]).includes(field)) setFileErrors((e) => ({ ...e, [field as FileField]: body.message }));
      }
      show('error', body?.message ?? intl.formatMessage({ id: 'error.network' }));
    } finally {
      setProgress(null);
    }
  };

  if (sent) {
    return (
      <SentView
        ref={doneRef}
        sent={sent}
        onAgain={() => {
          sentRef.current = false;
          draft.current = { values: { ...initial }, files: {}, key: newKey() };
          reset(draft.current.values);
          setFiles({});
          setSent(null);
        }}
      />
    );
  }

  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-label={intl.formatMessage({ id: `form.title.${kind}` })}>
      {spec.fields.map((field) => {
        const err = errors[field];
        const required = spec.required.includes(field);
        const hint = HINTS[kind]?.[field];
        return (
          <Field
            key={field}
            id={`${uid}-${field}`}
            label={
              <>
                <FormattedMessage id={`field.${field}`} />
                {required ? ' *' : ''}
              </>
            }
            hint={hint && intl.formatMessage({ id: hint }, figures)}
            error={say(err?.message, err?.type === 'server')}
            invalid={Boolean(err)}
          >
            {(control) => (
              <FieldControl
                field={field}
                common={{ ...control, 'aria-required': required || undefined }}
                registration={
                  field === 'nameProduct' && cardOptions
                    ? register(field, { onChange: (e: { target: { value: string } }) => onProductPicked(e.target.value) })
                    : register(field)
                }
                options={field === 'nameProduct' ? cardOptions : null}
                readOnly={readOnly.includes(field)}
              />
            )}
          </Field>
        );
      })}
      {spec.files.map((field) => (
        <FilePicker
          key={field}
          id={`${uid}-${field}`}
          name={field}
          label={<FormattedMessage id={FILE_LABELS[kind][field] ?? 'field.file1'} />}
          required={spec.requiredFiles.includes(field)}
          accept={acceptOf(spec.extensions)}
          file={files[field]}
          error={fileErrors[field]}
          onPick={(file) => pickFile(field, file)}
        />
      ))}
      <ConsentField
        id={`${uid}-consent`}
        registration={register('consent')}
        error={say(errors.consent?.message, errors.consent?.type === 'server')}
      />
      {progress !== null && <progress max={1} value={progress} aria-label={intl.formatMessage({ id: 'form.progress' })} />}
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <FormattedMessage id={isSubmitting ? 'form.sending' : 'form.send'} />
      </Button>
    </Form>
  );
}

/** A complaint takes photos and PDFs only: its wrong-type message names those. */
const fileProblemId = (kind: FormKind, problem: string) => (kind === 'complaint' && problem === 'error.fileType' ? 'error.attachmentType' : problem);

/** The widest a one-line field and a text area get (about 70 and 85 characters of body text). */
const FIELD_MEASURE = '40rem';
const TEXT_MEASURE = '48rem';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space[3]}px;
  progress {
    width: 100%;
  }
`;
/** The kit's field, with this form's measures and its read-only look. */
const Field = styled(FormField)`
  /* A readable measure: on a desktop page the complaint form's fields ran 1,248 px wide, too long
     a line to read or to find the end of. The theme has no measure; rem follows the visitor's text size. */
  input,
  select {
    max-width: ${FIELD_MEASURE};
  }
  textarea {
    max-width: ${TEXT_MEASURE};
  }
  /* Read-only (the product applied for) looks unlike a field to type in. */
  input[readonly] {
    background: ${(p) => p.theme.colors.background};
  }
`;
