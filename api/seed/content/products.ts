/** Cards, deposits, services, salary projects, transfer systems, FAQ and the home page lists. */
import { info, media, p, t, type SeedDoc } from './types';

const card = (
  id: number,
  paymentSystem: string,
  audience: string,
  currencies: string[],
  termMonths: number,
  issueFee: number,
  yearlyFee: number,
  title: ReturnType<typeof t>,
  summary: ReturnType<typeof t>,
  more: ReturnType<typeof t>,
): SeedDoc => ({
  id,
  doc: {
    id,
    type: 'cards',
    title,
    summary,
    image: media(`card-${id}`),
    audience,
    paymentSystem,
    description: info(summary, more),
    currencies,
    termMonths,
    issueFee,
    yearlyFee,
  },
});

export const cards: SeedDoc[] = [
  card(
    1,
    'KORTI_MILLI',
    'individual',
    ['TJS'],
    36,
    0,
    0,
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
    'VISA',
    'individual',
    ['TJS', 'USD'],
    36,
    30,
    20,
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
    'VISA',
    'individual',
    ['USD', 'EUR'],
    36,
    150,
    100,
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
    'MASTERCARD',
    'individual',
    ['TJS', 'USD', 'RUB'],
    36,
    30,
    20,
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
    'MASTERCARD',
    'individual',
    ['USD', 'EUR'],
    48,
    250,
    150,
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
    'UNIONPAY',
    'individual',
    ['USD'],
    36,
    20,
    10,
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
    'VISA',
    'legal',
    ['TJS', 'USD'],
    36,
    50,
    60,
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
    'KORTI_MILLI',
    'individual',
    ['TJS'],
    36,
    0,
    0,
    t('Корти музди меҳнат', 'Зарплатная карта', 'Salary card'),
    t(
      'Корти Миллӣ барои гирифтани музди меҳнат дар доираи лоиҳаи музди меҳнат.',
      'Карта Корти Милли для получения зарплаты в рамках зарплатного проекта.',
      'A Korti Milli card for receiving wages under a salary project.',
    ),
    t(
      'Додан ва хизматрасонӣ ройгон. Гирифтани пул дар ҳамаи банкоматҳои SSB бе комиссия.',
      'Выпуск и обслуживание бесплатно. Снятие во всех банкоматах SSB без комиссии.',
      'Free issue and service. No fee for cash at any SSB ATM.',
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
    t('Амонати «Мӯҳлатнок»', 'Депозит «Срочный»', 'Term deposit'),
    t(
      'Амонат бо сомонӣ: то 12 моҳ 7% ва зиёда аз 12 моҳ 8% солона.',
      'Вклад в сомони: до 12 месяцев 7%, свыше 12 месяцев 8% годовых.',
      'A somoni deposit: 7% a year up to 12 months, 8% for longer terms.',
    ),
    join(
      t(
        'Фоиз ҳар моҳ пардохт мешавад. Ҳангоми то 12 моҳ сол 360 рӯз, зиёда аз он 365 рӯз ҳисоб мешавад.',
        'Проценты выплачиваются ежемесячно. До года расчёт на 360 дней, свыше года на 365.',
        'Interest is paid monthly. Up to a year the basis is 360 days, beyond that 365.',
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

const faq = (id: number, section: string, question: ReturnType<typeof t>, answer: ReturnType<typeof t>): SeedDoc => ({
  id,
  doc: { id, section, question, answer },
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
      'На зиёда аз 30 рӯзи тақвимӣ; дар бораи қабул дар давоми 3 рӯзи корӣ хабар медиҳем.',
      'Не более 30 календарных дней; о приёме сообщаем в течение 3 рабочих дней.',
      'At most 30 calendar days; we confirm receipt within 3 working days.',
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
      'Фавран ба 8855 занг занед, корт баста мешавад ва нави онро дар филиал мегиред.',
      'Сразу позвоните 8855: карту заблокируют, новую получите в отделении.',
      'Call 8855 at once: the card is blocked and you get a new one at an office.',
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
      image: media('card-1'),
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
      text: t('Қарзи истеъмолӣ аз 1 то 5 сол', 'Потребительские кредиты от 1 до 5 лет', 'Consumer loans for 1 to 5 years'),
      image: media('slider-1'),
      link: '/Credit',
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      status: 1,
      title: t('Амонат то 8% солона', 'Вклады до 8% годовых', 'Deposits up to 8% a year'),
      text: t('Пасандози худро афзун кунед', 'Приумножьте свои сбережения', 'Grow your savings'),
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
