/** The tariffs, made from the seed's cards, deposits and transfers (the figures the site shows). */
import { cards, deposits, transfers } from '../../../../seed/content/products';
import type { Translated } from '../../../shared/language';
import { heading, list, num, paragraph, percent, picker, somoni, table, type DocumentBody, type Lang } from './text';

interface CashFee {
  percent: number;
  min: number;
}
interface Card {
  title: Translated;
  audience: string;
  currencies: string[];
  issueFee: number;
  yearlyFee: number;
  reissueFee: number;
  smsFee: number;
  cashFees: { ssbAtm: CashFee; otherBanks: CashFee; abroad: CashFee | null };
  limits: { dailyCash: number; dailyPurchases: number; monthly: number };
}
interface Deposit {
  title: Translated;
  audience: string;
  currency: string;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
  rateTiers: { upToMonths: number | null; percent: number }[];
}
interface Transfer {
  title: Translated;
  fee: Translated;
  speed: Translated;
  coverage: Translated;
}

const CARDS = cards.map((c) => c.doc as unknown as Card);
const DEPOSITS = deposits.map((d) => d.doc as unknown as Deposit);
const TRANSFERS = transfers.map((d) => d.doc as unknown as Transfer);

function cardTables(lang: Lang, audience: string) {
  const x = picker(lang);
  const own = CARDS.filter((c) => c.audience === audience);
  const fee = (value: number) => (value === 0 ? x('ройгон', 'бесплатно', 'free') : `${num(value, lang)} ${somoni(lang)}`);
  const cash = (f: CashFee | null) =>
    !f
      ? x('намешавад', 'недоступно', 'not available')
      : f.percent === 0
        ? x('ройгон', 'бесплатно', 'free')
        : `${percent(f.percent, lang)}, ${x('на камтар аз', 'не менее', 'min.')} ${num(f.min, lang)} ${somoni(lang)}`;
  return [
    table(
      [
        [x('Корт', 'Карта', 'Card'), 24],
        [x('Асъор', 'Валюта', 'Currency'), 14],
        [x('Барориш', 'Выпуск', 'Issue'), 14, 'right'],
        [x('Хизматрасонии солона', 'Годовое обслуживание', 'Yearly service'), 20, 'right'],
        [x('Барориши дубора', 'Перевыпуск', 'Reissue'), 15, 'right'],
        [x('SMS, дар як моҳ', 'SMS, в месяц', 'SMS, a month'), 13, 'right'],
      ],
      own.map((c) => [c.title[lang], c.currencies.join(', '), fee(c.issueFee), fee(c.yearlyFee), fee(c.reissueFee), fee(c.smsFee)]),
    ),
    paragraph(x('Гирифтани пули нақд бо корт:', 'Снятие наличных по карте:', 'Cash withdrawals with the card:')),
    table(
      [
        [x('Корт', 'Карта', 'Card'), 28],
        [x('Банкоматҳои SSB', 'Банкоматы SSB', 'SSB ATMs'), 20],
        [x('Бонкҳои дигари Тоҷикистон', 'Другие банки Таджикистана', 'Other banks in Tajikistan'), 26],
        [x('Дар хориҷа', 'За рубежом', 'Abroad'), 26],
      ],
      own.map((c) => [c.title[lang], cash(c.cashFees.ssbAtm), cash(c.cashFees.otherBanks), cash(c.cashFees.abroad)]),
    ),
    table(
      [
        [x('Ҳадди корт', 'Лимиты карты', 'Card limits'), 28],
        [x('Пули нақд дар як рӯз', 'Наличные в день', 'Cash a day'), 24, 'right'],
        [x('Харид дар як рӯз', 'Покупки в день', 'Purchases a day'), 24, 'right'],
        [x('Ҳамагӣ дар як моҳ', 'Всего в месяц', 'Total a month'), 24, 'right'],
      ],
      own.map((c) => [c.title[lang], num(c.limits.dailyCash, lang), num(c.limits.dailyPurchases, lang), num(c.limits.monthly, lang)]),
    ),
  ];
}

function depositTable(lang: Lang, audience: string) {
  const x = picker(lang);
  const tiers = (d: Deposit) =>
    d.rateTiers
      .map((tier) =>
        tier.upToMonths === null
          ? `${x('зиёда', 'свыше', 'longer')}: ${percent(tier.percent, lang)}`
          : `${x('то', 'до', 'up to')} ${tier.upToMonths} ${x('моҳ', 'мес.', 'mo.')}: ${percent(tier.percent, lang)}`,
      )
      .join('; ');
  return table(
    [
      [x('Амонат', 'Вклад', 'Deposit'), 26],
      [x('Асъор', 'Валюта', 'Currency'), 10],
      [x('Маблағ', 'Сумма', 'Amount'), 24],
      [x('Мӯҳлат, моҳ', 'Срок, мес.', 'Term, months'), 12, 'right'],
      [x('Фоизи солона', 'Ставка, годовых', 'Rate a year'), 28],
    ],
    DEPOSITS.filter((d) => d.audience === audience).map((d) => [
      d.title[lang],
      d.currency,
      `${num(d.minAmount, lang)} – ${num(d.maxAmount, lang)}`,
      `${d.minMonths} – ${d.maxMonths}`,
      tiers(d),
    ]),
  );
}

export function tariffsIndividuals(lang: Lang): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      'Тарифҳо барои хизматрасонӣ ба шахсони воқеӣ. Аз 10 январи соли 2025 амал мекунанд. Маблағҳо бо сомонӣ, агар асъори дигар зикр нашуда бошад; андоз аз арзиши иловашуда дохил аст, агар он татбиқ шавад.',
      'Тарифы на обслуживание физических лиц. Действуют с 10 января 2025 г. Суммы в сомони, если не указана другая валюта; НДС включён, где он применяется.',
      'Tariffs for individual customers, in force from 10 January 2025. Amounts in somoni unless another currency is named; VAT included where it applies.',
    ),
    blocks: [
      heading(x('1. Ҳисобҳои ҷорӣ', '1. Текущие счета', '1. Current accounts')),
      table(
        [
          [x('Хизмат', 'Услуга', 'Service'), 70],
          [x('Тариф', 'Тариф', 'Tariff'), 30, 'right'],
        ],
        [
          [
            x(
              'Кушодани ҳисоби ҷорӣ бо сомонӣ ё асъори хориҷӣ',
              'Открытие текущего счёта в сомони или иностранной валюте',
              'Opening a current account in somoni or a foreign currency',
            ),
            x('ройгон', 'бесплатно', 'free'),
          ],
          [x('Хизматрасонии ҳисоб', 'Обслуживание счёта', 'Account service'), x('ройгон', 'бесплатно', 'free')],
          [x('Иқтибос аз ҳисоб дар филиал', 'Выписка по счёту в отделении', 'Account statement at an office'), `5 ${somoni(lang)}`],
          [x('Маълумотнома дар бораи ҳисоб', 'Справка о счёте', 'Certificate of account'), `20 ${somoni(lang)}`],
          [x('Пӯшидани ҳисоб', 'Закрытие счёта', 'Closing an account'), x('ройгон', 'бесплатно', 'free')],
        ],
      ),
      heading(x('2. Кортҳои пардохтӣ', '2. Платёжные карты', '2. Payment cards')),
      ...cardTables(lang, 'individual'),
      paragraph(
        x(
          'Бастани корт ройгон аст. Табдили асъор ҳангоми харид дар хориҷа бо қурби бонк дар рӯзи ҳисоббаробаркунӣ анҷом дода мешавад.',
          'Блокировка карты бесплатна. Конвертация при покупках за рубежом выполняется по курсу банка на дату расчёта.',
          'Blocking a card is free. Purchases abroad are converted at the bank’s rate on the settlement date.',
        ),
      ),
      heading(x('3. Амонатҳо', '3. Вклады', '3. Deposits')),
      depositTable(lang, 'individual'),
      paragraph(
        x(
          'Аз даромади фоизӣ 12% андоз нигоҳ дошта мешавад. Амонатҳои шахсони воқеӣ мувофиқи қонун аз ҷониби Фонди суғуртаи амонатҳои шахсони воқеӣ суғурта карда мешаванд.',
          'С процентного дохода удерживается налог 12%. Вклады физических лиц застрахованы Фондом страхования сбережений физических лиц в соответствии с законом.',
          'A 12% tax is withheld from interest income. Individuals’ deposits are insured by the Individual Deposit Insurance Fund as the law provides.',
        ),
      ),
      heading(x('4. Интиқоли пул', '4. Денежные переводы', '4. Money transfers')),
      table(
        [
          [x('Интиқол', 'Перевод', 'Transfer'), 26],
          [x('Комиссия', 'Комиссия', 'Fee'), 28],
          [x('Мӯҳлат', 'Срок', 'Time'), 18],
          [x('Самт', 'Направление', 'Where'), 28],
        ],
        TRANSFERS.map((tr) => [tr.title[lang], tr.fee[lang], tr.speed[lang], tr.coverage[lang]]),
      ),
      paragraph(
        x(
          'Бонк метавонад тарифҳоро тағйир диҳад ва дар ин бора на дертар аз 15 рӯз пеш дар сомона ва филиалҳо хабар медиҳад. Маълумот: маркази тамос 8855.',
          'Банк может изменить тарифы, сообщив об этом на сайте и в отделениях не позднее чем за 15 дней. Справки: контакт-центр 8855.',
          'The bank may change its tariffs, announcing the change on its website and in its offices at least 15 days ahead. Enquiries: contact centre 8855.',
        ),
      ),
    ],
  };
}

export function tariffsLegal(lang: Lang): DocumentBody {
  const x = picker(lang);
  const s = somoni(lang);
  return {
    subtitle: x(
      'Тарифҳо барои хизматрасонӣ ба шахсони ҳуқуқӣ ва соҳибкорони инфиродӣ. Аз 10 январи соли 2025 амал мекунанд.',
      'Тарифы на обслуживание юридических лиц и индивидуальных предпринимателей. Действуют с 10 января 2025 г.',
      'Tariffs for legal entities and sole proprietors, in force from 10 January 2025.',
    ),
    blocks: [
      heading(x('1. Ҳисобҳои ҳисоббаробаркунӣ', '1. Расчётные счета', '1. Settlement accounts')),
      table(
        [
          [x('Хизмат', 'Услуга', 'Service'), 64],
          [x('Тариф', 'Тариф', 'Tariff'), 36, 'right'],
        ],
        [
          [x('Кушодани ҳисоб бо сомонӣ', 'Открытие счёта в сомони', 'Opening a somoni account'), `100 ${s}`],
          [x('Кушодани ҳисоб бо асъори хориҷӣ', 'Открытие счёта в иностранной валюте', 'Opening a foreign currency account'), `150 ${s}`],
          [x('Хизматрасонии ҳармоҳаи ҳисоб', 'Ежемесячное обслуживание счёта', 'Monthly account service'), `50 ${s}`],
          [
            x('Хизматрасонии ҳисоб дар SSB Business онлайн', 'Обслуживание в SSB Business онлайн', 'SSB Business online banking'),
            `30 ${s} ${x('дар як моҳ', 'в месяц', 'a month')}`,
          ],
          [x('Иқтибоси ҳаррӯза', 'Ежедневная выписка', 'Daily statement'), x('ройгон', 'бесплатно', 'free')],
        ],
      ),
      heading(x('2. Пардохтҳо ва пули нақд', '2. Платежи и наличные', '2. Payments and cash')),
      table(
        [
          [x('Амалиёт', 'Операция', 'Operation'), 64],
          [x('Тариф', 'Тариф', 'Tariff'), 36, 'right'],
        ],
        [
          [x('Пардохт бо сомонӣ дар дохили SSB', 'Платёж в сомони внутри SSB', 'Somoni payment within SSB'), x('ройгон', 'бесплатно', 'free')],
          [x('Пардохт бо сомонӣ ба бонки дигар', 'Платёж в сомони в другой банк', 'Somoni payment to another bank'), `5 ${s}`],
          [x('Пардохт ба буҷет', 'Платёж в бюджет', 'Payment to the budget'), x('ройгон', 'бесплатно', 'free')],
          [
            x('Интиқоли асъори хориҷӣ', 'Перевод в иностранной валюте', 'Foreign currency transfer'),
            x('0,2%, на камтар аз 30 USD', '0,2%, не менее 30 USD', '0.2%, min. 30 USD'),
          ],
          [x('Қабули пули нақд ба ҳисоб', 'Приём наличных на счёт', 'Cash paid into the account'), x('ройгон', 'бесплатно', 'free')],
          [
            x('Додани пули нақд аз ҳисоб', 'Выдача наличных со счёта', 'Cash withdrawn from the account'),
            x('0,5% аз маблағ', '0,5% от суммы', '0.5% of the amount'),
          ],
          [
            x('Лоиҳаи музди меҳнат, аз маблағи музд', 'Зарплатный проект, от суммы зарплаты', 'Payroll, of the payroll amount'),
            x('0,3%', '0,3%', '0.3%'),
          ],
        ],
      ),
      heading(x('3. Кортҳои корпоративӣ', '3. Корпоративные карты', '3. Corporate cards')),
      ...cardTables(lang, 'legal'),
      heading(x('4. Амонатҳо', '4. Депозиты', '4. Deposits')),
      depositTable(lang, 'legal'),
      paragraph(
        x(
          'Фоиз ҳар моҳ ба ҳисоби ҳисоббаробаркунии ширкат гузаронида мешавад. Бозпас гирифтани амонат пеш аз мӯҳлат мумкин аст; дар ин ҳолат фоиз бо меъёри 1% солона аз нав ҳисоб карда мешавад.',
          'Проценты ежемесячно перечисляются на расчётный счёт компании. Досрочный возврат депозита возможен; в этом случае проценты пересчитываются по ставке 1% годовых.',
          'Interest is paid monthly to the company’s settlement account. A deposit may be returned early; the interest is then recalculated at 1% a year.',
        ),
      ),
      heading(x('5. Шартҳои умумӣ', '5. Общие условия', '5. General terms')),
      list(
        x(
          'Комиссия аз ҳисоби мизоҷ бе фармоиши иловагӣ гирифта мешавад.',
          'Комиссии списываются со счёта клиента без дополнительного распоряжения.',
          'Fees are debited from the customer’s account without a further order.',
        ),
        x(
          'Пардохтҳое, ки то соати 15:00 қабул шудаанд, ҳамон рӯз иҷро мешаванд.',
          'Платежи, принятые до 15:00, исполняются в тот же день.',
          'Payments received by 15:00 are executed the same day.',
        ),
        x(
          'Тарифҳои инфиродӣ барои мизоҷони калон бо қарори Кумитаи тарифҳо муқаррар карда мешаванд.',
          'Индивидуальные тарифы для крупных клиентов устанавливает Тарифный комитет.',
          'Individual tariffs for large customers are set by the Tariff Committee.',
        ),
      ),
    ],
  };
}

/** The footer's "Tariffs": both lists in one document. */
export function tariffsAll(lang: Lang): DocumentBody {
  const x = picker(lang);
  const individuals = tariffsIndividuals(lang);
  const legal = tariffsLegal(lang);
  return {
    title: x('Тарифҳои SSB', 'Тарифы SSB', 'SSB tariffs'),
    subtitle: individuals.subtitle,
    blocks: [
      heading(x('Шахсони воқеӣ', 'Физические лица', 'Individuals')),
      ...individuals.blocks,
      heading(
        x('Шахсони ҳуқуқӣ ва соҳибкорони инфиродӣ', 'Юридические лица и индивидуальные предприниматели', 'Legal entities and sole proprietors'),
      ),
      ...legal.blocks,
    ],
  };
}
