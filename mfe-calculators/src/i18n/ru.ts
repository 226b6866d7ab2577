import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const ru: CatalogOf<Catalog> = {
  'hub.title': 'Калькуляторы',
  'hub.lead': 'Рассчитайте ежемесячный платёж по кредиту заранее.',
  'hub.share': 'Скопировать ссылку',
  'hub.shared': 'Ссылка скопирована',
  'hub.shareFailed': 'Не удалось скопировать. Ссылка: {url}',
  'calc.title': 'Кредитный калькулятор',
  'calc.amount': 'Сумма кредита',
  'calc.months': 'Срок (мес.)',
  'calc.monthly': 'Ежемесячный платёж',
  'calc.total': 'Всего к оплате',
  'calc.overpayment': 'Переплата',
  'calc.approximate': 'Расчёт является приблизительным.',
  'calc.outOfBounds': 'Сумма должна быть от {minAmount} до {maxAmount}, срок — от {minMonths} до {maxMonths} мес.',
  'calc.unavailable': 'Модуль временно недоступен на этом языке, попробуйте позже.',
};
export default ru;
