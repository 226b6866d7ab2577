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

export interface CardApplication {
  type: 'card';
  nameProduct: string;
  surname: string;
  name: string;
  patronymic: string;
  branch: string;
  phone: string;
  file1: File; // passport
  file2: File; // tax or ID number document
  card_expire_date: string;
  card_type: string; // default 'VISA'
}

export interface VacancyApplication {
  type: 'vacancy';
  surname: string;
  name: string;
  patronymic: string;
  branch: string;
  phone: string;
  file1: File;
  file2: File;
}

export interface GeneralApplication {
  type: 'general';
  name: string;
  surname: string;
  patronymic: string;
  phone: string;
  nameProduct: string;
  file1: File; // passport
  file2: File; // taxpayer-number document
  file3: File; // salary statement
  region?: string;
  card_type?: string;
}

/** Accepted upload types and the size limit per file. */
export const ACCEPTED_FILE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MIN_PHONE_DIGITS = 9;
