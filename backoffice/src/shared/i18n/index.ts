/** The back office's catalogs, one per language (Tajik the default), shared by its server's pages and its app. */
import en from './en';
import ru, { type CatalogKey } from './ru';
import tj from './tj';
import type { Lang } from '../pages';

export type { CatalogKey };
export const CATALOGS: Record<Lang, Record<CatalogKey, string>> = { tj, ru, en };

/** A message with its {placeholders} filled (the server's pages; the app uses react-intl). */
export function text(lang: Lang, key: CatalogKey, values: Record<string, string> = {}): string {
  return CATALOGS[lang][key].replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '');
}
