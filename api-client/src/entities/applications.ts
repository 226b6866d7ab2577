/** Application payloads and their reference lists. */

export interface City {
  id: number;
  /** Names per language. */
  name: { tj: string; ru: string; en: string };
}

export const CITIES: readonly City[] = [
  { id: 1, name: { tj: 'Душанбе', ru: 'Душанбе', en: 'Dushanbe' } },
  { id: 2, name: { tj: 'Хуҷанд', ru: 'Худжанд', en: 'Khujand' } },
  { id: 3, name: { tj: 'Хоруғ', ru: 'Хорог', en: 'Khorugh' } },
  { id: 4, name: { tj: 'Бохтар', ru: 'Бохтар', en: 'Bokhtar' } },
  { id: 5, name: { tj: 'Кӯлоб', ru: 'Куляб', en: 'Kulob' } },
  { id: 6, name: { tj: 'Данғара (ноҳия)', ru: 'Дангара (район)', en: 'Danghara (district)' } },
  { id: 7, name: { tj: 'Рашт (ноҳия)', ru: 'Рашт (район)', en: 'Rasht (district)' } },
  { id: 8, name: { tj: 'Истаравшан', ru: 'Истаравшан', en: 'Istaravshan' } },
  { id: 9, name: { tj: 'Турсунзода', ru: 'Турсунзаде', en: 'Tursunzoda' } },
  { id: 10, name: { tj: 'Шаҳритус (ноҳия)', ru: 'Шаартуз (район)', en: 'Shahrituz (district)' } },
  { id: 11, name: { tj: 'Фархор (ноҳия)', ru: 'Фархор (район)', en: 'Farkhor (district)' } },
];

/** What a complaint is about. */
export const COMPLAINT_TOPICS = ['cards', 'credits', 'deposits', 'transfers', 'branch_service', 'mobile_app', 'other'] as const;
/** What a loan is for. */
export const CREDIT_PURPOSES = ['consumer', 'housing', 'car', 'education', 'agriculture', 'business', 'other'] as const;

/** A complaint's message length, after trimming. */
export const COMPLAINT_MESSAGE = { min: 20, max: 2000 } as const;
/** A complaint's attachment: a photo or a scan, at most MAX_FILE_BYTES. */
export const COMPLAINT_FILE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf'] as const;

export interface CreditLimits {
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}
/** A credit application's limits when it names no credit product (TJS, months). */
export const CREDIT_LIMITS: CreditLimits = { minAmount: 1_000, maxAmount: 500_000, minMonths: 3, maxMonths: 60 };

/** Accepted upload types and the size limit per file. */
export const ACCEPTED_FILE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MIN_PHONE_DIGITS = 9;
