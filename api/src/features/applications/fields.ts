/** The fields of each application kind and what each requires before it may be sent. */
export type ApplicationKind = 'card' | 'vacancy' | 'general' | 'complaint';
export const KINDS: readonly ApplicationKind[] = ['card', 'vacancy', 'general', 'complaint'];

/** Every text field the endpoint accepts, with its longest length. Anything else is refused. */
export const TEXT_FIELDS: Record<string, number> = {
  type: 20,
  language_id: 1,
  nameProduct: 200,
  surname: 100,
  name: 100,
  patronymic: 100,
  branch: 100,
  phone: 20,
  card_expire_date: 50,
  card_type: 30,
  region: 100,
  vacancy_title: 200,
  amount: 20,
  months: 4,
  message: 5000,
};

/** The free-text fields that may hold line breaks; every other field is one line. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['message']);

export const FILE_FIELDS = ['file1', 'file2', 'file3'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

interface Rules {
  text: string[];
  files: FileField[];
}

export const REQUIRED: Record<ApplicationKind, Rules> = {
  card: { text: ['surname', 'name', 'patronymic', 'branch', 'phone', 'nameProduct'], files: [] },
  vacancy: { text: ['surname', 'name', 'patronymic', 'branch', 'phone'], files: [] },
  // The bank's rule for credit applications: nothing is sent unless passport, tax and salary files, name, phone, surname and patronymic are there.
  general: { text: ['surname', 'name', 'patronymic', 'phone'], files: ['file1', 'file2', 'file3'] },
  complaint: { text: ['surname', 'name', 'message'], files: [] },
};

export const MIN_PHONE_DIGITS = 9;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 3;

/** A phone: digits with optional +, spaces, dashes and brackets, at least 9 digits. */
export function phoneOk(value: string): boolean {
  return /^\+?[\d\s\-()]+$/.test(value) && (value.match(/\d/g) ?? []).length >= MIN_PHONE_DIGITS;
}
