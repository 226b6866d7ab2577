/**
 * Blind indexes: the inbox searches by phone and by name without the database holding either
 * readable. Each is an HMAC under the ring's index key of a normalised value, so only an exact
 * value is found: a phone by its digits (the country code optional, as the visitor's own status
 * look-up compares them), a name by a whole word (any case, ё as е).
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';
import { phoneDigits } from './phoneDigits';

/** The name fields whose words are indexed. */
const NAME_FIELDS = ['surname', 'name', 'patronymic'] as const;

export const phoneIndexOf = (keys: KeyRing, phone: string): string | null => {
  const digits = phoneDigits(phone);
  return digits.length >= 5 ? keys.index(`phone:${digits}`) : null;
};

/** The words of names as they are compared: letters and marks only, lower case. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length >= 2);
}

export function nameTokensOf(keys: KeyRing, fields: Record<string, string>): string[] {
  const words = new Set(NAME_FIELDS.flatMap((field) => nameWords(fields[field] ?? '')));
  return [...words].map((word) => keys.index(`name:${word}`));
}

export const nameTokenOf = (keys: KeyRing, word: string): string => keys.index(`name:${word}`);
