import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const ru: CatalogOf<Catalog> = {
  'apply.title': 'Онлайн-заявка',
  'apply.lead': 'Отправьте заявку на карту, кредит или депозит со страницы продукта. Документы можно сдать и в одном из наших филиалов:',
  'apply.contact': 'Контакт-центр: 8855',
};
export default ru;
