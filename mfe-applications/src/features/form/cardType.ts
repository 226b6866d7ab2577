/**
 * The card type (payment system) of a card application, spelt as the API spells payment systems.
 * The open-application request carries the product's title and id but not its payment system,
 * and the bank's card titles name their network ("Mastercard Standard", "Корти Миллӣ"), in Latin
 * or Cyrillic letters.
 */
import type { PaymentSystem } from '@ssb/api-client';

/** What the API itself assumes for a card application without a card type. */
export const DEFAULT_CARD_TYPE: PaymentSystem = 'VISA';

/** A whole word or phrase: "Revisa" does not name Visa. */
const phrase = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');

const NETWORKS: readonly (readonly [PaymentSystem, RegExp])[] = [
  ['VISA', phrase('visa|виза')],
  ['MASTERCARD', phrase('master\\s?card|мастер\\s?кард')],
  ['KORTI_MILLI', phrase('korti[\\s_]+milli|корти\\s+милл[иӣ]')],
  ['UNIONPAY', phrase('union\\s?pay|юнион\\s?п[эе]й')],
];

/** The network a text names (a product title or a card type), or null. */
export function networkOf(text: string | undefined): PaymentSystem | null {
  if (!text) return null;
  let found: { type: PaymentSystem; at: number } | null = null;
  for (const [type, pattern] of NETWORKS) {
    const at = text.search(pattern);
    // The network named first is the card's own; a co-badged card names its partner after it.
    if (at >= 0 && (!found || at < found.at)) found = { type, at };
  }
  return found?.type ?? null;
}

/** The card type a card application for this product starts with. */
export const cardTypeOf = (productName: string | undefined): PaymentSystem => networkOf(productName) ?? DEFAULT_CARD_TYPE;
