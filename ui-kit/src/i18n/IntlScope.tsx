/**
 * Each part owns its message catalogs (one per language, loaded on demand) and wraps what it
 * renders in the scope this factory makes, so its strings never depend on the shell's.
 */
import { use, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { localeOf, useLang, type LangCode } from '@ssb/contracts';

/** A catalog as written: message id → ICU message. */
export type Messages = Record<string, string>;
export type CatalogLoaders = Record<LangCode, () => Promise<{ default: Messages }>>;
/** A catalog as react-intl is given it: each message parsed to its ICU syntax tree. */
export type ParsedMessages = Record<string, MessageFormatElement[]>;

/** Keys of a catalog, so every language must define the same ones (checked by tsc). */
export type CatalogOf<T extends Messages> = Record<keyof T, string>;

/**
 * A build parses the catalogs (federation-config/webpack/icuCatalogLoader.cjs), and leaves the parser out
 * of the browser. A catalog that still holds strings (a part built before that, or a test)
 * is parsed here, with the parser loaded for it.
 */
export async function parsedCatalog(messages: Messages | ParsedMessages): Promise<ParsedMessages> {
  const entries = Object.entries(messages);
  if (entries.every(([, message]) => Array.isArray(message))) return messages as ParsedMessages;
  const { parse } = await import(/* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser');
  return Object.fromEntries(entries.map(([id, message]) => [id, typeof message === 'string' ? parse(message) : message]));
}

export function createIntlScope(loaders: CatalogLoaders) {
  // Catalogs are static content, so one promise per language can be kept for the page's life.
  const cache = new Map<LangCode, Promise<ParsedMessages>>();
  const load = (lang: LangCode) => {
    let pending = cache.get(lang);
    if (!pending) {
      pending = loaders[lang]().then((m) => parsedCatalog(m.default));
      cache.set(lang, pending);
    }
    return pending;
  };

  return function IntlScope({ children }: { children: ReactNode }) {
    const lang = useLang();
    const messages = use(load(lang));
    return (
      <IntlProvider locale={localeOf(lang).iso} defaultLocale="tg-TJ" messages={messages}>
        {children}
      </IntlProvider>
    );
  };
}
