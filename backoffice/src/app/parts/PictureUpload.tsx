/**
 * A picture for the content studio: its file and what it shows in Tajik, Russian and English (the
 * alt text every visitor who cannot see it hears), sent to the API through the back office, which
 * scans and re-encodes it. Errors appear beside their field, in the staff member's language; the
 * API decides again whatever is checked here first. The editor form places it and takes the
 * picture from `onUploaded`.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@ssb/ui-kit';
import type { CatalogKey } from '../../shared/i18n';
import { ApiError, upload } from '../api';
import type { StudioPicture } from '../types';
import { Actions, Field, FormGrid, Notice } from './ui';

const LANGS = ['tj', 'ru', 'en'] as const;
type Lang = (typeof LANGS)[number];
type FieldName = 'file' | `alt_${Lang}`;
type Errors = Partial<Record<FieldName | 'form', CatalogKey>>;

/** As the API takes them (api/src/features/media/pictures): checked here only to say so sooner. */
const MAX_BYTES = 15 * 1024 * 1024;
const MAX_ALT = 250;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const FieldError = styled.small`
  && {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** What the API's refusal means for the person, and beside which field. */
function refusalOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'pictures.error.failed' };
  const { status, body } = error;
  const field = body.field;
  if (field === 'alt_tj' || field === 'alt_ru' || field === 'alt_en') return { [field]: 'pictures.error.alt' };
  if (status === 403) return { form: 'pictures.error.forbidden' };
  if (status === 413) return { file: 'pictures.error.tooLarge' };
  if (status === 503 || status === 502) return { form: 'pictures.error.unavailable' };
  switch (body.error) {
    case 'file_type':
      return { file: 'pictures.error.type' };
    case 'too_large':
      return { file: 'pictures.error.tooManyPixels' };
    case 'file_damaged':
      return { file: 'pictures.error.damaged' };
    case 'file_infected':
      return { file: 'pictures.error.infected' };
    default:
      return field === 'file' ? { file: 'pictures.error.failed' } : { form: 'pictures.error.failed' };
  }
}

export function PictureUpload({ onUploaded }: { onUploaded: (picture: StudioPicture) => void }) {
  const intl = useIntl();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<Record<Lang, string>>({ tj: '', ru: '', en: '' });
  const [errors, setErrors] = useState<Errors>({});
  /** null: idle; 0…1: the body going; 1 and still busy: the API scanning and encoding. */
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const busy = progress !== null;
  /** The body still going (else the API is at work on it). */
  const sending = progress !== null && progress < 1;
  const percent = Math.round((progress ?? 0) * 100);

  const check = (): Errors => {
    const found: Errors = {};
    if (!file) found.file = 'pictures.error.noFile';
    else if (file.size > MAX_BYTES) found.file = 'pictures.error.tooLarge';
    else if (file.type && !TYPES.includes(file.type)) found.file = 'pictures.error.type';
    for (const lang of LANGS) {
      const value = alt[lang].trim();
      if (value.length < 1 || value.length > MAX_ALT) found[`alt_${lang}`] = 'pictures.error.alt';
    }
    return found;
  };

  const submit = async () => {
    setDone(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    const form = new FormData();
    // The alt texts first: the API reads the parts in order.
    for (const lang of LANGS) form.append(`alt_${lang}`, alt[lang].trim());
    form.append('file', file);
    setProgress(0);
    try {
      const picture = await upload<StudioPicture>('/pictures', form, setProgress);
      setFile(null);
      setAlt({ tj: '', ru: '', en: '' });
      if (fileInput.current) fileInput.current.value = '';
      setDone(true);
      onUploaded(picture);
    } catch (error) {
      setErrors(refusalOf(error));
    } finally {
      setProgress(null);
    }
  };

  /** Enter in a text field uploads the picture (it would otherwise save the editor's draft). */
  const uploadOnEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement) || e.target.type === 'file') return;
    e.preventDefault();
    void submit();
  };

  /** The error of a field, tied to its control by aria-describedby. */
  const errorOf = (name: FieldName) =>
    errors[name] ? (
      <FieldError id={`${id}-${name}-error`}>
        <FormattedMessage id={errors[name]} />
      </FieldError>
    ) : null;
  const describedBy = (name: FieldName, hint?: string) =>
    [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    // A group, not a form: it sits inside the editor's form (forms do not nest), and Enter in it uploads.
    <div role="group" aria-label={intl.formatMessage({ id: 'pictures.title' })} aria-busy={busy} onKeyDown={uploadOnEnter}>
      <FormGrid>
        <Field id={`${id}-file`} label="pictures.file">
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept={TYPES.join(',')}
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy('file')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {errorOf('file')}
        </Field>
        {LANGS.map((lang) => {
          const name = `alt_${lang}` as const;
          const control = `${id}-${name}`;
          return (
            <Field key={lang} id={control} label={`pictures.alt.${lang}`}>
              <input
                id={control}
                lang={lang === 'tj' ? 'tg' : lang}
                value={alt[lang]}
                maxLength={MAX_ALT}
                required
                disabled={busy}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy(name, `${id}-alt-hint`)}
                onChange={(e) => setAlt((current) => ({ ...current, [lang]: e.target.value }))}
              />
              {errorOf(name)}
            </Field>
          );
        })}
      </FormGrid>
      <small id={`${id}-alt-hint`}>
        <FormattedMessage id="pictures.alt.hint" />
      </small>
      <Actions>
        <Button type="button" disabled={busy} onClick={() => void submit()}>
          <FormattedMessage id="pictures.upload" />
        </Button>
        {busy && (
          <progress
            max={1}
            value={sending ? (progress ?? 0) : undefined}
            aria-label={intl.formatMessage({ id: sending ? 'pictures.uploading' : 'pictures.processing' }, { percent })}
          />
        )}
      </Actions>
      <div role="status">
        {busy && (
          <Notice>
            {sending ? <FormattedMessage id="pictures.uploading" values={{ percent }} /> : <FormattedMessage id="pictures.processing" />}
          </Notice>
        )}
        {done && (
          <Notice>
            <FormattedMessage id="pictures.done" />
          </Notice>
        )}
      </div>
      <div role="alert">
        {errors.form && (
          <Notice $error>
            <FormattedMessage id={errors.form} />
          </Notice>
        )}
      </div>
    </div>
  );
}
