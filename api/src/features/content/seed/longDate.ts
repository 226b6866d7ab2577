/**
 * A date as the seed's texts say it ("31 январи 2027", "31 января 2027 года", "31 January 2027"):
 * an offer's last day moves with the day the seed is loaded, so its texts name it when loaded.
 * Tajik by hand: the month in the genitive (izofat), as the site's own dates are written.
 */
import type { Translated } from '../../../shared/language';

type LanguageKey = keyof Translated;

const TJ_MONTHS = ['январи', 'феврали', 'марти', 'апрели', 'майи', 'июни', 'июли', 'августи', 'сентябри', 'октябри', 'ноябри', 'декабри'];
const RU_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `date` is YYYY-MM-DD. */
export function longDate(date: string, lang: LanguageKey): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (lang === 'tj') return `${day} ${TJ_MONTHS[month - 1]} ${year}`;
  if (lang === 'ru') return `${day} ${RU_MONTHS[month - 1]} ${year} года`;
  return `${day} ${EN_MONTHS[month - 1]} ${year}`;
}
