import type { CatalogOf } from './IntlScope';
import type tj from './tj';

const en: CatalogOf<typeof tj> = {
  'ui.siteName': 'SSB Bank',
  'ui.loadError': 'The data could not be loaded. Please try later.',
  'ui.retry': 'Try again',
  'ui.close': 'Close',
};

export default en;
