import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const ru: CatalogOf<Catalog> = {
  'home.title': 'Банк SSB — банковские услуги для вас',
  'home.lead': 'Депозиты, кредиты, карты и денежные переводы — в одном месте, на вашем языке.',
  'home.credits': 'Кредиты',
  'credits.title': 'Кредиты',
  'credits.empty': 'Пока нет ни одного кредита.',
  'credits.error': 'Не удалось загрузить данные. Попробуйте позже.',
  'credits.retry': 'Повторить',
  'credits.rate': 'От {percent}% годовых',
  'credits.term': 'Срок: {min}–{max} мес.',
  'credits.amount': 'Сумма: {min} – {max}',
  'credits.more': 'Подробнее',
  'credit.notFound': 'Такой кредит не найден.',
  'credit.back': 'К списку кредитов',
  'page.loading': 'Загрузка…',
};
export default ru;
