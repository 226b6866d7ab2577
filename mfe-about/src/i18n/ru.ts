import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const ru: CatalogOf<Catalog> = {
  'about.title': 'О банке',
  'about.lead': 'Банк SSB обслуживает граждан и предпринимателей Таджикистана. Лицензия выдана 23 октября 2020 года.',
  'about.sections': 'Разделы',
  'nav.about-bank': 'О нас',
  'nav.documents': 'Документы',
  'nav.history': 'История',
  'nav.news': 'Новости',
  'nav.head': 'Руководство',
  'nav.structure': 'Структура',
  'nav.gallery': 'Галерея',
  'nav.addresses': 'Адреса',
  'nav.rights': 'Права потребителей',
};
export default ru;
