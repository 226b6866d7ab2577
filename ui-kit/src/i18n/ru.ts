import type { CatalogOf } from './IntlScope';
import type tj from './tj';

const ru: CatalogOf<typeof tj> = {
  'ui.siteName': 'Банк SSB',
  'ui.loadError': 'Не удалось загрузить данные. Попробуйте позже.',
  'ui.retry': 'Повторить',
  'ui.close': 'Закрыть',
};

export default ru;
