import type { LangCode } from '@ssb/contracts';
import type { Messages } from '../i18n/IntlScope';

/**
 * Lists what is wrong with a remote's catalogs: a key missing in a language, an extra key,
 * or an empty message. Every remote's catalog test asserts this list is empty.
 */
export function checkCatalogs(catalogs: Record<LangCode, Messages>): string[] {
  const problems: string[] = [];
  const all = new Set(Object.values(catalogs).flatMap((c) => Object.keys(c)));
  for (const [lang, catalog] of Object.entries(catalogs)) {
    for (const key of all) {
      if (!(key in catalog)) problems.push(`${lang}: missing ${key}`);
      else if (!catalog[key]?.trim()) problems.push(`${lang}: empty ${key}`);
    }
  }
  return problems;
}
