import type { CatalogOf } from '@ssb/contracts';
import type { ShellCatalog } from './tj';

const en: CatalogOf<ShellCatalog> = {
  'site.name': 'SSB Bank',
  'site.description': 'SSB Bank: deposits, loans, cards, money transfers and exchange rates.',
  'nav.home': 'Home',
  'nav.main': 'Main menu',
  'nav.credits': 'Loans',
  'nav.calculators': 'Calculators',
  'nav.apply': 'Apply',
  'nav.about': 'About us',
  'nav.language': 'Language',
  'nav.internetBanking': 'Internet banking',
  'notFound.title': 'This page could not be found',
  'notFound.home': 'Back to the home page',
  'error.title': 'Something went wrong',
  'error.text': 'The page could not be shown. Please reload it.',
  'error.reload': 'Reload',
  'footer.contact': 'Contact centre: 8855',
  'footer.hours': 'Mon–Fri 08:00–17:00, Sat 09:00–12:00, Sun closed',
  'footer.rights': '© {year} SSB Bank. All rights reserved.',
  'alert.close': 'Close',
};
export default en;
