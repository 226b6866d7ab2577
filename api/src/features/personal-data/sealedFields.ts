/**
 * An application's form at rest: the fields the visitor typed and the names their files had are
 * sealed together under the key ring (AES-256-GCM, bound to the application's id), and stored as
 * a small JSON envelope in `application.fields`. Rows stored before sealing hold the fields as a
 * plain JSON object; they are read as they are until the start-up pass seals them (legacySealing.ts).
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';

export interface ApplicationForm {
  fields: Record<string, string>;
  /** Each file's name as the visitor's computer gave it (a display hint), by its field. */
  fileNames: Record<string, string>;
}

interface Envelope {
  sealed: string;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).sealed === 'string' && Object.keys(value).length === 1;

export function sealForm(keys: KeyRing, applicationId: string, form: ApplicationForm): string {
  const sealed = keys.seal(Buffer.from(JSON.stringify(form), 'utf8'), `application:${applicationId}`);
  return JSON.stringify({ sealed: sealed.toString('base64') } satisfies Envelope);
}

/** The id of the key a stored form is sealed under, or null for a form stored before sealing. */
export function formKeyOf(keys: KeyRing, stored: string): string | null {
  const parsed = JSON.parse(stored) as unknown;
  return isEnvelope(parsed) ? keys.keyOf(Buffer.from(parsed.sealed, 'base64')) : null;
}

/**
 * The form back. A form stored before sealing has no file names of its own (they were in
 * `application_file.original_name`): `legacyNames` gives them.
 */
export function openForm(keys: KeyRing, applicationId: string, stored: string, legacyNames: Record<string, string> = {}): ApplicationForm {
  const parsed = JSON.parse(stored) as unknown;
  if (isEnvelope(parsed)) {
    const opened = keys.open(Buffer.from(parsed.sealed, 'base64'), `application:${applicationId}`);
    return JSON.parse(opened.toString('utf8')) as ApplicationForm;
  }
  return { fields: parsed as Record<string, string>, fileNames: legacyNames };
}

/** A note staff wrote (an application's event), sealed to its application. */
export const sealNote = (keys: KeyRing, applicationId: string, note: string): string =>
  keys.seal(Buffer.from(note, 'utf8'), `note:${applicationId}`).toString('base64');

export const openNote = (keys: KeyRing, applicationId: string, sealed: string): string =>
  keys.open(Buffer.from(sealed, 'base64'), `note:${applicationId}`).toString('utf8');
