/** The fields of each application kind and what each requires before it may be sent. */
import { ACCEPTED } from './documents/accepted';

export type ApplicationKind = 'card' | 'vacancy' | 'general' | 'credit' | 'complaint';
export const KINDS: readonly ApplicationKind[] = ['card', 'vacancy', 'general', 'credit', 'complaint'];

/** Every text field the endpoint accepts, with its longest length. Anything else is refused. */
export const TEXT_FIELDS: Record<string, number> = {
  type: 20,
  language_id: 1,
  nameProduct: 200,
  product_id: 10,
  surname: 100,
  name: 100,
  patronymic: 100,
  branch: 100,
  phone: 20,
  email: 254,
  card_expire_date: 50,
  card_type: 30,
  region: 100,
  city: 100,
  vacancy_title: 200,
  amount: 20,
  months: 4,
  purpose: 30,
  topic: 30,
  message: 5000,
  consent: 5,
};

/** The free-text fields that may hold line breaks; every other field is one line. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['message']);

export const FILE_FIELDS = ['file1', 'file2', 'file3'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

interface Rules {
  text: string[];
  files: FileField[];
  /** The file fields this kind takes at all (default: every one). */
  allowedFiles?: FileField[];
}

export const REQUIRED: Record<ApplicationKind, Rules> = {
  card: { text: ['surname', 'name', 'patronymic', 'branch', 'phone', 'nameProduct'], files: [] },
  vacancy: { text: ['surname', 'name', 'patronymic', 'branch', 'phone'], files: [] },
  // A general application stands for a loan or deposit request without a product: the same documents as a credit one are needed.
  general: { text: ['surname', 'name', 'patronymic', 'phone'], files: ['file1', 'file2', 'file3'] },
  credit: { text: ['surname', 'name', 'patronymic', 'phone', 'city', 'amount', 'months', 'purpose'], files: ['file1', 'file2', 'file3'] },
  // A complaint's contact (e-mail or phone) is checked apart: either one will do.
  complaint: { text: ['surname', 'name', 'topic', 'message'], files: [], allowedFiles: ['file1'] },
};

/** The card networks the bank issues (the form offers these, by name in the page's language). */
export const CARD_NETWORKS = ['KORTI_MILLI', 'VISA', 'MASTERCARD', 'UNIONPAY'] as const;

/** What a complaint is about (the form's select). */
export const COMPLAINT_TOPICS = ['cards', 'credits', 'deposits', 'transfers', 'branch_service', 'mobile_app', 'other'] as const;
/** What a loan is for (the credit form's select). */
export const CREDIT_PURPOSES = ['consumer', 'housing', 'car', 'education', 'agriculture', 'business', 'other'] as const;

/** A complaint's message, after trimming: long enough to act on, short enough to read. */
export const COMPLAINT_MESSAGE = { min: 20, max: 2000 } as const;
/** A complaint's attachment: a photo or a scan. */
export const COMPLAINT_FILE_EXTENSIONS: readonly string[] = ['png', 'jpeg', 'jpg', 'pdf'];

/** The file types a kind of application takes: what a refusal of its document names, no more. */
export const fileTypesOf = (kind: ApplicationKind): readonly string[] => (kind === 'complaint' ? COMPLAINT_FILE_EXTENSIONS : ACCEPTED);

/** Credit limits when the application names no product of the seed (TJS, months). */
export const DEFAULT_CREDIT_LIMITS = { minAmount: 1_000, maxAmount: 500_000, minMonths: 3, maxMonths: 60 } as const;
export type CreditLimits = { minAmount: number; maxAmount: number; minMonths: number; maxMonths: number };

export const MIN_PHONE_DIGITS = 9;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 3;

/** A phone: digits with optional +, spaces, dashes and brackets, at least 9 digits. */
export function phoneOk(value: string): boolean {
  return /^\+?[\d\s\-()]+$/.test(value) && (value.match(/\d/g) ?? []).length >= MIN_PHONE_DIGITS;
}

/** A Tajik number: 9 digits, with or without the country code 992 (spaces, dashes and brackets allowed). */
export function tajikPhoneOk(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  return /^(992)?\d{9}$/.test(value.replace(/\D/g, ''));
}

/**
 * An e-mail address a mail system delivers to and nobody can misread: a dot-atom local part (the
 * characters of RFC 5322's atext without the quotes ' and `, so no quoted strings, angle
 * brackets, spaces or controls), then a domain of LDH labels (letters, digits, hyphens inside)
 * ending in a top-level domain of 2 or more letters (or its punycode, xn--…). At most 64
 * characters before the @ and 254 in all, as SMTP allows.
 */
const ATEXT = '[A-Za-z0-9!#$%&*+/=?^_{|}~-]';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^(${ATEXT}+(?:\\.${ATEXT}+)*)@((?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59}))$`);

export function emailOk(value: string): boolean {
  const match = value.length <= 254 ? EMAIL.exec(value) : null;
  return match !== null && (match[1] ?? '').length <= 64;
}
