import { cardTypeOf, networkOf } from './cardType';

it('reads the network from product titles in Latin and Cyrillic letters', () => {
  expect(cardTypeOf('Mastercard World')).toBe('MASTERCARD');
  expect(cardTypeOf('Карта Мастеркард')).toBe('MASTERCARD');
  expect(cardTypeOf('Korti Milli')).toBe('KORTI_MILLI');
  expect(cardTypeOf('Корти Милли')).toBe('KORTI_MILLI');
  expect(cardTypeOf('UnionPay Classic')).toBe('UNIONPAY');
  expect(cardTypeOf('VISA')).toBe('VISA');
  // The first network a title names is its own (a co-badged card names its partner after).
  expect(cardTypeOf('Корти Миллӣ – UnionPay')).toBe('KORTI_MILLI');
  // A word that merely contains a network's name does not name it.
  expect(cardTypeOf('Revisa Mastercard')).toBe('MASTERCARD');
  expect(cardTypeOf('Premium')).toBe('VISA');
  expect(cardTypeOf(undefined)).toBe('VISA');
});

it('reads the network of a card type as the API spells it, or typed by hand', () => {
  expect(networkOf('KORTI_MILLI')).toBe('KORTI_MILLI');
  expect(networkOf('korti milli')).toBe('KORTI_MILLI');
  expect(networkOf('MASTERCARD')).toBe('MASTERCARD');
  expect(networkOf('')).toBeNull();
  expect(networkOf('Premium')).toBeNull();
});

it("takes the product's stated network over the one its title names, and ignores one it does not know", () => {
  // A co-branded title that names another network first: the page's payment system decides.
  expect(cardTypeOf('Visa partner card', 'UNIONPAY')).toBe('UNIONPAY');
  expect(cardTypeOf('Cashback', 'MASTERCARD')).toBe('MASTERCARD');
  expect(cardTypeOf('Cashback', 'korti_milli')).toBe('KORTI_MILLI');
  expect(cardTypeOf('Mastercard Gold', 'AMEX')).toBe('MASTERCARD');
  expect(cardTypeOf('Premium', '')).toBe('VISA');
});
