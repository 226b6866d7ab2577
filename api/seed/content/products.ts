/** Cards, deposits, services, salary projects, transfer systems, FAQ and the home page lists. */
import { info, media, p, t, type SeedDoc } from './types';

/** The card-blocking line: answered 24/7, unlike the contact centre 8855, and reachable from abroad. */
export const CARD_BLOCK_PHONE = '+992 44 600 88 00';

type Text = ReturnType<typeof t>;

/** A picture drawn in each language (card-7-tj, card-7-ru, card-7-en): the words on it are the page's. */
export const mediaIn = (name: string): Text => t(media(`${name}-tj`), media(`${name}-ru`), media(`${name}-en`));

/** A cash withdrawal fee: a percent of the amount, but at least `min` somoni. */
interface CashFee {
  percent: number;
  min: number;
}

interface CardTerms {
  paymentSystem: string;
  audience: string;
  currencies: string[];
  termMonths: number;
  /** Somoni. */
  fees: { issue: number; yearly: number; reissue: number; smsMonthly: number };
  /** Abroad is null when the card works only in Tajikistan. */
  cash: { ssbAtm: CashFee; otherBanks: CashFee; abroad: CashFee | null };
  /** Somoni (or the equivalent in the card's currency). */
  limits: { dailyCash: number; dailyPurchases: number; monthly: number };
  readyInDays: number;
  eligibility: Text;
  documents: Text[];
}

const FREE: CashFee = { percent: 0, min: 0 };
const IN_TAJIKISTAN: CashFee = { percent: 0.5, min: 3 };
const OTHER_BANKS: CashFee = { percent: 1, min: 5 };
const PREMIUM_OTHER_BANKS: CashFee = { percent: 0.5, min: 5 };
const ABROAD: CashFee = { percent: 1.5, min: 30 };
const PREMIUM_ABROAD: CashFee = { percent: 1, min: 30 };

const INDIVIDUALS = t(
  'Шаҳрвандони Тоҷикистон ва шаҳрвандони хориҷие, ки иҷозати истиқомат дар Тоҷикистон доранд, аз 18-солагӣ.',
  'Граждане Таджикистана и иностранцы с видом на жительство в Таджикистане, с 18 лет.',
  'Citizens of Tajikistan and foreign nationals with a Tajik residence permit, aged 18 or over.',
);
const PASSPORT = t('Шиноснома ё корти ID-и шаҳрванди Тоҷикистон', 'Паспорт или ID-карта гражданина Таджикистана', 'A Tajik passport or ID card');
const FOREIGNER = t(
  'Барои шаҳрвандони хориҷӣ: шиноснома ва иҷозати истиқомат дар Тоҷикистон',
  'Для иностранцев: паспорт и вид на жительство в Таджикистане',
  'Foreign nationals: a passport and a Tajik residence permit',
);
const TIN = t('Рақами мушаххаси андозсупоранда (РМА)', 'Идентификационный номер налогоплательщика (ИНН)', 'Taxpayer identification number (TIN)');
const FORM = t(
  'Аризаи дархост: онро дар филиал пур мекунед ё дар ҳамин саҳифа мефиристед',
  'Заявление: заполните его в отделении или отправьте с этой страницы',
  'The application: fill it in at an office or send it from this page',
);
const PERSONAL_DOCUMENTS = [PASSPORT, FOREIGNER, TIN, FORM];

const BLOCKING = t(
  `Ба рақами ${CARD_BLOCK_PHONE} дар ҳар вақти шабонарӯз, аз ҷумла дар рӯзҳои истироҳат ва ид, занг занед: оператор кортро фавран мебандад. Ин рақам аз хориҷа низ кор мекунад. Кортро худатон дар SSB Mobile низ бастан мумкин аст («Кортҳо» → «Бастан»), дар соатҳои корӣ бошад маркази тамоси 8855 низ кортро мебандад. Бастан ройгон аст; корти навро бо нархи барориши дубора дар филиал мегиред.`,
  `Звоните по номеру ${CARD_BLOCK_PHONE} в любое время суток, в том числе в выходные и праздники: оператор сразу заблокирует карту. Номер доступен и из-за рубежа. Заблокировать карту можно и самому в SSB Mobile («Карты» → «Заблокировать»), а в рабочие часы — также через контакт-центр 8855. Блокировка бесплатна; новую карту выдадут в отделении по тарифу перевыпуска.`,
  `Call ${CARD_BLOCK_PHONE} at any hour, weekends and holidays included: the operator blocks the card at once. The number works from abroad too. You can also block the card yourself in SSB Mobile (Cards → Block), and during its working hours the 8855 contact centre blocks cards as well. Blocking is free; you get a new card at an office at the reissue fee.`,
);

const card = (id: number, terms: CardTerms, title: Text, summary: Text, more: Text): SeedDoc => ({
  id,
  doc: {
    id,
    type: 'cards',
    title,
    summary,
    image: mediaIn(`card-${id}`),
    audience: terms.audience,
    paymentSystem: terms.paymentSystem,
    description: info(summary, more),
    currencies: terms.currencies,
    termMonths: terms.termMonths,
    issueFee: terms.fees.issue,
    yearlyFee: terms.fees.yearly,
    reissueFee: terms.fees.reissue,
    smsFee: terms.fees.smsMonthly,
    cashFees: terms.cash,
    limits: terms.limits,
    readyInDays: terms.readyInDays,
    eligibility: terms.eligibility,
    documents: terms.documents,
    blockPhone: CARD_BLOCK_PHONE,
    blocking: BLOCKING,
  },
});

/** The national card's terms, shared by Korti Milli and the salary card. */
const KORTI_MILLI_TERMS: Omit<CardTerms, 'eligibility' | 'documents' | 'readyInDays'> = {
  paymentSystem: 'KORTI_MILLI',
  audience: 'individual',
  currencies: ['TJS'],
  termMonths: 36,
  fees: { issue: 0, yearly: 0, reissue: 10, smsMonthly: 3 },
  cash: { ssbAtm: FREE, otherBanks: IN_TAJIKISTAN, abroad: null },
  limits: { dailyCash: 10000, dailyPurchases: 20000, monthly: 150000 },
};

/** Visa Classic, Mastercard Standard and UnionPay Classic. */
const CLASSIC_CASH = { ssbAtm: FREE, otherBanks: OTHER_BANKS, abroad: ABROAD };
const CLASSIC_LIMITS = { dailyCash: 15000, dailyPurchases: 30000, monthly: 200000 };
const PREMIUM_CASH = { ssbAtm: FREE, otherBanks: PREMIUM_OTHER_BANKS, abroad: PREMIUM_ABROAD };

export const cards: SeedDoc[] = [
  card(
    1,
    { ...KORTI_MILLI_TERMS, readyInDays: 0, eligibility: INDIVIDUALS, documents: PERSONAL_DOCUMENTS },
    t('Корти Миллӣ', 'Корти Милли', 'Korti Milli'),
    t(
      'Корти миллии пардохтӣ барои харид ва гирифтани пул дар тамоми Тоҷикистон.',
      'Национальная платёжная карта для покупок и снятия наличных по всему Таджикистану.',
      'The national payment card for shopping and cash withdrawals all over Tajikistan.',
    ),
    t(
      'Додани корт ройгон аст. Мӯҳлати амал 3 сол. Дар банкоматҳои SSB гирифтани пул бе комиссия.',
      'Выпуск карты бесплатный. Срок действия 3 года. Снятие наличных в банкоматах SSB без комиссии.',
      'The card is issued free of charge. Valid for 3 years. No fee for cash at SSB ATMs.',
    ),
  ),
  card(
    2,
    {
      paymentSystem: 'VISA',
      audience: 'individual',
      currencies: ['TJS', 'USD'],
      termMonths: 36,
      fees: { issue: 30, yearly: 20, reissue: 30, smsMonthly: 3 },
      cash: CLASSIC_CASH,
      limits: CLASSIC_LIMITS,
      readyInDays: 5,
      eligibility: INDIVIDUALS,
      documents: PERSONAL_DOCUMENTS,
    },
    t('Visa Classic', 'Visa Classic', 'Visa Classic'),
    t(
      'Корти байналмилалӣ барои пардохт дар Тоҷикистон ва хориҷи кишвар.',
      'Международная карта для оплаты в Таджикистане и за рубежом.',
      'An international card for payments in Tajikistan and abroad.',
    ),
    t(
      'Ҳисобҳо бо сомонӣ ё доллари ИМА. Пардохти бетамос ва хариди онлайн. Хизматрасонии солона 20 сомонӣ.',
      'Счёт в сомони или долларах США. Бесконтактная оплата и покупки онлайн. Годовое обслуживание 20 сомони.',
      'Account in somoni or US dollars. Contactless and online payments. Yearly service 20 somoni.',
    ),
  ),
  card(
    3,
    {
      paymentSystem: 'VISA',
      audience: 'individual',
      currencies: ['USD', 'EUR'],
      termMonths: 36,
      fees: { issue: 150, yearly: 100, reissue: 100, smsMonthly: 0 },
      cash: PREMIUM_CASH,
      limits: { dailyCash: 30000, dailyPurchases: 100000, monthly: 600000 },
      readyInDays: 5,
      eligibility: INDIVIDUALS,
      documents: PERSONAL_DOCUMENTS,
    },
    t('Visa Gold', 'Visa Gold', 'Visa Gold'),
    t(
      'Корти премиалӣ бо ҳадди баланди харидҳо ва хизматрасонии афзалиятнок.',
      'Премиальная карта с высокими лимитами и приоритетным обслуживанием.',
      'A premium card with high limits and priority service.',
    ),
    t(
      'Суғуртаи сафар ҳангоми хариди чипта бо корт. Ҳадди рӯзонаи гирифтани пул то 30 000 сомонӣ.',
      'Страховка путешествий при покупке билетов картой. Дневной лимит снятия до 30 000 сомони.',
      'Travel insurance when you buy tickets with the card. Daily cash limit up to 30,000 somoni.',
    ),
  ),
  card(
    4,
    {
      paymentSystem: 'MASTERCARD',
      audience: 'individual',
      currencies: ['TJS', 'USD', 'RUB'],
      termMonths: 36,
      fees: { issue: 30, yearly: 20, reissue: 30, smsMonthly: 3 },
      cash: CLASSIC_CASH,
      limits: CLASSIC_LIMITS,
      readyInDays: 5,
      eligibility: INDIVIDUALS,
      documents: PERSONAL_DOCUMENTS,
    },
    t('Mastercard Standard', 'Mastercard Standard', 'Mastercard Standard'),
    t('Корти Mastercard барои ҳаррӯза ва сафарҳо.', 'Карта Mastercard для каждого дня и поездок.', 'A Mastercard for every day and for travel.'),
    t(
      'Ҳисоб бо сомонӣ, доллар ё рубл. Қабули интиқолҳо ба корт аз Россия.',
      'Счёт в сомони, долларах или рублях. Приём переводов на карту из России.',
      'Account in somoni, dollars or roubles. Receives transfers to the card from Russia.',
    ),
  ),
  card(
    5,
    {
      paymentSystem: 'MASTERCARD',
      audience: 'individual',
      currencies: ['USD', 'EUR'],
      termMonths: 48,
      fees: { issue: 250, yearly: 150, reissue: 150, smsMonthly: 0 },
      cash: PREMIUM_CASH,
      limits: { dailyCash: 40000, dailyPurchases: 150000, monthly: 1000000 },
      readyInDays: 7,
      eligibility: INDIVIDUALS,
      documents: PERSONAL_DOCUMENTS,
    },
    t('Mastercard World', 'Mastercard World', 'Mastercard World'),
    t(
      'Корти сатҳи олӣ барои сафарҳои зиёд ва харидҳои калон.',
      'Карта высшего уровня для частых поездок и крупных покупок.',
      'A top-tier card for frequent travel and large purchases.',
    ),
    t(
      'Дастрасӣ ба толорҳои фурудгоҳ ва кэшбэк барои харид дар хориҷа.',
      'Доступ в залы аэропортов и кэшбэк за покупки за рубежом.',
      'Airport lounge access and cashback on purchases abroad.',
    ),
  ),
  card(
    6,
    {
      paymentSystem: 'UNIONPAY',
      audience: 'individual',
      currencies: ['USD'],
      termMonths: 36,
      fees: { issue: 20, yearly: 10, reissue: 20, smsMonthly: 3 },
      cash: CLASSIC_CASH,
      limits: CLASSIC_LIMITS,
      readyInDays: 7,
      eligibility: INDIVIDUALS,
      documents: PERSONAL_DOCUMENTS,
    },
    t('UnionPay Classic', 'UnionPay Classic', 'UnionPay Classic'),
    t('Корт барои пардохт дар Чин ва кишварҳои Осиё.', 'Карта для оплаты в Китае и странах Азии.', 'A card for payments in China and across Asia.'),
    t(
      'Барои соҳибкорон ва донишҷӯёне, ки ба Чин сафар мекунанд, қулай аст.',
      'Удобна предпринимателям и студентам, которые ездят в Китай.',
      'Handy for entrepreneurs and students travelling to China.',
    ),
  ),
  card(
    7,
    {
      paymentSystem: 'VISA',
      audience: 'legal',
      currencies: ['TJS', 'USD'],
      termMonths: 36,
      fees: { issue: 50, yearly: 60, reissue: 50, smsMonthly: 5 },
      cash: CLASSIC_CASH,
      limits: { dailyCash: 50000, dailyPurchases: 100000, monthly: 1000000 },
      readyInDays: 5,
      eligibility: t(
        'Ширкатҳо ва соҳибкорони инфиродӣ, ки дар SSB ҳисоби ҷорӣ доранд. Кортҳо ба номи кормандоне дода мешаванд, ки ширкат муайян мекунад; ширкат метавонад ҳадди хароҷоти ҳар кормандро аз ҳадди корт камтар гузорад.',
        'Компании и индивидуальные предприниматели с расчётным счётом в SSB. Карты выпускаются на сотрудников, которых назовёт компания; она может установить каждому лимит ниже лимита карты.',
        'Companies and sole proprietors with a current account at SSB. Cards are issued to the employees the company names; it may give each of them a lower limit than the card’s.',
      ),
      documents: [
        t('Аризаи ширкат бо имзои роҳбар', 'Заявление компании за подписью руководителя', 'The company’s application signed by its director'),
        t(
          'Шаҳодатномаи бақайдгирии давлатӣ ва РМА-и ширкат',
          'Свидетельство о государственной регистрации и ИНН компании',
          'The certificate of state registration and the company’s TIN',
        ),
        t(
          'Фармоиши роҳбар дар бораи дорандагони корт ва ҳадди хароҷоти онҳо',
          'Приказ руководителя о держателях карт и их лимитах',
          'The director’s order naming the cardholders and their limits',
        ),
        t('Шиноснома ё корти ID-и ҳар дорандаи корт', 'Паспорт или ID-карта каждого держателя', 'Each cardholder’s passport or ID card'),
      ],
    },
    t('Visa Business', 'Visa Business', 'Visa Business'),
    t(
      'Корти корпоративӣ барои хароҷоти хизматӣ ва сафарҳои кории кормандон.',
      'Корпоративная карта для служебных расходов и командировок сотрудников.',
      'A corporate card for business expenses and staff travel.',
    ),
    t(
      'Ҳадди хароҷотро барои ҳар корманд муқаррар кунед ва ҳисоботи моҳона гиред.',
      'Устанавливайте лимиты расходов для каждого сотрудника и получайте ежемесячный отчёт.',
      'Set spending limits for each employee and get a monthly statement.',
    ),
  ),
  card(
    8,
    {
      ...KORTI_MILLI_TERMS,
      fees: { ...KORTI_MILLI_TERMS.fees, smsMonthly: 0 },
      readyInDays: 3,
      eligibility: t(
        'Кормандони ширкатҳое, ки музди меҳнатро тавассути лоиҳаи музди меҳнати SSB медиҳанд.',
        'Сотрудники компаний, которые выплачивают зарплату через зарплатный проект SSB.',
        'Employees of companies that pay wages through an SSB salary project.',
      ),
      documents: [
        PASSPORT,
        TIN,
        t(
          'Рӯйхати кормандон, ки корфармо ба бонк месупорад',
          'Список сотрудников, который работодатель передаёт в банк',
          'The staff list your employer gives the bank',
        ),
      ],
    },
    t('Корти музди меҳнат', 'Зарплатная карта', 'Salary card'),
    t(
      'Корти Миллӣ барои гирифтани музди меҳнат дар доираи лоиҳаи музди меҳнат.',
      'Карта Корти Милли для получения зарплаты в рамках зарплатного проекта.',
      'A Korti Milli card for receiving wages under a salary project.',
    ),
    t(
      'Додан ва хизматрасонӣ ройгон. Огоҳиномаҳои SMS ройгон. Гирифтани пул дар ҳамаи банкоматҳои SSB бе комиссия.',
      'Выпуск и обслуживание бесплатно. SMS-уведомления бесплатно. Снятие во всех банкоматах SSB без комиссии.',
      'Free issue, service and SMS notifications. No fee for cash at any SSB ATM.',
    ),
  ),
];

const deposit = (
  id: number,
  audience: string,
  currency: string,
  minAmount: number,
  maxAmount: number,
  minMonths: number,
  maxMonths: number,
  rateTiers: { upToMonths: number | null; percent: number }[],
  interestPayout: 'monthly' | 'maturity',
  title: ReturnType<typeof t>,
  before: ReturnType<typeof t>,
  after: ReturnType<typeof t>,
): SeedDoc => ({
  id,
  doc: {
    id,
    title,
    description: info(before, after),
    image: media(`deposit-${id}`),
    audience,
    currency,
    minAmount,
    maxAmount,
    minMonths,
    maxMonths,
    rateTiers,
    interestPayout,
  },
});

const TAX = t(
  'Аз даромади фоизӣ 12% андоз нигоҳ дошта мешавад.',
  'С процентного дохода удерживается налог 12%.',
  'A 12% tax is withheld from the interest income.',
);
const join = (a: ReturnType<typeof t>, b: ReturnType<typeof t>) => t(`${a.tj} ${b.tj}`, `${a.ru} ${b.ru}`, `${a.en} ${b.en}`);

export const deposits: SeedDoc[] = [
  deposit(
    5,
    'legal',
    'TJS',
    50000,
    5000000,
    3,
    24,
    [
      { upToMonths: 6, percent: 6 },
      { upToMonths: 12, percent: 9 },
      { upToMonths: null, percent: 10 },
    ],
    'monthly',
    t('Амонати «Тиҷорат»', 'Депозит «Бизнес»', 'Business deposit'),
    t(
      'Маблағҳои озоди ширкатро бо фоизи баланд ҷойгир кунед.',
      'Разместите свободные средства компании под высокий процент.',
      'Place your company’s spare funds at a high rate.',
    ),
    t(
      'Барои шахсони ҳуқуқӣ ва соҳибкорони инфиродӣ. Фоиз ҳар моҳ ба ҳисоби ҷорӣ гузаронида мешавад.',
      'Для юридических лиц и индивидуальных предпринимателей. Проценты ежемесячно на расчётный счёт.',
      'For companies and sole proprietors. Interest is paid monthly to the current account.',
    ),
  ),
  deposit(
    6,
    'individual',
    'TJS',
    500,
    1000000,
    3,
    24,
    [
      { upToMonths: 12, percent: 7 },
      { upToMonths: null, percent: 8 },
    ],
    'monthly',
    t('Амонати «Мӯҳлатнок»', 'Депозит «Срочный»', 'Term deposit'),
    t(
      'Амонат бо сомонӣ: то 12 моҳ 7% ва зиёда аз 12 моҳ 8% солона.',
      'Вклад в сомони: до 12 месяцев 7%, свыше 12 месяцев 8% годовых.',
      'A somoni deposit: 7% a year up to 12 months, 8% for longer terms.',
    ),
    join(
      t(
        'Фоиз ҳар моҳ пардохт мешавад. Ҳангоми то 12 моҳ сол 360 рӯз, зиёда аз он 365 рӯз (дар соли кабиса 366 рӯз) ҳисоб мешавад.',
        'Проценты выплачиваются ежемесячно. До года расчёт на 360 дней, свыше года на 365 (в високосном году на 366).',
        'Interest is paid monthly. Up to a year the basis is 360 days, beyond that 365 (366 in a leap year).',
      ),
      TAX,
    ),
  ),
  deposit(
    7,
    'individual',
    'TJS',
    1000,
    1000000,
    3,
    24,
    [
      { upToMonths: 6, percent: 1 },
      { upToMonths: 9, percent: 3 },
      { upToMonths: 12, percent: 7 },
      { upToMonths: null, percent: 8 },
    ],
    'maturity',
    t('Амонати «Афзоянда»', 'Депозит «Растущий»', 'Growing deposit'),
    t(
      'Ҳар қадар дарозтар нигоҳ доред, ҳамон қадар фоиз баландтар: аз 1% то 8% солона.',
      'Чем дольше срок, тем выше ставка: от 1% до 8% годовых.',
      'The longer the term, the higher the rate: from 1% to 8% a year.',
    ),
    join(
      t(
        'То 6 моҳ 1%, то 9 моҳ 3%, то 12 моҳ 7%, зиёда аз он 8%.',
        'До 6 месяцев 1%, до 9 — 3%, до 12 — 7%, свыше — 8%.',
        'Up to 6 months 1%, up to 9 months 3%, up to 12 months 7%, longer 8%.',
      ),
      TAX,
    ),
  ),
  deposit(
    8,
    'individual',
    'TJS',
    100,
    200000,
    12,
    36,
    [
      { upToMonths: 12, percent: 8 },
      { upToMonths: null, percent: 9 },
    ],
    'maturity',
    t('Амонати «Кӯдакон»', 'Депозит «Детский»', 'Children’s deposit'),
    t(
      'Барои ояндаи фарзандон пасандоз кунед: аз 100 сомонӣ.',
      'Копите на будущее детей: от 100 сомони.',
      'Save for your children’s future: from 100 somoni.',
    ),
    join(
      t(
        'Амонатро падару модар ба номи кӯдак то 18-солагӣ мекушоянд. Иловакунии маблағ иҷозат дода мешавад.',
        'Вклад открывают родители на имя ребёнка до 18 лет. Пополнение разрешено.',
        'Parents open it in the name of a child under 18. Top-ups are allowed.',
      ),
      TAX,
    ),
  ),
  deposit(
    9,
    'individual',
    'USD',
    100,
    500000,
    3,
    36,
    [
      { upToMonths: 6, percent: 0 },
      { upToMonths: 9, percent: 1 },
      { upToMonths: 12, percent: 1.5 },
      { upToMonths: null, percent: 4 },
    ],
    'maturity',
    t('Амонати «Ҷамъшаванда» (USD)', 'Депозит «Накопительный» (USD)', 'Savings deposit (USD)'),
    t('Амонат бо доллари ИМА бо имкони иловакунӣ.', 'Вклад в долларах США с возможностью пополнения.', 'A US dollar deposit you can top up.'),
    join(
      t(
        'То 6 моҳ 0%, то 9 моҳ 1%, то 12 моҳ 1,5%, зиёда аз он 4% солона.',
        'До 6 месяцев 0%, до 9 — 1%, до 12 — 1,5%, свыше — 4% годовых.',
        'Up to 6 months 0%, up to 9 months 1%, up to 12 months 1.5%, longer 4% a year.',
      ),
      TAX,
    ),
  ),
];

const service = (
  id: number,
  slug: string,
  type: string,
  audience: string,
  title: ReturnType<typeof t>,
  description: ReturnType<typeof t>,
  advantages: ReturnType<typeof t>[],
  body: unknown[],
): SeedDoc => ({
  id,
  slug,
  doc: {
    id,
    slug,
    type,
    audience,
    title,
    description,
    image: media(`service-${slug}`),
    link: type === 'salary' ? '/services/view' : `/services/${slug}`,
    advantages,
    body,
  },
});

export const services: SeedDoc[] = [
  service(
    1,
    'guarantees',
    'service',
    'legal',
    t('Кафолатҳои бонкӣ', 'Банковские гарантии', 'Bank guarantees'),
    t(
      'Кафолат барои иштирок дар тендерҳо, иҷрои шартнома ва баргардонидани пешпардохт.',
      'Гарантии для участия в тендерах, исполнения контракта и возврата аванса.',
      'Guarantees for tenders, contract performance and advance repayment.',
    ),
    [
      t('Баррасӣ то 3 рӯзи корӣ', 'Рассмотрение до 3 рабочих дней', 'Review within 3 working days'),
      t('Бо сомонӣ ва асъори хориҷӣ', 'В сомони и валюте', 'In somoni and foreign currency'),
    ],
    [
      p(
        t(
          'Бонк ба фоидаи шарики шумо ӯҳдадории пардохт медиҳад, агар шумо шартро иҷро накунед.',
          'Банк обязуется заплатить вашему партнёру, если вы не исполните обязательство.',
          'The bank undertakes to pay your partner if you fail to meet your obligation.',
        ),
      ),
    ],
  ),
  service(
    2,
    'letters-of-credit',
    'service',
    'legal',
    t('Аккредитивҳо', 'Аккредитивы', 'Letters of credit'),
    t(
      'Ҳисоббаробаркунии бехатар дар савдои дохилӣ ва байналмилалӣ.',
      'Безопасные расчёты во внутренней и международной торговле.',
      'Safe settlement in domestic and international trade.',
    ),
    [t('Пардохт пас аз пешниҳоди ҳуҷҷатҳо', 'Оплата после представления документов', 'Payment against documents')],
    [
      p(
        t(
          'Фурӯшанда пулро танҳо пас аз иҷрои шартҳои аккредитив мегирад.',
          'Продавец получает деньги только после выполнения условий аккредитива.',
          'The seller is paid only once the terms of the letter of credit are met.',
        ),
      ),
    ],
  ),
  service(
    3,
    'cash-collection',
    'service',
    'legal',
    t('Инкассатсия', 'Инкассация', 'Cash collection'),
    t(
      'Ҷамъоварӣ ва расонидани пули нақд аз нуқтаҳои фурӯши шумо.',
      'Сбор и доставка наличных из ваших точек продаж.',
      'Collection and delivery of cash from your outlets.',
    ),
    [t('Ҳар рӯз ё аз рӯи ҷадвал', 'Ежедневно или по графику', 'Daily or on schedule')],
    [
      p(
        t(
          'Мошинҳои муҳофизатшудаи бонк пулро ба ҳисоби шумо мерасонанд.',
          'Охраняемые машины банка доставляют выручку на ваш счёт.',
          'The bank’s guarded vehicles take your takings to your account.',
        ),
      ),
    ],
  ),
  service(
    4,
    'salary-project',
    'salary',
    'legal',
    t('Лоиҳаи музди меҳнат', 'Зарплатный проект', 'Salary project'),
    t(
      'Музди меҳнати кормандонро ба кортҳои Корти Миллӣ бо як фармоиш гузаронед.',
      'Перечисляйте зарплату сотрудникам на карты Корти Милли одним поручением.',
      'Pay all your staff to Korti Milli cards with one payment order.',
    ),
    [
      t('Кортҳо ройгон', 'Карты бесплатно', 'Free cards'),
      t('Гузариш дар ҳамон рӯз', 'Зачисление в тот же день', 'Same-day crediting'),
      t('Қарзи имтиёзнок барои кормандон', 'Льготные кредиты сотрудникам', 'Preferential loans for staff'),
    ],
    [
      p(
        t(
          'Бонк ба идораи шумо омада, кортҳоро барои ҳамаи кормандон мекушояд.',
          'Банк приедет к вам в офис и откроет карты всем сотрудникам.',
          'The bank comes to your office and opens cards for all your staff.',
        ),
      ),
    ],
  ),
  service(
    5,
    'salary-budget',
    'salary',
    'legal',
    t('Музди меҳнат барои муассисаҳои буҷетӣ', 'Зарплата для бюджетных организаций', 'Salaries for public institutions'),
    t(
      'Гузаронидани музди меҳнат ва стипендия барои муассисаҳои давлатӣ.',
      'Зачисление зарплат и стипендий для государственных учреждений.',
      'Crediting of wages and grants for public institutions.',
    ),
    [t('Банкомат дар бинои муассиса', 'Банкомат в здании учреждения', 'An ATM in your building')],
    [
      p(
        t(
          'Барои муассисаҳое, ки зиёда аз 50 корманд доранд, банкомат насб мекунем.',
          'Для учреждений от 50 сотрудников устанавливаем банкомат.',
          'We install an ATM for institutions with 50 or more staff.',
        ),
      ),
    ],
  ),
];

const transfer = (
  id: number,
  slug: string,
  currencies: string[],
  title: ReturnType<typeof t>,
  summary: ReturnType<typeof t>,
  fee: ReturnType<typeof t>,
  speed: ReturnType<typeof t>,
  coverage: ReturnType<typeof t>,
  body: unknown[],
): SeedDoc => ({ id, slug, doc: { id, slug, title, summary, image: media(`transfer-${slug}`), currencies, fee, speed, coverage, body } });

export const transfers: SeedDoc[] = [
  transfer(
    1,
    'ssb-express',
    ['RUB', 'USD', 'EUR'],
    t('SSB Экспресс', 'SSB Экспресс', 'SSB Express'),
    t(
      'Интиқоли пул ба Россия, Қазоқистон ва кишварҳои дигар бо рубл, доллар ва евро.',
      'Переводы в Россию, Казахстан и другие страны в рублях, долларах и евро.',
      'Transfers to Russia, Kazakhstan and other countries in roubles, dollars and euros.',
    ),
    t('0,5% – 1,5%', '0,5% – 1,5%', '0.5% – 1.5%'),
    t('аз 5 дақиқа', 'от 5 минут', 'from 5 minutes'),
    t('Кишварҳои ИДМ ва Аврупо', 'Страны СНГ и Европы', 'CIS and European countries'),
    [
      p(
        t(
          'Барои фиристодан шиноснома кифоя аст. Гиранда пулро дар ҳар филиали шарик мегирад.',
          'Для отправки достаточно паспорта. Получатель забирает деньги в любом отделении партнёра.',
          'A passport is all you need to send. The receiver collects the money at any partner branch.',
        ),
      ),
    ],
  ),
  transfer(
    2,
    'in-country',
    ['TJS'],
    t('Интиқол дар дохили кишвар', 'Переводы по стране', 'Transfers within Tajikistan'),
    t(
      'Интиқоли сомонӣ байни шаҳру ноҳияҳои Тоҷикистон.',
      'Переводы в сомони между городами и районами Таджикистана.',
      'Somoni transfers between the towns and districts of Tajikistan.',
    ),
    t('0,5% аз маблағ; барои шахсони воқеӣ ройгон', '0,5% от суммы; для физических лиц бесплатно', '0.5% of the amount; free for individuals'),
    t('дар ҳамон рӯз', 'в тот же день', 'same day'),
    t('Ҳамаи филиалҳои SSB', 'Все отделения SSB', 'Every SSB office'),
    [
      p(
        t(
          'Интиқол ба корти Корти Миллӣ ё барои гирифтан дар филиал.',
          'Перевод на карту Корти Милли или к выдаче в отделении.',
          'To a Korti Milli card or for collection at an office.',
        ),
      ),
    ],
  ),
];

/** A question; `products`: the ids of the only products of its section it is about (none: all of them). */
const faq = (id: number, section: string, question: ReturnType<typeof t>, answer: ReturnType<typeof t>, products?: number[]): SeedDoc => ({
  id,
  doc: { id, section, question, answer, ...(products ? { products } : {}) },
});

export const faqs: SeedDoc[] = [
  faq(
    1,
    'general',
    t('Маркази тамоси бонк кай кор мекунад?', 'Когда работает контакт-центр банка?', 'When is the contact centre open?'),
    t(
      'Рақами 8855: душанбе–ҷумъа 08:00–17:00, шанбе 09:00–12:00, якшанбе рӯзи истироҳат.',
      'Номер 8855: пн–пт 08:00–17:00, сб 09:00–12:00, вс выходной.',
      'Number 8855: Mon–Fri 08:00–17:00, Sat 09:00–12:00, Sun closed.',
    ),
  ),
  faq(
    2,
    'general',
    t('Шикоятро чанд рӯз баррасӣ мекунед?', 'За сколько дней рассматривается жалоба?', 'How long does a complaint take?'),
    t(
      'Дар давоми 15 рӯзи корӣ; дар ҳолати мураккаб мӯҳлат то 15 рӯзи кории дигар дароз карда мешавад ва сабаби онро ба таври хаттӣ мегӯем. Дар бораи қабул дар давоми 3 рӯзи корӣ хабар медиҳем.',
      'В течение 15 рабочих дней; в сложном случае срок продлевается ещё не более чем на 15 рабочих дней, и мы письменно сообщаем причину. О приёме сообщаем в течение 3 рабочих дней.',
      'Within 15 working days; a complex case may take up to 15 more working days, and we tell you why in writing. We confirm receipt within 3 working days.',
    ),
  ),
  faq(
    3,
    'credit',
    t('Барои пешниҳоди дархости қарз пардохт лозим аст?', 'Платная ли подача заявки на кредит?', 'Does applying for a loan cost anything?'),
    t('Не, пешниҳоди дархост ройгон аст.', 'Нет, подача заявки бесплатна.', 'No, applying is free of charge.'),
  ),
  faq(
    4,
    'credit',
    t('Қарз ба кадом мӯҳлат дода мешавад?', 'На какой срок выдаётся кредит?', 'For how long can I borrow?'),
    t('Аз 1 то 5 сол, вобаста ба намуди қарз.', 'От 1 до 5 лет в зависимости от вида кредита.', 'From 1 to 5 years depending on the loan.'),
  ),
  faq(
    5,
    'credit',
    t('Барои пардохти дер чӣ ҷарима ҳаст?', 'Какая пеня за просрочку?', 'What is the late-payment penalty?'),
    t(
      '0,2% барои ҳар рӯзи гузаронидашуда аз қарзи асосии мӯҳлаташ гузашта.',
      '0,2% за каждый день от просроченного основного долга.',
      '0.2% per day of the overdue principal.',
    ),
  ),
  faq(
    6,
    'credit',
    t('Таърихи қарзӣ чанд сол нигоҳ дошта мешавад?', 'Сколько хранится кредитная история?', 'How long is a credit history kept?'),
    t(
      'Бюроҳои таърихи қарзӣ маълумотро на камтар аз 10 сол нигоҳ медоранд.',
      'Бюро кредитных историй хранят данные не менее 10 лет.',
      'Credit bureaus keep records for at least 10 years.',
    ),
  ),
  faq(
    7,
    'deposit',
    t('Аз фоизи амонат андоз гирифта мешавад?', 'Облагаются ли проценты по вкладу налогом?', 'Is deposit interest taxed?'),
    t(
      'Ҳа, 12% аз даромади фоизӣ; бонк онро худаш нигоҳ медорад.',
      'Да, 12% с процентного дохода; банк удерживает его сам.',
      'Yes, 12% of the interest income; the bank withholds it.',
    ),
  ),
  faq(
    8,
    'deposit',
    t('Фоиз бо кадом асос ҳисоб мешавад?', 'На какой базе начисляются проценты?', 'What day basis is used?'),
    t(
      'То як сол 360 рӯз, зиёда аз як сол 365/366 рӯз.',
      'До года 360 дней, свыше года 365/366 дней.',
      'Up to a year 360 days, beyond a year 365/366 days.',
    ),
  ),
  faq(
    9,
    'card',
    t('Агар корт гум шавад, чӣ кор кунам?', 'Что делать, если карта потеряна?', 'What if I lose my card?'),
    t(
      `Фавран ба хати бастани кортҳо ${CARD_BLOCK_PHONE} занг занед — он шабонарӯзӣ ва аз хориҷа низ кор мекунад — ё кортро худатон дар SSB Mobile бандед. Корти навро дар филиал бо нархи барориши дубора мегиред.`,
      `Сразу позвоните на линию блокировки карт ${CARD_BLOCK_PHONE} — она работает круглосуточно и доступна из-за рубежа — или заблокируйте карту сами в SSB Mobile. Новую карту получите в отделении по тарифу перевыпуска.`,
      `Call the card-blocking line ${CARD_BLOCK_PHONE} at once (it answers 24/7, from abroad too) or block the card yourself in SSB Mobile. You get a new card at an office at the reissue fee.`,
    ),
  ),
  faq(
    10,
    'general',
    t('Филиалҳои бонк кай кор мекунанд?', 'Когда работают отделения банка?', 'When are the offices open?'),
    t(
      'Душанбе–ҷумъа аз соати 08:00 то 17:00, шанбе аз 09:00 то 12:00; якшанбе рӯзи истироҳат аст. 1 январ филиалҳо баста мебошанд. Банкоматҳо ва SSB Mobile шабонарӯзӣ кор мекунанд.',
      'Пн–пт с 08:00 до 17:00, в субботу с 09:00 до 12:00; воскресенье — выходной. 1 января отделения закрыты. Банкоматы и SSB Mobile работают круглосуточно.',
      'Mon–Fri 08:00–17:00 and Sat 09:00–12:00; closed on Sunday. Offices are closed on 1 January. ATMs and SSB Mobile work around the clock.',
    ),
  ),
  faq(
    11,
    'general',
    t('Филиалҳои SSB дар кадом шаҳру ноҳияҳо ҳастанд?', 'В каких городах и районах есть отделения SSB?', 'Where does SSB have offices?'),
    t(
      'Дар 11 шаҳру ноҳия: Душанбе, Хуҷанд, Хоруғ, Бохтар, Кӯлоб, Истаравшан, Турсунзода ва ноҳияҳои Данғара, Рашт, Шаҳритус ва Фархор. Дафтари марказӣ дар Душанбе, кӯчаи Рӯдакӣ, 48 ҷойгир аст. Суроғаҳои ҳамаи филиалҳо ва банкоматҳо дар бахши «Суроғаҳо» оварда шудаанд.',
      'В 11 городах и районах: Душанбе, Худжанд, Хорог, Бохтар, Куляб, Истаравшан, Турсунзаде, а также Дангаринский, Раштский, Шаартузский и Фархорский районы. Головной офис — г. Душанбе, ул. Рудаки, 48. Адреса всех отделений и банкоматов — в разделе «Адреса».',
      'In 11 towns and districts: Dushanbe, Khujand, Khorugh, Bokhtar, Kulob, Istaravshan, Tursunzoda and the Danghara, Rasht, Shahrituz and Farkhor districts. The head office is at 48 Rudaki St, Dushanbe. Every office and ATM is listed under Addresses.',
    ),
  ),
  faq(
    12,
    'general',
    t('Чӣ тавр бо бонк тамос гирам?', 'Как связаться с банком?', 'How can I contact the bank?'),
    t(
      'Ба маркази тамос 8855 занг занед (аз рақамҳои мобилии Тоҷикистон ройгон), ба info@ssb.tj нависед ё ба филиал оед. Телефони филиалҳо: +992 44 600 88 55. Суроғаи дафтари марказӣ: 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48.',
      'Позвоните в контакт-центр 8855 (бесплатно с мобильных Таджикистана), напишите на info@ssb.tj или приходите в отделение. Телефон отделений: +992 44 600 88 55. Адрес головного офиса: 734025, г. Душанбе, ул. Рудаки, 48.',
      'Call the 8855 contact centre (free from Tajik mobile numbers), write to info@ssb.tj or visit an office. Office phone: +992 44 600 88 55. Head office: 48 Rudaki St, Dushanbe 734025.',
    ),
  ),
  faq(
    13,
    'general',
    t('Шикоят ё пешниҳодро чӣ тавр фиристам?', 'Как подать жалобу или предложение?', 'How do I make a complaint or a suggestion?'),
    t(
      'Ба info@ssb.tj нависед, дар ҳар филиал аризаи хаттӣ супоред ё ба 8855 занг занед. Дар бораи қабули шикоят дар давоми 3 рӯзи корӣ хабар медиҳем ва дар давоми 15 рӯзи корӣ ҷавоб медиҳем. Агар бо ҷавоб розӣ набошед, метавонед ба Бонки миллии Тоҷикистон муроҷиат кунед.',
      'Напишите на info@ssb.tj, подайте письменное заявление в любом отделении или позвоните 8855. О приёме жалобы сообщим в течение 3 рабочих дней, ответим в течение 15 рабочих дней. Если ответ вас не устроит, вы вправе обратиться в Национальный банк Таджикистана.',
      'Write to info@ssb.tj, hand in a written complaint at any office or call 8855. We confirm receipt within 3 working days and reply within 15 working days. If you are not satisfied with the answer, you may turn to the National Bank of Tajikistan.',
    ),
  ),
  faq(
    14,
    'general',
    t(
      'Роҳбарияти бонк шаҳрвандонро кай қабул мекунад?',
      'Когда руководство банка принимает граждан?',
      'When do the bank’s executives receive the public?',
    ),
    t(
      'Раиси Раёсат — рӯзи сешанбе, муовини якуми Раиси Раёсат — душанбе ва чоршанбе, муовини Раиси Раёсат — пайшанбе, соатҳои 09:00–11:00 ва 15:00–17:00. Ҷадвали қабул дар саҳифаи «Ҳуқуқи истеъмолкунандагон» ҷойгир аст.',
      'Председатель Правления — по вторникам, первый заместитель Председателя Правления — по понедельникам и средам, заместитель Председателя Правления — по четвергам, с 09:00 до 11:00 и с 15:00 до 17:00. График приёма — на странице «Права потребителей».',
      'The Chairman of the Management Board on Tuesdays, the First Deputy Chairman on Mondays and Wednesdays and the Deputy Chairman on Thursdays, 09:00–11:00 and 15:00–17:00. The schedule is on the Customer rights page.',
    ),
  ),
  faq(
    15,
    'general',
    t('SSB Mobile чист ва онро аз куҷо насб кунам?', 'Что такое SSB Mobile и где его скачать?', 'What is SSB Mobile and where do I get it?'),
    t(
      'SSB Mobile барномаи мобилии бонк аст: ҳисобҳо, пардохтҳо, интиқолҳо ва пардохти хизматҳои коммуналӣ бо рамзи QR. Онро аз Google Play, App Store ё ҳамчун файли APK аз саҳифаи SSB Mobile дар сомона насб кунед. Барнома шабонарӯзӣ кор мекунад.',
      'SSB Mobile — мобильное приложение банка: счета, платежи, переводы и оплата коммунальных услуг по QR-коду. Установите его из Google Play, App Store или файлом APK со страницы SSB Mobile на сайте. Приложение работает круглосуточно.',
      'SSB Mobile is the bank’s app: accounts, payments, transfers and utility bills paid by QR code. Install it from Google Play, the App Store or as an APK from the SSB Mobile page of the site. The app works around the clock.',
    ),
  ),
  faq(
    16,
    'general',
    t('Оё SSB иҷозатномаи бонкӣ дорад?', 'Есть ли у SSB банковская лицензия?', 'Is SSB a licensed bank?'),
    t(
      'Ҳа. Бонки миллии Тоҷикистон 23 октябри соли 2020 ба SSB иҷозатномаи бонкӣ додааст. Иҷозатнома ва ҳисоботи молиявии аудитшудаи бонк дар сомона нашр шудаанд.',
      'Да. Национальный банк Таджикистана выдал SSB банковскую лицензию 23 октября 2020 года. Лицензия и аудированная финансовая отчётность банка опубликованы на сайте.',
      'Yes. The National Bank of Tajikistan granted SSB its banking licence on 23 October 2020. The licence and the bank’s audited financial statements are published on the site.',
    ),
  ),
  faq(
    17,
    'general',
    t('Қурби асъорро дар куҷо бинам?', 'Где посмотреть курсы валют?', 'Where can I see the exchange rates?'),
    t(
      'Қурби доллар, евро ва рубл ва нархи тилло дар саҳифаи «Қурби асъор» нашр мешаванд. Қурбҳо барои шахсони ҳуқуқӣ ҳоло дар сомона нестанд: онҳоро тавассути 8855 пурсед.',
      'Курсы доллара, евро и рубля и цены на золото публикуются на странице «Курсы валют». Курсов для юридических лиц на сайте пока нет: уточните их по номеру 8855.',
      'Dollar, euro and rouble rates and gold prices are on the Exchange rates page. Rates for legal entities are not on the site yet: ask for them on 8855.',
    ),
  ),
  faq(
    18,
    'general',
    t(
      'Чӣ тавр ба хориҷа ё дар дохили кишвар пул фиристам?',
      'Как отправить деньги за рубеж или по стране?',
      'How do I send money abroad or within the country?',
    ),
    t(
      'Бо SSB Экспресс ба Россия, Қазоқистон ва дигар кишварҳои ИДМ ва Аврупо бо рубл, доллар ва евро: комиссия 0,5%–1,5%, пул аз 5 дақиқа мерасад ва барои фиристодан шиноснома кифоя аст. Интиқоли сомонӣ дар дохили Тоҷикистон дар ҳамон рӯз мерасад ва барои шахсони воқеӣ ройгон аст.',
      'Через SSB Экспресс — в Россию, Казахстан и другие страны СНГ и Европы в рублях, долларах и евро: комиссия 0,5%–1,5%, деньги доходят от 5 минут, для отправки достаточно паспорта. Переводы в сомони по Таджикистану доходят в тот же день и для физических лиц бесплатны.',
      'With SSB Express to Russia, Kazakhstan and other CIS and European countries in roubles, dollars and euros: a 0.5%–1.5% fee, from 5 minutes, and a passport is all you need. Somoni transfers within Tajikistan arrive the same day and are free for individuals.',
    ),
  ),
  faq(
    19,
    'credit',
    t('Чӣ тавр барои қарз дархост пешниҳод кунам?', 'Как подать заявку на кредит?', 'How do I apply for a loan?'),
    t(
      'Дар саҳифаи қарзи интихобшуда тугмаи «Дархост пешниҳод кардан»-ро пахш карда, шаклро пур кунед ё бо шиноснома ба наздиктарин филиал оед. Мутахассиси қарз бо шумо тамос гирифта, мегӯяд, ки кадом ҳуҷҷатҳо лозиманд. Пешниҳоди дархост ройгон аст.',
      'Нажмите «Подать заявку» на странице выбранного кредита и заполните форму или приходите с паспортом в ближайшее отделение. Кредитный специалист свяжется с вами и скажет, какие документы нужны. Подача заявки бесплатна.',
      'Press Apply on the page of the loan you want and fill in the form, or bring your passport to the nearest office. A loan officer will contact you and tell you which documents are needed. Applying is free of charge.',
    ),
  ),
  faq(
    20,
    'credit',
    t('Барои гирифтани қарз кадом ҳуҷҷатҳо лозиманд?', 'Какие документы нужны для кредита?', 'Which documents do I need for a loan?'),
    t(
      'Шиноснома, рақами мушаххаси андозсупоранда (РМА) ва маълумотнома дар бораи музди меҳнат ё дигар даромад. Барои қарзи фаврӣ шиноснома ва маълумотнома дар бораи музди меҳнат кифоя аст. Барои қарзҳое, ки бо гарав дода мешаванд, ҳуҷҷатҳои амволи гаравӣ низ лозиманд.',
      'Паспорт, ИНН и справка о зарплате или другом доходе. Для экспресс-кредита достаточно паспорта и справки о зарплате. Для кредитов под залог понадобятся также документы на залоговое имущество.',
      'Your passport, your taxpayer number (INN) and a statement of your salary or other income. For an express loan a passport and a salary statement are enough. Secured loans also need the documents of the pledged property.',
    ),
  ),
  faq(
    21,
    'credit',
    t('Фоизи қарзҳо чанд аст?', 'Какие ставки по кредитам?', 'What are the loan rates?'),
    t(
      'Барои шахсони воқеӣ аз 16% то 27% солона: қарзи таҳсилотӣ 16%, ипотекӣ 18%, кишоварзӣ 20%, барои мошин 21%, истеъмолӣ 24% ва фаврӣ 27%. Фоиз ба бақияи қарз ҳисоб карда мешавад. Пеш аз бастани шартнома бонк ҷадвали пардохтҳо, фоизи самаранок ва ҳамаи комиссияҳоро ба таври хаттӣ медиҳад.',
      'Для физических лиц от 16% до 27% годовых: образовательный 16%, ипотечный 18%, агрокредит 20%, автокредит 21%, потребительский 24%, экспресс-кредит 27%. Проценты начисляются на остаток долга. До заключения договора банк письменно сообщает график платежей, эффективную ставку и все комиссии.',
      'For individuals from 16% to 27% a year: education 16%, mortgage 18%, farm 20%, car 21%, consumer 24% and express 27%. Interest is charged on the outstanding balance. Before you sign, the bank gives you the repayment schedule, the effective rate and all fees in writing.',
    ),
  ),
  faq(
    22,
    'credit',
    t('Қарз бо кадом асъор дода мешавад?', 'В какой валюте выдаются кредиты?', 'In which currency are loans issued?'),
    t(
      'Ҳамаи қарзҳо бо сомонӣ дода мешаванд. Агар даромади шумо низ бо сомонӣ бошад, пардохти моҳона аз тағйири қурби асъор вобаста намешавад.',
      'Все кредиты выдаются в сомони. Если ваш доход тоже в сомони, ежемесячный платёж не зависит от колебаний курса валют.',
      'All loans are issued in somoni. If your income is in somoni too, your monthly payment does not depend on exchange rates.',
    ),
  ),
  faq(
    23,
    'credit',
    t('Оё қарзро пеш аз мӯҳлат пардохтан мумкин аст?', 'Можно ли погасить кредит досрочно?', 'Can I repay a loan early?'),
    t(
      'Ҳа, пурра ё қисман. Фоиз ба бақияи қарз ҳисоб карда мешавад, бинобар ин пардохти пеш аз мӯҳлат хароҷоти фоизиро кам мекунад. Ба филиал муроҷиат кунед ё ба 8855 занг занед: пас аз пардохти қисман ба шумо ҷадвали нави пардохтҳо медиҳем.',
      'Да, полностью или частично. Проценты начисляются на остаток долга, поэтому досрочное погашение уменьшает переплату. Обратитесь в отделение или позвоните 8855: после частичного погашения вы получите новый график платежей.',
      'Yes, in full or in part. Interest is charged on the outstanding balance, so repaying early lowers what you pay in interest. Visit an office or call 8855: after a partial repayment you get a new repayment schedule.',
    ),
  ),
  faq(
    24,
    'credit',
    t('Гарав ё кафил лозим аст?', 'Нужен ли залог или поручитель?', 'Do I need collateral or a guarantor?'),
    t(
      'Вобаста ба намуди қарз. Қарзи фаврӣ бе гарав дода мешавад. Дар қарзи ипотекӣ манзили харидашуда ва дар қарз барои мошин худи мошин гарав мебошад. Барои қарзи таҳсилотии донишҷӯён кафолати яке аз волидон кифоя аст. Қарзи тиҷоратӣ бо гарави амвол, таҷҳизот ё воситаҳои нақлиёт дода мешавад.',
      'Зависит от кредита. Экспресс-кредит выдаётся без залога. В ипотеке залогом служит приобретаемое жильё, в автокредите — сам автомобиль. Для образовательного кредита студенту достаточно поручительства одного из родителей. Кредиты бизнесу выдаются под залог недвижимости, оборудования или транспорта.',
      'It depends on the loan. An express loan needs no collateral. A mortgage is secured by the home you buy and a car loan by the car. For a student’s education loan a guarantee from one parent is enough. Business loans are secured by property, equipment or vehicles.',
    ),
  ),
  faq(
    25,
    'credit',
    t('Маблағи қарз аз чанд то чанд аст?', 'Какую сумму можно взять в кредит?', 'How much can I borrow?'),
    t(
      'Барои шахсони воқеӣ аз 1 000 сомонӣ (қарзи фаврӣ) то 500 000 сомонӣ (қарзи ипотекӣ); қарзи истеъмолӣ аз 3 000 то 60 000 сомонӣ. Барои тиҷорат то 2 000 000 сомонӣ. Маблағи мушаххас ба даромад ва гарави шумо вобаста аст.',
      'Физическим лицам от 1 000 сомони (экспресс-кредит) до 500 000 сомони (ипотека); потребительский кредит от 3 000 до 60 000 сомони. Бизнесу до 2 000 000 сомони. Точная сумма зависит от вашего дохода и залога.',
      'Individuals can borrow from 1,000 somoni (express loan) to 500,000 somoni (mortgage); a consumer loan is 3,000 to 60,000 somoni. Businesses can borrow up to 2,000,000 somoni. The exact amount depends on your income and collateral.',
    ),
  ),
  faq(
    26,
    'credit',
    t('Барои ипотека пардохти аввалия чанд аст?', 'Какой первоначальный взнос по ипотеке?', 'What down payment does a mortgage need?'),
    t(
      'Аз 20% арзиши манзил. Қарзи ипотекӣ аз 50 000 то 500 000 сомонӣ ба мӯҳлати 2 то 5 сол бо 18% солона дода мешавад; манзилро дар бозори аввалия ва дуюмин харидан мумкин аст.',
      'От 20% стоимости жилья. Ипотечный кредит выдаётся от 50 000 до 500 000 сомони на срок от 2 до 5 лет под 18% годовых; жильё можно купить на первичном и вторичном рынке.',
      'From 20% of the price of the home. Mortgages of 50,000 to 500,000 somoni are issued for 2 to 5 years at 18% a year, for homes on the primary or secondary market.',
    ),
    [2],
  ),
  faq(
    27,
    'credit',
    t('Дархост чанд вақт баррасӣ мешавад?', 'Как быстро рассматривается заявка?', 'How quickly is an application reviewed?'),
    t(
      'Дар бораи қарзи фаврӣ қарор дар ҳамон рӯз қабул мешавад; дархост барои қарзи мошин дар давоми 3 рӯзи корӣ баррасӣ мешавад. Барои дигар қарзҳо мӯҳлат аз ҳуҷҷатҳо ва арзёбии гарав вобаста аст ва онро мутахассиси қарз ҳангоми қабули дархост мегӯяд.',
      'По экспресс-кредиту решение принимается в день обращения; заявка на автокредит рассматривается в течение 3 рабочих дней. По другим кредитам срок зависит от документов и оценки залога — его назовёт кредитный специалист при приёме заявки.',
      'An express loan is decided the same day; a car loan application is reviewed within 3 working days. For other loans it depends on the documents and the valuation of the collateral: the loan officer tells you when you apply.',
    ),
  ),
  faq(
    28,
    'credit',
    t(
      'Оё ҷадвали пардохтро ба мавсими ҳосил мувофиқ кардан мумкин аст?',
      'Можно ли привязать график платежей к урожаю?',
      'Can repayments follow the harvest season?',
    ),
    t(
      'Ҳа, дар қарзи кишоварзӣ: аз 5 000 то 150 000 сомонӣ, ба мӯҳлати 1 то 3 сол, бо 20% солона барои тухмӣ, нурӣ, чорво ва техникаи хурд. Барои ширкатҳо дар қарз барои сармояи гардон пардохти қарзи асосиро то 3 моҳ мавқуф гузоштан мумкин аст.',
      'Да, по агрокредиту: от 5 000 до 150 000 сомони на срок от 1 до 3 лет под 20% годовых на семена, удобрения, скот и малую технику. Компаниям по кредиту на пополнение оборотных средств возможна отсрочка основного долга до 3 месяцев.',
      'Yes, with a farm loan: 5,000 to 150,000 somoni for 1 to 3 years at 20% a year, for seed, fertiliser, livestock and small machinery. For companies, a working capital loan can defer principal repayments for up to 3 months.',
    ),
    [5, 8],
  ),
  faq(
    29,
    'deposit',
    t('Кадом амонатҳо ҳастанд ва фоизи онҳо чанд аст?', 'Какие есть вклады и под какой процент?', 'Which deposits are there and what do they pay?'),
    t(
      'Барои шахсони воқеӣ: «Мӯҳлатнок» — то 12 моҳ 7% ва зиёда аз он 8% солона; «Афзоянда» — аз 1% то 8% вобаста ба мӯҳлат; «Кӯдакон» — то 12 моҳ 8% ва зиёда аз он 9%; «Ҷамъшаванда» бо доллари ИМА — то 4% солона. Барои ширкатҳо амонати «Тиҷорат» аз 6% то 10% солона.',
      'Для физических лиц: «Срочный» — до 12 месяцев 7%, свыше 8% годовых; «Растущий» — от 1% до 8% в зависимости от срока; «Детский» — до 12 месяцев 8%, свыше 9%; «Накопительный» в долларах США — до 4% годовых. Для компаний — депозит «Бизнес» от 6% до 10% годовых.',
      'For individuals: Term — 7% a year up to 12 months, 8% beyond; Growing — 1% to 8% depending on the term; Children’s — 8% up to 12 months, 9% beyond; Savings in US dollars — up to 4% a year. For companies the Business deposit pays 6% to 10% a year.',
    ),
  ),
  faq(
    30,
    'deposit',
    t('Барои кушодани амонат чӣ лозим аст?', 'Что нужно, чтобы открыть вклад?', 'What do I need to open a deposit?'),
    t(
      'Шиноснома ва маблағи ҳадди ақал: 500 сомонӣ барои «Мӯҳлатнок», 1 000 сомонӣ барои «Афзоянда», 100 сомонӣ барои «Кӯдакон» ва 100 доллар барои «Ҷамъшаванда». Ба филиал оед ё дар саҳифаи амонат тугмаи «Дархост пешниҳод кардан»-ро пахш кунед.',
      'Паспорт и минимальная сумма: 500 сомони для «Срочного», 1 000 сомони для «Растущего», 100 сомони для «Детского» и 100 долларов для «Накопительного». Приходите в отделение или нажмите «Подать заявку» на странице вклада.',
      'Your passport and the minimum amount: 500 somoni for Term, 1,000 somoni for Growing, 100 somoni for Children’s and 100 dollars for Savings. Visit an office or press Apply on the deposit’s page.',
    ),
  ),
  faq(
    31,
    'deposit',
    t(
      'Фоиз чӣ тавр пардохт мешавад? Капитализатсия ҳаст?',
      'Как выплачиваются проценты? Есть ли капитализация?',
      'How is interest paid? Is it capitalised?',
    ),
    t(
      'Дар амонатҳои «Мӯҳлатнок» ва «Тиҷорат» фоиз ҳар моҳ пардохт мешавад (дар «Тиҷорат» — ба ҳисоби ҷории ширкат). Дар амонатҳои «Афзоянда», «Кӯдакон» ва «Ҷамъшаванда» фоиз дар охири мӯҳлат якҷоя бо амонат пардохт мешавад. Фоиз ба маблағи амонат илова намешавад (капитализатсия нест). Аз ҳар пардохти фоиз 12% андоз нигоҳ дошта мешавад.',
      'По вкладам «Срочный» и «Бизнес» проценты выплачиваются ежемесячно («Бизнес» — на расчётный счёт компании). По вкладам «Растущий», «Детский» и «Накопительный» проценты выплачиваются в конце срока вместе с вкладом. Проценты к сумме вклада не прибавляются (капитализации нет). С каждой выплаты процентов удерживается налог 12%.',
      'The Term and Business deposits pay interest monthly (Business to the company’s current account). The Growing, Children’s and Savings deposits pay it at the end of the term with the deposit. Interest is not added to the deposit (no capitalisation). A 12% tax is withheld from every interest payment.',
    ),
  ),
  faq(
    32,
    'deposit',
    t('Агар амонатро пеш аз мӯҳлат гирам, чӣ мешавад?', 'Что будет, если забрать вклад досрочно?', 'What if I withdraw a deposit early?'),
    t(
      'Маблағи амонат пурра баргардонида мешавад, вале фоиз аз рӯи шартҳои бозпас гирифтани пеш аз мӯҳлат, ки дар шартнома омадаанд, аз нав ҳисоб карда мешавад ва одатан камтар мешавад. Фоизи аллакай пардохтшуда ҳангоми ҳисоби нав ба назар гирифта мешавад. Пеш аз кушодан мӯҳлатеро интихоб кунед, ки дар он пул ба шумо лозим намешавад.',
      'Сумма вклада возвращается полностью, но проценты пересчитываются по условиям досрочного расторжения, указанным в договоре, и обычно получаются меньше. Уже выплаченные проценты учитываются при пересчёте. Выбирайте срок, в течение которого деньги вам не понадобятся.',
      'The deposit itself is returned in full, but interest is recalculated on the early-withdrawal terms of your agreement and is usually lower. Interest already paid is taken into account in the recalculation. Choose a term during which you will not need the money.',
    ),
  ),
  faq(
    33,
    'deposit',
    t('Оё амонатро пур кардан мумкин аст?', 'Можно ли пополнять вклад?', 'Can I top up a deposit?'),
    t(
      'Ҳа, амонатҳои «Кӯдакон» ва «Ҷамъшаванда» (USD)-ро дар давоми мӯҳлат пур кардан мумкин аст. Маблағи ҳадди аксар: 200 000 сомонӣ барои «Кӯдакон» ва 500 000 доллар барои «Ҷамъшаванда».',
      'Да, вклады «Детский» и «Накопительный» (USD) можно пополнять в течение срока. Максимальная сумма: 200 000 сомони для «Детского» и 500 000 долларов для «Накопительного».',
      'Yes, the Children’s and Savings (USD) deposits can be topped up during the term. The maximum is 200,000 somoni for Children’s and 500,000 dollars for Savings.',
    ),
  ),
  faq(
    34,
    'deposit',
    t('Оё амонати ман суғурта шудааст?', 'Застрахован ли мой вклад?', 'Is my deposit insured?'),
    t(
      'Ҳа. Пасандозҳои шахсони воқеӣ дар SSB мувофиқи Қонуни Ҷумҳурии Тоҷикистон «Дар бораи суғуртаи пасандозҳои шахсони воқеӣ» аз ҷониби Фонди суғуртаи пасандозҳои шахсони воқеӣ суғурта шудаанд. Агар бонк иҷозатномаи худро аз даст диҳад, Фонд ба амонатгузор ҷубронпулиро то андозаи муқаррарнамудаи қонун пардохт мекунад. Пасандозҳои шахсони ҳуқуқӣ суғурта намешаванд.',
      'Да. Вклады физических лиц в SSB застрахованы Фондом страхования сбережений физических лиц в соответствии с Законом Республики Таджикистан «О страховании сбережений физических лиц». Если банк лишится лицензии, Фонд выплатит вкладчику возмещение в пределах суммы, установленной законом. Вклады юридических лиц не страхуются.',
      'Yes. Individuals’ deposits at SSB are insured by the Individual Savings Insurance Fund under the Law of the Republic of Tajikistan on Insurance of Individuals’ Savings. If the bank loses its licence, the Fund pays the depositor compensation up to the amount set by law. Deposits of legal entities are not insured.',
    ),
  ),
  faq(
    35,
    'deposit',
    t('Амонати «Кӯдакон»-ро кӣ ва чӣ тавр мекушояд?', 'Кто и как открывает «Детский» вклад?', 'Who can open a Children’s deposit?'),
    t(
      'Амонатро падар ё модар ба номи кӯдаки то 18-сола мекушояд; шиноснома ва шаҳодатномаи таваллуди кӯдак лозим аст. Маблағ аз 100 то 200 000 сомонӣ, мӯҳлат аз 12 то 36 моҳ, фоиз то 12 моҳ 8% ва зиёда аз он 9% солона.',
      'Вклад открывает родитель на имя ребёнка до 18 лет по своему паспорту и свидетельству о рождении ребёнка. Сумма от 100 до 200 000 сомони, срок от 12 до 36 месяцев, ставка до 12 месяцев 8%, свыше 9% годовых.',
      'A parent opens it in the name of a child under 18, with their passport and the child’s birth certificate. From 100 to 200,000 somoni for 12 to 36 months, at 8% a year up to 12 months and 9% beyond.',
    ),
  ),
  faq(
    36,
    'deposit',
    t('Оё амонат бо асъори хориҷӣ ҳаст?', 'Есть ли вклады в иностранной валюте?', 'Are there foreign-currency deposits?'),
    t(
      'Ҳа, амонати «Ҷамъшаванда» бо доллари ИМА: аз 100 то 500 000 доллар, мӯҳлат аз 3 то 36 моҳ. Фоиз: то 6 моҳ 0%, то 9 моҳ 1%, то 12 моҳ 1,5% ва зиёда аз 12 моҳ 4% солона. Амонатҳои дигар бо сомонӣ мебошанд.',
      'Да, вклад «Накопительный» в долларах США: от 100 до 500 000 долларов на срок от 3 до 36 месяцев. Ставка: до 6 месяцев 0%, до 9 — 1%, до 12 — 1,5%, свыше 12 месяцев — 4% годовых. Остальные вклады — в сомони.',
      'Yes, the Savings deposit in US dollars: 100 to 500,000 dollars for 3 to 36 months. Rates: 0% up to 6 months, 1% up to 9, 1.5% up to 12 and 4% a year beyond 12 months. The other deposits are in somoni.',
    ),
  ),
  faq(
    37,
    'card',
    t('Кадом кортҳоро кушодан мумкин аст?', 'Какие карты можно оформить?', 'Which cards can I get?'),
    t(
      'Корти Миллӣ, Visa Classic, Visa Gold, Mastercard Standard, Mastercard World ва UnionPay Classic. Кормандони ширкатҳое, ки лоиҳаи музди меҳнат доранд, корти музди меҳнат (Корти Миллӣ) мегиранд, ширкатҳо бошанд — корти корпоративии Visa Business.',
      'Корти Милли, Visa Classic, Visa Gold, Mastercard Standard, Mastercard World и UnionPay Classic. Сотрудники компаний с зарплатным проектом получают зарплатную карту Корти Милли, а компании — корпоративную Visa Business.',
      'Korti Milli, Visa Classic, Visa Gold, Mastercard Standard, Mastercard World and UnionPay Classic. Staff of companies with a salary project get a Korti Milli salary card, and companies can have the corporate Visa Business card.',
    ),
  ),
  faq(
    38,
    'card',
    t('Корти Миллӣ чист ва чӣ тавр онро гирам?', 'Что такое Корти Милли и как её получить?', 'What is Korti Milli and how do I get one?'),
    t(
      'Корти миллии пардохтӣ бо сомонӣ барои харид ва гирифтани пули нақд дар тамоми Тоҷикистон. Додан ва хизматрасонӣ ройгон, мӯҳлати амал 3 сол, дар банкоматҳои SSB гирифтани пул бе комиссия. Бо шиноснома ба ҳар филиал оед — корт дар ҳамон рӯз омода мешавад.',
      'Национальная платёжная карта в сомони для покупок и снятия наличных по всему Таджикистану. Выпуск и обслуживание бесплатны, срок действия 3 года, снятие в банкоматах SSB без комиссии. Приходите с паспортом в любое отделение — карта будет готова в тот же день.',
      'The national payment card, in somoni, for shopping and cash all over Tajikistan. Issue and service are free, it is valid for 3 years and cash at SSB ATMs is free. Bring your passport to any office: the card is ready the same day.',
    ),
  ),
  faq(
    39,
    'card',
    t('Додан ва хизматрасонии кортҳо чанд пул аст?', 'Сколько стоят выпуск и обслуживание карт?', 'What do the cards cost?'),
    t(
      'Корти Миллӣ ва корти музди меҳнат ройгон. Додан / хизматрасонии солона: Visa Classic ва Mastercard Standard — 30 / 20 сомонӣ, UnionPay Classic — 20 / 10 сомонӣ, Visa Gold — 150 / 100 сомонӣ, Mastercard World — 250 / 150 сомонӣ, Visa Business — 50 / 60 сомонӣ. Нархи барориши дубора, огоҳиномаҳои SMS, комиссияи гирифтани пул ва ҳадҳо дар саҳифаи ҳар корт нишон дода шудаанд.',
      'Корти Милли и зарплатная карта бесплатны. Выпуск / годовое обслуживание: Visa Classic и Mastercard Standard — 30 / 20 сомони, UnionPay Classic — 20 / 10 сомони, Visa Gold — 150 / 100 сомони, Mastercard World — 250 / 150 сомони, Visa Business — 50 / 60 сомони. Перевыпуск, SMS-уведомления, комиссии за снятие наличных и лимиты указаны на странице каждой карты.',
      'Korti Milli and the salary card are free. Issue / yearly service: Visa Classic and Mastercard Standard 30 / 20 somoni, UnionPay Classic 20 / 10 somoni, Visa Gold 150 / 100 somoni, Mastercard World 250 / 150 somoni, Visa Business 50 / 60 somoni. Reissue, SMS notifications, cash withdrawal fees and limits are on each card’s page.',
    ),
  ),
  faq(
    40,
    'card',
    t('Дар банкомат гирифтани пул комиссия дорад?', 'Есть ли комиссия за снятие наличных в банкомате?', 'Is there a fee for cash at an ATM?'),
    t(
      'Дар банкоматҳои SSB бо ҳамаи кортҳои SSB гирифтани пул бе комиссия аст. Дар банкоматҳои бонкҳои дигари Тоҷикистон: Корти Миллӣ ва корти музди меҳнат 0,5% (на камтар аз 3 сомонӣ), Visa Gold ва Mastercard World 0,5% (на камтар аз 5 сомонӣ), кортҳои дигар 1% (на камтар аз 5 сомонӣ). Дар хориҷа: Visa Gold ва Mastercard World 1%, кортҳои дигар 1,5%, на камтар аз 30 сомонӣ. Банкоматҳои SSB шабонарӯзӣ кор мекунанд ва баъзеи онҳо доллар низ медиҳанд.',
      'В банкоматах SSB снятие по всем картам SSB без комиссии. В банкоматах других банков Таджикистана: Корти Милли и зарплатная карта — 0,5% (не менее 3 сомони), Visa Gold и Mastercard World — 0,5% (не менее 5 сомони), остальные карты — 1% (не менее 5 сомони). За рубежом: Visa Gold и Mastercard World — 1%, остальные карты — 1,5%, не менее 30 сомони. Банкоматы SSB работают круглосуточно, некоторые выдают и доллары.',
      'Cash from SSB ATMs is free with every SSB card. At other banks’ ATMs in Tajikistan: Korti Milli and the salary card 0.5% (at least 3 somoni), Visa Gold and Mastercard World 0.5% (at least 5 somoni), the other cards 1% (at least 5 somoni). Abroad: Visa Gold and Mastercard World 1%, the other cards 1.5%, at least 30 somoni. SSB ATMs work around the clock and some also pay out dollars.',
    ),
  ),
  faq(
    41,
    'card',
    t('Бо корт дар як рӯз чӣ қадар пул гирифтан мумкин аст?', 'Какой лимит снятия наличных по карте?', 'How much cash can I withdraw a day?'),
    t(
      'Дар як рӯз: Корти Миллӣ ва корти музди меҳнат то 10 000 сомонӣ, Visa Classic, Mastercard Standard ва UnionPay Classic то 15 000 сомонӣ, Visa Gold то 30 000 сомонӣ, Mastercard World то 40 000 сомонӣ, Visa Business то 50 000 сомонӣ. Ҳадди харидҳо ва ҳадди моҳона дар саҳифаи ҳар корт нишон дода шудаанд. Дар Visa Business ширкат барои ҳар корманд ҳадди хароҷотро худаш муқаррар мекунад.',
      'В день: Корти Милли и зарплатная карта — до 10 000 сомони, Visa Classic, Mastercard Standard и UnionPay Classic — до 15 000 сомони, Visa Gold — до 30 000 сомони, Mastercard World — до 40 000 сомони, Visa Business — до 50 000 сомони. Лимиты покупок и месячные лимиты указаны на странице каждой карты. По Visa Business компания сама устанавливает лимит расходов для каждого сотрудника.',
      'A day: Korti Milli and the salary card up to 10,000 somoni, Visa Classic, Mastercard Standard and UnionPay Classic up to 15,000 somoni, Visa Gold up to 30,000 somoni, Mastercard World up to 40,000 somoni, Visa Business up to 50,000 somoni. Purchase and monthly limits are on each card’s page. With Visa Business the company sets a spending limit for each employee.',
    ),
  ),
  faq(
    42,
    'card',
    t('Бо кадом корт дар хориҷа пардохт кардан мумкин аст?', 'Какой картой можно платить за рубежом?', 'Which card can I use abroad?'),
    t(
      'Корти Миллӣ барои пардохт дар дохили Тоҷикистон аст. Барои хориҷа Visa ё Mastercard, барои Чин ва кишварҳои Осиё UnionPay-ро интихоб кунед. Асъори ҳисоб: Visa Classic — сомонӣ ё доллар; Mastercard Standard — сомонӣ, доллар ё рубл; Visa Gold ва Mastercard World — доллар ё евро; UnionPay Classic — доллар.',
      'Корти Милли предназначена для оплаты внутри Таджикистана. Для поездок за рубеж выбирайте Visa или Mastercard, для Китая и стран Азии — UnionPay. Валюта счёта: Visa Classic — сомони или доллары; Mastercard Standard — сомони, доллары или рубли; Visa Gold и Mastercard World — доллары или евро; UnionPay Classic — доллары.',
      'Korti Milli is for payments within Tajikistan. Abroad, choose Visa or Mastercard, and UnionPay for China and Asia. Account currency: Visa Classic somoni or dollars; Mastercard Standard somoni, dollars or roubles; Visa Gold and Mastercard World dollars or euros; UnionPay Classic dollars.',
    ),
  ),
  faq(
    43,
    'card',
    t('Чӣ тавр интиқолро аз Россия ба корт гирам?', 'Как получить перевод из России на карту?', 'How do I receive a transfer from Russia to a card?'),
    t(
      'Корти Mastercard Standard кушоед: интиқолҳо аз Россия мустақиман ба корт дар давоми чанд дақиқа меоянд ва бо сомонӣ ё рубл нигоҳ дошта мешаванд.',
      'Оформите карту Mastercard Standard: переводы из России приходят прямо на карту за несколько минут и хранятся в сомони или рублях.',
      'Get a Mastercard Standard: transfers from Russia arrive straight on the card within minutes and are kept in somoni or roubles.',
    ),
  ),
  faq(
    44,
    'card',
    t(
      'Корт чӣ тавр фармоиш дода мешавад ва кай омода мешавад?',
      'Как заказать карту и когда она будет готова?',
      'How do I order a card and when is it ready?',
    ),
    t(
      'Дар саҳифаи корт тугмаи «Кортро фармоиш додан»-ро пахш кунед ё бо шиноснома ба филиал оед. Корти Миллӣ дар ҳамон рӯз омода мешавад, Visa ва Mastercard Standard дар 5 рӯзи корӣ, Mastercard World ва UnionPay дар 7 рӯзи корӣ. Кортҳо 3 сол, Mastercard World 4 сол амал мекунанд.',
      'Нажмите «Заказать карту» на странице карты или приходите с паспортом в отделение. Корти Милли готова в тот же день, Visa и Mastercard Standard — через 5 рабочих дней, Mastercard World и UnionPay — через 7. Карты действуют 3 года, Mastercard World — 4 года.',
      'Press Order the card on the card’s page or bring your passport to an office. Korti Milli is ready the same day, Visa and Mastercard Standard in 5 working days, Mastercard World and UnionPay in 7. Cards are valid for 3 years, Mastercard World for 4.',
    ),
  ),
  faq(
    45,
    'card',
    t(
      'Агар касе аз номи бонк рамзи кортро пурсад, чӣ кор кунам?',
      'Что делать, если от имени банка просят код карты?',
      'What if someone asks for my card codes on the bank’s behalf?',
    ),
    t(
      `Ҳеҷ гоҳ рамзи PIN ва CVV-ро ба касе нагӯед: бонк рамзҳоро тавассути телефон намепурсад. Гуфтугӯро қатъ кунед ва ба 8855 занг занед. Агар рамзро аллакай гуфта бошед, фавран ба хати шабонарӯзии ${CARD_BLOCK_PHONE} занг занед, то корт баста шавад.`,
      `Никому не сообщайте PIN и CVV: банк никогда не спрашивает коды по телефону. Прервите разговор и позвоните 8855. Если код уже назван, сразу позвоните на круглосуточную линию ${CARD_BLOCK_PHONE} и заблокируйте карту.`,
      `Never tell anyone your PIN or CVV: the bank never asks for codes by phone. End the call and ring 8855. If you have already given a code, call the 24/7 line ${CARD_BLOCK_PHONE} at once and have the card blocked.`,
    ),
  ),
];

export const popular: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      kind: 'credit',
      title: t('Қарзи истеъмолӣ', 'Потребительский кредит', 'Consumer loan'),
      summary: t('Аз 1 то 3 сол, дархост ройгон', 'От 1 до 3 лет, заявка бесплатно', '1 to 3 years, free application'),
      image: media('credit-consumer'),
      link: '/Credit/1',
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      kind: 'deposit',
      title: t('Амонати «Мӯҳлатнок»', 'Депозит «Срочный»', 'Term deposit'),
      summary: t('То 8% солона', 'До 8% годовых', 'Up to 8% a year'),
      image: media('deposit-6'),
      link: '/Deposit/6',
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      kind: 'card',
      title: t('Корти Миллӣ', 'Корти Милли', 'Korti Milli'),
      summary: t('Додан ройгон', 'Выпуск бесплатно', 'Free issue'),
      image: mediaIn('card-1'),
      link: '/Card/1',
    },
  },
  {
    id: 4,
    doc: {
      id: 4,
      kind: 'transfer',
      title: t('SSB Экспресс', 'SSB Экспресс', 'SSB Express'),
      summary: t('Интиқол аз 5 дақиқа', 'Переводы от 5 минут', 'Transfers from 5 minutes'),
      image: media('transfer-ssb-express'),
      link: '/transfers/ssb-express',
    },
  },
  {
    id: 5,
    doc: {
      id: 5,
      kind: 'service',
      title: t('Лоиҳаи музди меҳнат', 'Зарплатный проект', 'Salary project'),
      summary: t('Кортҳо барои кормандон ройгон', 'Карты сотрудникам бесплатно', 'Free cards for your staff'),
      image: media('service-salary-project'),
      link: '/services/view',
    },
  },
];

export const sliders: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      status: 1,
      title: t('Қарз бе пардохт барои дархост', 'Кредит без платы за заявку', 'Loans with a free application'),
      text: t('Қарзи истеъмолӣ аз 1 то 3 сол', 'Потребительские кредиты от 1 до 3 лет', 'Consumer loans for 1 to 3 years'),
      image: media('slider-1'),
      link: '/Credit',
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      status: 1,
      title: t('Амонатҳо то 9% солона', 'Вклады до 9% годовых', 'Deposits up to 9% a year'),
      text: t(
        'Барои шахсони воқеӣ то 9%, барои ширкатҳо то 10% солона',
        'Для частных лиц до 9%, для компаний до 10% годовых',
        'Up to 9% a year for individuals, up to 10% for businesses',
      ),
      image: media('slider-2'),
      link: '/Deposit',
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      status: 1,
      title: t('Барномаи SSB Mobile', 'Приложение SSB Mobile', 'The SSB Mobile app'),
      text: t('Бонк дар телефони шумо', 'Банк в вашем телефоне', 'The bank in your phone'),
      image: media('slider-3'),
      link: '/SSB-mobile',
    },
  },
  {
    id: 4,
    doc: {
      id: 4,
      status: 0,
      title: t('Пешниҳоди гузашта', 'Прошедшая акция', 'A past offer'),
      text: t('Нашр нашудааст', 'Не опубликовано', 'Not published'),
      image: media('slider-4'),
      link: null,
    },
  },
];

export const links: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      title: t('Бонки миллии Тоҷикистон', 'Национальный банк Таджикистана', 'National Bank of Tajikistan'),
      url: 'https://nbt.tj',
      image: media('link-nbt'),
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      title: t('Агентии миллии иттилоотии «Ховар»', 'Национальное информационное агентство «Ховар»', 'Khovar national news agency'),
      url: 'https://khovar.tj',
      image: media('link-khovar'),
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      title: t('Президенти Ҷумҳурии Тоҷикистон', 'Президент Республики Таджикистан', 'President of the Republic of Tajikistan'),
      url: 'https://president.tj',
      image: media('link-president'),
    },
  },
  {
    id: 4,
    doc: {
      id: 4,
      title: t('Вазорати молияи Ҷумҳурии Тоҷикистон', 'Министерство финансов Республики Таджикистан', 'Ministry of Finance of Tajikistan'),
      url: 'https://minfin.tj',
      image: media('link-minfin'),
    },
  },
];
