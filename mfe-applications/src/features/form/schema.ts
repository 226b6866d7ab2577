/** Fields, validation and file checks of the application kinds. Messages are catalog ids. */
import * as yup from 'yup';
import {
  ACCEPTED_FILE_EXTENSIONS,
  COMPLAINT_FILE_EXTENSIONS,
  COMPLAINT_MESSAGE,
  CREDIT_LIMITS,
  MAX_FILE_BYTES,
  MIN_PHONE_DIGITS,
  normalisedName,
  personalNameProblem,
  type CreditLimits,
} from '@ssb/api-client';

export type FormKind = 'card' | 'vacancy' | 'general' | 'credit' | 'complaint';
export type TextField =
  | 'surname'
  | 'name'
  | 'patronymic'
  | 'email'
  | 'phone'
  | 'branch'
  | 'city'
  | 'nameProduct'
  | 'card_type'
  | 'card_expire_date'
  | 'amount'
  | 'months'
  | 'purpose'
  | 'topic'
  | 'message';
export type FileField = 'file1' | 'file2' | 'file3';
export type FormValues = Partial<Record<TextField, string>> & { consent?: boolean };

interface KindSpec {
  fields: readonly TextField[];
  required: readonly TextField[];
  files: readonly FileField[];
  requiredFiles: readonly FileField[];
  /** File extensions this kind takes (default: every accepted one). */
  extensions?: readonly string[];
}

export const KINDS: Record<FormKind, KindSpec> = {
  card: {
    fields: ['surname', 'name', 'patronymic', 'phone', 'branch', 'nameProduct', 'card_type', 'card_expire_date'],
    required: ['surname', 'name', 'patronymic', 'phone', 'branch', 'nameProduct'],
    files: ['file1', 'file2'],
    requiredFiles: [],
  },
  vacancy: {
    fields: ['surname', 'name', 'patronymic', 'phone', 'branch'],
    required: ['surname', 'name', 'patronymic', 'phone', 'branch'],
    files: ['file1', 'file2'],
    requiredFiles: [],
  },
  general: {
    fields: ['surname', 'name', 'patronymic', 'phone', 'nameProduct'],
    required: ['surname', 'name', 'patronymic', 'phone'],
    files: ['file1', 'file2', 'file3'],
    requiredFiles: ['file1', 'file2', 'file3'],
  },
  credit: {
    fields: ['surname', 'name', 'patronymic', 'phone', 'city', 'nameProduct', 'amount', 'months', 'purpose'],
    required: ['surname', 'name', 'patronymic', 'phone', 'city', 'amount', 'months', 'purpose'],
    files: ['file1', 'file2', 'file3'],
    requiredFiles: ['file1', 'file2', 'file3'],
  },
  complaint: {
    fields: ['surname', 'name', 'patronymic', 'email', 'phone', 'topic', 'message'],
    required: ['surname', 'name', 'topic', 'message'],
    files: ['file1'],
    requiredFiles: [],
    extensions: COMPLAINT_FILE_EXTENSIONS,
  },
};

const phoneDigits = (v: string) => v.replace(/\D/g, '').length;
/** As the API checks them (api/src/features/applications/fields.ts). */
const emailOk = (v: string) => v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);
const tajikPhoneOk = (v: string) => /^\+?[\d\s\-()]+$/.test(v) && /^(992)?\d{9}$/.test(v.replace(/\D/g, ''));
/** A sum as typed ("25 000"), without its spaces. */
export const plainAmount = (v: string | undefined) => (v ?? '').replace(/[\s\u00a0\u202f]/g, '');

function fieldSchema(kind: FormKind, field: TextField, limits: CreditLimits): yup.StringSchema {
  const spec = KINDS[kind];
  let s = yup.string().trim();
  if (spec.required.includes(field)) s = s.required('error.required');
  switch (field) {
    case 'surname':
    case 'name':
    case 'patronymic':
      // The API's rule (api-client's personalName), said before anything is sent.
      return s.test('name', 'error.nameCharacters', function name(v) {
        const problem = v ? personalNameProblem(normalisedName(v)) : null;
        if (problem === null) return true;
        return this.createError({ message: problem === 'name_script' ? 'error.nameScript' : 'error.nameCharacters' });
      });
    case 'phone':
      // A complaint is answered on a Tajik number; the other forms keep their looser rule.
      return kind === 'complaint'
        ? s.test('phone', 'error.phoneTj', (v) => !v || tajikPhoneOk(v))
        : s.test('phone', 'error.phone', (v) => !v || phoneDigits(v) >= MIN_PHONE_DIGITS);
    case 'email':
      return s
        .test('email', 'error.email', (v) => !v || emailOk(v))
        .test('contact', 'error.contact', function contact(v) {
          return kind !== 'complaint' || Boolean(v) || Boolean((this.parent as FormValues).phone?.trim());
        });
    case 'message':
      if (kind !== 'complaint') return s;
      return s
        .test('short', 'error.messageShort', (v) => !v || [...v].length >= COMPLAINT_MESSAGE.min)
        .test('long', 'error.messageLong', (v) => !v || [...v].length <= COMPLAINT_MESSAGE.max);
    case 'amount':
      return s
        .test('number', 'error.number', (v) => !v || /^\d{1,9}(\.\d{1,2})?$/.test(plainAmount(v)))
        .test('range', 'error.amountRange', (v) => !v || (Number(plainAmount(v)) >= limits.minAmount && Number(plainAmount(v)) <= limits.maxAmount));
    case 'months':
      return s
        .test('number', 'error.number', (v) => !v || /^\d{1,3}$/.test(v))
        .test('range', 'error.monthsRange', (v) => !v || (Number(v) >= limits.minMonths && Number(v) <= limits.maxMonths));
    default:
      return s;
  }
}

export function schemaOf(kind: FormKind, limits: CreditLimits = CREDIT_LIMITS) {
  const shape: Record<string, yup.Schema> = {};
  for (const field of KINDS[kind].fields) shape[field] = fieldSchema(kind, field, limits);
  shape.consent = yup.boolean().oneOf([true], 'error.consent');
  return yup.object(shape);
}

/** Client-side check of one upload: a catalog id of the problem, or null. */
export function checkFile(file: File, extensions: readonly string[] = ACCEPTED_FILE_EXTENSIONS): 'error.fileType' | 'error.fileSize' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!extensions.includes(ext)) return 'error.fileType';
  if (file.size > MAX_FILE_BYTES) return 'error.fileSize';
  return null;
}

export const acceptOf = (extensions: readonly string[] = ACCEPTED_FILE_EXTENSIONS) => extensions.map((e) => `.${e}`).join(',');

export function newKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
