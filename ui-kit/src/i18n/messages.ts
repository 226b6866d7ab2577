/**
 * The kit brings its own words in the three languages. A part's intl scope takes them in with
 * its own catalog: `createIntlScope(withUiKitMessages({ tj: …, ru: …, en: … }))`. The kit's
 * catalogs go into the part's `i18n-<lang>` chunk, so the page loads no extra file for them.
 */
import type { LangCode } from '@ssb/contracts';
import type { CatalogLoaders, Messages } from './IntlScope';

const kitCatalogs: CatalogLoaders = {
  tj: () => import(/* webpackChunkName: "i18n-tj" */ './tj'),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './ru'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
};

const merged = (part: () => Promise<{ default: Messages }>, kit: () => Promise<{ default: Messages }>) => () =>
  Promise.all([kit(), part()]).then(([k, p]) => ({ default: { ...k.default, ...p.default } }));

export function withUiKitMessages(loaders: CatalogLoaders): CatalogLoaders {
  const langs = Object.keys(loaders) as LangCode[];
  return Object.fromEntries(langs.map((lang) => [lang, merged(loaders[lang], kitCatalogs[lang])])) as CatalogLoaders;
}
