import type { LangCode } from '../i18n/locales';

/** The few strings the contracts themselves show (fallbacks render outside any catalog). */
export const SLOT_MESSAGES: Record<LangCode, { unavailable: string; retry: string }> = {
  tj: {
    unavailable: 'Модул муваққатан дастнорас аст, лутфан баъдтар кӯшиш кунед.',
    retry: 'Аз нав кӯшиш кардан',
  },
  ru: {
    unavailable: 'Модуль временно недоступен, попробуйте позже.',
    retry: 'Повторить',
  },
  en: {
    unavailable: 'This module is temporarily unavailable, please try later.',
    retry: 'Try again',
  },
};
