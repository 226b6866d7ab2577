/** Fields, validation and file checks of the application kinds. Messages are catalog ids. */
import * as yup from 'yup';
import { ACCEPTED_FILE_EXTENSIONS, MAX_FILE_BYTES, MIN_PHONE_DIGITS } from '@ssb/api-client';

export type FormKind = 'card' | 'vacancy' | 'general' | 'complaint';
export type TextField = 'surname' | 'name' | 'patronymic' | 'phone' | 'branch' | 'nameProduct' | 'card_type' | 'card_expire_date' | 'message';
export type FileField = 'file1' | 'file2' | 'file3';
export type FormValues = Partial<Record<TextField, string>>;

interface KindSpec {
  fields: readonly TextField[];
  required: readonly TextField[];
  files: readonly FileField[];
  requiredFiles: readonly FileField[];
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
  complaint: {
    fields: ['surname', 'name', 'patronymic', 'phone', 'message'],
    required: ['surname', 'name', 'message'],
    files: [],
    requiredFiles: [],
  },
};

const phoneDigits = (v: string) => v.replace(/\D/g, '').length;

export function schemaOf(kind: FormKind) {
  const spec = KINDS[kind];
  const shape: Record<string, yup.StringSchema> = {};
  for (const field of spec.fields) {
    let s = yup.string().trim();
    if (spec.required.includes(field)) s = s.required('error.required');
    if (field === 'phone') {
      s = s.test('phone', 'error.phone', (v) => !v || phoneDigits(v) >= MIN_PHONE_DIGITS);
    }
    shape[field] = s;
  }
  return yup.object(shape);
}

/** Client-side check of one upload: a catalog id of the problem, or null. */
export function checkFile(file: File): 'error.fileType' | 'error.fileSize' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'error.fileType';
  if (file.size > MAX_FILE_BYTES) return 'error.fileSize';
  return null;
}

export const ACCEPT_ATTR = ACCEPTED_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

export function newKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
