/**
 * Where the chosen language is remembered: localStorage `lang` holds the
 * language id (tj/ru/en ↔ 1/2/3), and the cookie `lang` (tj|ru|en) lets the site server send
 * a returning visitor of `/` to their language.
 */
import { DEFAULT_LANG, langFromLanguageId, localeOf, type LangCode } from '@ssb/contracts';
import { langCookie } from './langCookie';

const LANG_STORAGE_KEY = 'lang';

/** The stored language; Tajik when nothing (or nonsense) is stored. */
export function readStoredLang(storage: Storage = window.localStorage): LangCode {
  try {
    return langFromLanguageId(Number(storage.getItem(LANG_STORAGE_KEY))) ?? DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** Saves the language in both places. Storage can be unavailable (private mode): ignore it. */
export function saveLang(lang: LangCode): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, String(localeOf(lang).languageId));
  } catch {
    // The cookie below still remembers the choice.
  }
  document.cookie = langCookie(lang, window.location.protocol === 'https:');
}
