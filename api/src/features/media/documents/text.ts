/** What the documents' texts are written with: one function per document and language. */
import type { Translated } from '../../../shared/language';
import type { Block, DocumentText } from '../pdf';

export type Lang = keyof Translated;

/** A document's text in one language, but the furniture (letterhead, page numbers) added later. */
export type DocumentBody = Pick<DocumentText, 'subtitle' | 'blocks'> & { title?: string };

/** Picks the text of the language: x('Тоҷикӣ', 'Русский', 'English'). */
export const picker =
  (lang: Lang) =>
  (tj: string, ru: string, en: string): string =>
    ({ tj, ru, en })[lang];

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const table = (columns: [title: string, width: number, align?: 'left' | 'right'][], rows: string[][], total = false): Block => ({
  kind: 'table',
  columns: columns.map(([title, width, align]) => ({ title, width, ...(align ? { align } : {}) })),
  rows,
  total,
});

/** A number as the language writes it: 1 234,5 in Tajik and Russian, 1,234.5 in English. */
export function num(value: number, lang: Lang, digits = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '\u00a0');
  const sign = value < 0 ? '−' : '';
  return `${sign}${grouped}${fraction ? (lang === 'en' ? '.' : ',') + fraction : ''}`;
}

export const percent = (value: number, lang: Lang, digits = 1) => `${num(value, lang, digits)}%`;

const MONTHS: Record<Lang, string[]> = {
  tj: ['январи', 'феврали', 'марти', 'апрели', 'майи', 'июни', 'июли', 'августи', 'сентябри', 'октябри', 'ноябри', 'декабри'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** 2025-03-05 as "5 марти соли 2025", "5 марта 2025 г.", "5 March 2025". */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1];
  if (lang === 'tj') return `${d} ${month} соли ${y}`;
  if (lang === 'ru') return `${d} ${month} ${y} г.`;
  return `${d} ${month} ${y}`;
}

/** Somoni after an amount: "сомонӣ", "сомони", "TJS". */
export const somoni = (lang: Lang) => ({ tj: 'сомонӣ', ru: 'сомони', en: 'TJS' })[lang];
