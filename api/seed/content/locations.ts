/** Offices, ATMs and POS terminals across the 11 cities where the bank works. */
import { CITY_NAMES } from './about';
import { t, type SeedDoc, type Translated } from './types';

const CENTRE: [number, number][] = [
  [38.5598, 68.787],
  [40.2826, 69.6221],
  [37.4895, 71.553],
  [37.8364, 68.7803],
  [37.9146, 69.7845],
  [38.0985, 69.3365],
  [39.0217, 70.3779],
  [39.9108, 69.0064],
  [38.5108, 68.2303],
  [37.259, 68.138],
  [37.492, 69.397],
];

type Hours = { weekday: number; open: string | null; close: string | null }[];
const week = (weekdays: [string, string] | null, sat: [string, string] | null, sun: [string, string] | null): Hours =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const span = weekday <= 5 ? weekdays : weekday === 6 ? sat : sun;
    return { weekday, open: span?.[0] ?? null, close: span?.[1] ?? null };
  });
/** Mon–Fri 08:00–17:00, Sat 09:00–12:00, Sun closed: the bank's usual office hours. */
const OFFICE_HOURS = week(['08:00', '17:00'], ['09:00', '12:00'], null);
const ALWAYS = week(['00:00', '24:00'], ['00:00', '24:00'], ['00:00', '24:00']);
const SHOP = week(['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '18:00']);

let nextId = 0;
function place(
  kind: string,
  cityId: number,
  n: number,
  title: Translated,
  address: Translated,
  phone: string,
  hours: Hours,
  currencies: string[],
): SeedDoc {
  nextId += 1;
  const [lat, lng] = CENTRE[cityId - 1] ?? [38.5598, 68.787];
  return {
    id: nextId,
    doc: {
      id: nextId,
      kind,
      cityId,
      city: CITY_NAMES[cityId - 1],
      title,
      address,
      lat: Number((lat + n * 0.0041).toFixed(5)),
      lng: Number((lng - n * 0.0037).toFixed(5)),
      phone,
      hours,
      currencies,
    },
  };
}

const street = (tj: string, ru: string, en: string, house: number) => t(`кӯчаи ${tj}, ${house}`, `ул. ${ru}, ${house}`, `${house} ${en} St`);
type Row = [cityId: number, street: Translated];
/** Each office its own line: the head office the bank's main number, the others its extensions' direct lines. */
const office = ([cityId, address]: Row, n: number, main = false, line = 55) =>
  place(
    'office',
    cityId,
    n,
    main
      ? t('Дафтари марказӣ', 'Головной офис', 'Head office')
      : t(`Филиали ${CITY_NAMES[cityId - 1]?.tj}`, `Отделение ${CITY_NAMES[cityId - 1]?.ru}`, `${CITY_NAMES[cityId - 1]?.en} office`),
    address,
    `+992 44 600 88 ${line}`,
    OFFICE_HOURS,
    [],
  );

const OFFICES: Row[] = [
  [1, street('Рӯдакӣ', 'Рудаки', 'Rudaki', 48)],
  [1, street('Сино', 'Сино', 'Sino', 112)],
  [2, street('Ленин', 'Ленина', 'Lenin', 75)],
  [2, street('Камоли Хуҷандӣ', 'Камоли Худжанди', 'Kamoli Khujandi', 16)],
  [3, street('Ленин', 'Ленина', 'Lenin', 31)],
  [4, street('Айнӣ', 'Айни', 'Aini', 24)],
  [5, street('Исмоили Сомонӣ', 'Исмоила Сомони', 'Ismoili Somoni', 19)],
  [6, street('Марказӣ', 'Центральная', 'Central', 7)],
  [7, street('Файзалӣ Саидов', 'Файзали Саидова', 'Fayzali Saidov', 3)],
  [8, street('Ленин', 'Ленина', 'Lenin', 60)],
  [9, street('Ленин', 'Ленина', 'Lenin', 11)],
  [10, street('Марказӣ', 'Центральная', 'Central', 14)],
  [11, street('Рӯдакӣ', 'Рудаки', 'Rudaki', 5)],
];
export const offices: SeedDoc[] = OFFICES.map((row, i) => office(row, i === 1 || i === 3 ? 1 : 0, i === 0, i === 0 ? 55 : 60 + i));

const ATMS: Row[] = [
  [1, street('Рӯдакӣ', 'Рудаки', 'Rudaki', 48)],
  [1, street('Айнӣ', 'Айни', 'Aini', 37)],
  [1, street('Шотемур', 'Шотемура', 'Shotemur', 22)],
  [2, street('Ленин', 'Ленина', 'Lenin', 75)],
  [3, street('Ленин', 'Ленина', 'Lenin', 31)],
  [4, street('Айнӣ', 'Айни', 'Aini', 24)],
  [5, street('Исмоили Сомонӣ', 'Исмоила Сомони', 'Ismoili Somoni', 19)],
  [8, street('Ленин', 'Ленина', 'Lenin', 60)],
  [9, street('Ленин', 'Ленина', 'Lenin', 11)],
  [6, street('Марказӣ', 'Центральная', 'Central', 7)],
  [11, street('Рӯдакӣ', 'Рудаки', 'Rudaki', 5)],
];
export const atms: SeedDoc[] = ATMS.map(([cityId, address], i) =>
  place(
    'atm',
    cityId,
    i + 2,
    t(`Банкомат № ${i + 1}`, `Банкомат № ${i + 1}`, `ATM No. ${i + 1}`),
    address,
    '8855',
    ALWAYS,
    i % 3 === 0 ? ['TJS', 'USD'] : ['TJS'],
  ),
);

const POS: [number, Translated, Translated][] = [
  [1, t('Супермаркети «Пайкар»', 'Супермаркет «Пайкар»', 'Paykar supermarket'), street('Бохтар', 'Бохтар', 'Bokhtar', 35)],
  [1, t('Дорухонаи «Саломатӣ»', 'Аптека «Саломати»', 'Salomati pharmacy'), street('Сино', 'Сино', 'Sino', 64)],
  [2, t('Бозори «Панҷшанбе»', 'Рынок «Панчшанбе»', 'Panjshanbe bazaar'), street('Шарқ', 'Шарк', 'Sharq', 2)],
  [4, t('Мағозаи «Хатлон»', 'Магазин «Хатлон»', 'Khatlon store'), street('Айнӣ', 'Айни', 'Aini', 40)],
  [7, t('Мағозаи «Рашт»', 'Магазин «Рашт»', 'Rasht store'), street('Файзалӣ Саидов', 'Файзали Саидова', 'Fayzali Saidov', 9)],
  [10, t('Нуқтаи савдои «Шаҳритус»', 'Торговая точка «Шаартуз»', 'Shahrituz outlet'), street('Марказӣ', 'Центральная', 'Central', 20)],
];
export const posTerminals: SeedDoc[] = POS.map(([cityId, title, address], i) => place('pos', cityId, i + 3, title, address, '8855', SHOP, []));
