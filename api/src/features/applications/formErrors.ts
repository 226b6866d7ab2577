/**
 * The application rules the shared error catalog has no words for (consent, a contact to answer,
 * a Tajik phone, a credit's limits, a complaint's length), in the three languages, answered in
 * the shape of every other 4xx: { error, field, message }.
 */
import type { LanguageId } from '../../shared/language';

export type FormErrorCode = 'consent' | 'contact' | 'phone_tj' | 'amount_range' | 'months_range' | 'message_short' | 'message_long';
export interface FormErrorParams {
  min?: number;
  max?: number;
  length?: number;
}

export class FormError extends Error {
  constructor(
    readonly code: FormErrorCode,
    readonly field: string,
    readonly params: FormErrorParams = {},
  ) {
    super(`${code} (${field})`);
  }
}

/** 500000 → "500 000" in Tajik and Russian (a no-break space), "500,000" in English, as the site writes sums. */
const grouping = (separator: string) => (n: number | undefined) => String(n ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const grouped = grouping('\u00a0');
const groupedEn = grouping(',');

type Catalog = Record<FormErrorCode, (p: FormErrorParams) => string>;

const tj: Catalog = {
  consent: () => 'Барои фиристодан ба коркарди маълумоти шахсӣ розигӣ диҳед',
  contact: () => 'Почтаи электронӣ ё рақами телефонро нишон диҳед, то ба шумо ҷавоб диҳем',
  phone_tj: () => 'Рақамро бо +992 ва 9 рақам нависед, масалан +992 93 123 45 67',
  amount_range: (p) => `Маблағ бояд аз ${grouped(p.min)} то ${grouped(p.max)} сомонӣ бошад`,
  months_range: (p) => `Мӯҳлат бояд аз ${p.min} то ${p.max} моҳ бошад`,
  message_short: (p) => `Матн хеле кӯтоҳ аст: ҳадди ақал ${p.length} аломат нависед`,
  message_long: (p) => `Матн хеле дароз аст: на зиёда аз ${p.length} аломат`,
};

const ru: Catalog = {
  consent: () => 'Чтобы отправить, дайте согласие на обработку персональных данных',
  contact: () => 'Укажите электронную почту или телефон, чтобы мы могли ответить',
  phone_tj: () => 'Введите номер с +992 и 9 цифрами, например +992 93 123 45 67',
  amount_range: (p) => `Сумма должна быть от ${grouped(p.min)} до ${grouped(p.max)} сомони`,
  months_range: (p) => `Срок должен быть от ${p.min} до ${p.max} месяцев`,
  message_short: (p) => `Слишком коротко: напишите не менее ${p.length} символов`,
  message_long: (p) => `Слишком длинно: не более ${p.length} символов`,
};

const en: Catalog = {
  consent: () => 'To send, agree to the processing of your personal data',
  contact: () => 'Give an e-mail address or a phone number so that we can answer you',
  phone_tj: () => 'Enter the number with +992 and 9 digits, e.g. +992 93 123 45 67',
  amount_range: (p) => `The amount must be from ${groupedEn(p.min)} to ${groupedEn(p.max)} TJS`,
  months_range: (p) => `The term must be from ${p.min} to ${p.max} months`,
  message_short: (p) => `Too short: write at least ${p.length} characters`,
  message_long: (p) => `Too long: at most ${p.length} characters`,
};

const CATALOGS: Record<LanguageId, Catalog> = { 1: tj, 2: ru, 3: en };

export function formErrorBody(error: FormError, language: LanguageId): { error: FormErrorCode; field: string; message: string } {
  return { error: error.code, field: error.field, message: CATALOGS[language][error.code](error.params) };
}
