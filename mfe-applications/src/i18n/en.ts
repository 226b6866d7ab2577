import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const en: CatalogOf<Catalog> = {
  'apply.title': 'Apply online',
  'apply.lead': 'Send an application for a card, loan or deposit from the product page. You can also hand in documents at one of our branches:',
  'apply.contact': 'Contact centre: 8855',
};
export default en;
