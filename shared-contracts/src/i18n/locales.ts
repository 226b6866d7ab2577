/** The three languages of the site. Tajik is the default and has no path prefix. */
export type LangCode = 'tj' | 'ru' | 'en';
type LanguageId = 1 | 2 | 3;

interface Locale {
  code: LangCode;
  languageId: LanguageId;
  /** BCP 47 tag for Intl and for `<html lang>`. */
  iso: 'tg-TJ' | 'ru-RU' | 'en-US';
  /** Path prefix: '' for Tajik, '/ru', '/en'. */
  prefix: '' | '/ru' | '/en';
  /** The language's own name, for the switcher. */
  nativeName: string;
}

export const LOCALES: readonly Locale[] = [
  { code: 'tj', languageId: 1, iso: 'tg-TJ', prefix: '', nativeName: 'Тоҷикӣ' },
  { code: 'ru', languageId: 2, iso: 'ru-RU', prefix: '/ru', nativeName: 'Русский' },
  { code: 'en', languageId: 3, iso: 'en-US', prefix: '/en', nativeName: 'English' },
];

export const DEFAULT_LANG: LangCode = 'tj';

export function localeOf(code: LangCode): Locale {
  const found = LOCALES.find((l) => l.code === code);
  if (!found) throw new RangeError(`Unknown language code: ${code}`);
  return found;
}

export function langFromLanguageId(id: number): LangCode | undefined {
  return LOCALES.find((l) => l.languageId === id)?.code;
}

/** Splits '/ru/Credit/3' into the language and the language-neutral path '/Credit/3'. */
export function parseLocalizedPath(pathname: string): { lang: LangCode; path: string } {
  const match = /^\/(ru|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname || '/' };
  return { lang: match[1] as LangCode, path: match[2] || '/' };
}

/** Builds the path of `path` (language-neutral, starting with '/') in language `lang`. */
export function localizePath(path: string, lang: LangCode): string {
  const prefix = localeOf(lang).prefix;
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
