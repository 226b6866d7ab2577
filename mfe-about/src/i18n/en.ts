import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';

const en: CatalogOf<Catalog> = {
  'about.title': 'About the bank',
  'about.lead': 'SSB Bank serves the people and businesses of Tajikistan. Its licence was issued on 23 October 2020.',
  'about.sections': 'Sections',
  'nav.about-bank': 'About us',
  'nav.documents': 'Documents',
  'nav.history': 'History',
  'nav.news': 'News',
  'nav.head': 'Management',
  'nav.structure': 'Structure',
  'nav.gallery': 'Gallery',
  'nav.addresses': 'Addresses',
  'nav.rights': 'Customer rights',
};
export default en;
