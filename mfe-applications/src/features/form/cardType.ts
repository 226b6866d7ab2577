/**
 * The card type (payment system) of a card application, spelt as the API spells payment systems.
 * An open-application request names the product's network when the page knows it; older pages
 * send only the title, and the bank's card titles name their network ("Mastercard Standard",
 * "Корти Миллӣ"), in Latin or Cyrillic letters.
 */
import type { PaymentSystem } from '@ssb/api-client';

/** What the API itself assumes for a card application without a card type. */
const DEFAULT_CARD_TYPE: PaymentSystem = 'VISA';

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

const PAYMENT_SYSTEMS: readonly PaymentSystem[] = NETWORKS.map(([type]) => type);

/**
 * The card types the form offers, the networks of the bank's cards (the API's seed): the national
 * card first, as the card pages list them. The form sends these values; the visitor reads their names.
 */
export const CARD_NETWORKS: readonly PaymentSystem[] = ['KORTI_MILLI', 'VISA', 'MASTERCARD', 'UNIONPAY'];

/** The card type a card application for this product starts with: its stated network, else the one its title names. */
export function cardTypeOf(productName: string | undefined, paymentSystem?: string): PaymentSystem {
  const stated = paymentSystem?.trim().toUpperCase();
  if (stated && (PAYMENT_SYSTEMS as readonly string[]).includes(stated)) return stated as PaymentSystem;
  return networkOf(paymentSystem) ?? networkOf(productName) ?? DEFAULT_CARD_TYPE;
}
