/** Financial organisations' lists and the rates. */
import { media, t, type SeedDoc, type Translated } from './types';

const bank = (
  id: number,
  country: Translated,
  bankName: string,
  currencies: string[],
  account: string,
  swift: string,
  requisites: Translated,
): SeedDoc => ({
  id,
  doc: { id, country, bankName, currencies, account, swift, requisites },
});
const NOSTRO = t('Ҳисоби ностро', 'Счёт ностро', 'Nostro account');
export const correspondents: SeedDoc[] = [
  bank(1, t('Россия', 'Россия', 'Russia'), 'Sovcombank PJSC', ['RUB'], '30111810500000001234', 'SOMRRUMM', NOSTRO),
  bank(2, t('Қазоқистон', 'Казахстан', 'Kazakhstan'), 'Halyk Bank of Kazakhstan JSC', ['USD', 'RUB'], 'KZ836010002000012345', 'HSBKKZKX', NOSTRO),
  bank(3, t('Туркия', 'Турция', 'Türkiye'), 'Ziraat Bankası A.Ş.', ['USD', 'EUR'], 'TR120001000000012345678901', 'TCZBTR2A', NOSTRO),
  bank(
    4,
    t('Тоҷикистон', 'Таджикистан', 'Tajikistan'),
    'Amonatbonk SSB',
    ['TJS', 'USD'],
    '20202972100000012345',
    'AMNBTJ22',
    t('Ҳисоби лоро', 'Счёт лоро', 'Loro account'),
  ),
  bank(5, t('Аморати Муттаҳидаи Араб', 'ОАЭ', 'United Arab Emirates'), 'Mashreq Bank PSC', ['USD'], 'AE070330000010123456789', 'BOMLAEAD', NOSTRO),
];

const property = (id: number, region: Translated, what: Translated, price: number): SeedDoc => ({
  id,
  doc: { id, number: id, region, property: what, price, image: media(`property-${id}`) },
});
export const properties: SeedDoc[] = [
  property(
    1,
    t('Душанбе', 'Душанбе', 'Dushanbe'),
    t('Хонаи дуҳуҷрагӣ, 54 м², ошёнаи 4', 'Двухкомнатная квартира, 54 м², 4 этаж', 'Two-room flat, 54 m², 4th floor'),
    420000,
  ),
  property(
    2,
    t('Хуҷанд', 'Худжанд', 'Khujand'),
    t('Бинои тиҷоратӣ, 120 м²', 'Коммерческое помещение, 120 м²', 'Commercial premises, 120 m²'),
    780000,
  ),
  property(3, t('Бохтар', 'Бохтар', 'Bokhtar'), t('Мошини боркаши ГАЗель, соли 2018', 'Грузовик ГАЗель, 2018 год', 'GAZelle truck, 2018'), 95000),
  property(
    4,
    t('Кӯлоб', 'Куляб', 'Kulob'),
    t('Хонаи истиқоматӣ бо замин, 6 сотих', 'Жилой дом с участком 6 соток', 'House with a 600 m² plot'),
    350000,
  ),
  property(
    5,
    t('Турсунзода', 'Турсунзаде', 'Tursunzoda'),
    t('Трактори МТЗ-82, соли 2016', 'Трактор МТЗ-82, 2016 год', 'MTZ-82 tractor, 2016'),
    110000,
  ),
];

const ib = (id: number, currency: string, term: Translated, termDays: number, placement: number, attraction: number): SeedDoc => ({
  id,
  doc: { id, currency, term, termDays, placement, attraction },
});
export const interbank: SeedDoc[] = [
  ib(1, 'TJS', t('1 рӯз', '1 день', '1 day'), 1, 8.5, 7.5),
  ib(2, 'TJS', t('7 рӯз', '7 дней', '7 days'), 7, 9, 8),
  ib(3, 'TJS', t('1 моҳ', '1 месяц', '1 month'), 30, 10, 9),
  ib(4, 'USD', t('1 моҳ', '1 месяц', '1 month'), 30, 5, 4),
  ib(5, 'USD', t('3 моҳ', '3 месяца', '3 months'), 90, 5.5, 4.5),
];

const NAMES: Record<string, Translated> = {
  USD: t('Доллари ИМА', 'Доллар США', 'US dollar'),
  EUR: t('Евро', 'Евро', 'Euro'),
  RUB: t('Рубли Русия', 'Российский рубль', 'Russian rouble'),
};
const NBT = { USD: 9.4312, EUR: 10.9124, RUB: 0.1163 };
const rate = (currency: 'USD' | 'EUR' | 'RUB', buy: number, sell: number) => ({ currency, name: NAMES[currency], nbt: NBT[currency], buy, sell });
// A placeholder: the seed sets the morning it is loaded (ratesPublishedAt in api/src/features/content/seed/loadSeed.ts).
const UPDATED = '2026-11-26T08:00:00+05:00';
const ready = (id: number, selector: string, results: unknown[]): SeedDoc => ({
  id,
  slug: selector,
  doc: { selector, ready: true, updatedAt: UPDATED, message: '', results },
});

export const rates: SeedDoc[] = [
  ready(1, 'NON_CASH', [rate('USD', 9.41, 9.46), rate('EUR', 10.85, 11.02), rate('RUB', 0.114, 0.119)]),
  ready(2, 'TRANSFER', [rate('USD', 9.4, 9.47), rate('EUR', 10.82, 11.05), rate('RUB', 0.115, 0.118)]),
  ready(3, 'CardTransfer', [rate('USD', 9.39, 9.48), rate('EUR', 10.8, 11.06), rate('RUB', 0.1145, 0.1185)]),
  // Companies' non-cash conversions: a narrower spread than individuals get.
  ready(4, 'LEGAL', [rate('USD', 9.42, 9.45), rate('EUR', 10.87, 10.99), rate('RUB', 0.1148, 0.1182)]),
];

/** Gold bars, keyed by gram weight, in somoni. */
export const gold: SeedDoc[] = [
  {
    id: 1,
    doc: {
      '1': { buy: 905, sell: 960 },
      '5': { buy: 4480, sell: 4720 },
      '10': { buy: 8920, sell: 9380 },
      '20': { buy: 17800, sell: 18700 },
      '50': { buy: 44400, sell: 46600 },
      '100': { buy: 88600, sell: 93000 },
    },
  },
];
