/** The annual report 2024 and the financial statements for Q3 2025 (figures in thousand somoni). */
import { atms, offices } from '../../../../seed/content/locations';
import { heading, num, paragraph, percent, picker, table, type DocumentBody, type Lang } from './text';

type Line = [tj: string, ru: string, en: string, ...values: number[]];

const change = (now: number, before: number, lang: Lang) => `${now >= before ? '+' : ''}${percent(((now - before) / before) * 100, lang)}`;

/** Key figures of 2023 and 2024: thousand somoni, but where a unit is named. */
const KEY_FIGURES: Line[] = [
  ['Ҳамагӣ дороиҳо', 'Итого активы', 'Total assets', 612_480, 781_350],
  ['Қарзҳои ба мизоҷон додашуда (соф)', 'Кредиты клиентам (чистые)', 'Loans to customers (net)', 398_210, 512_760],
  ['Амонатҳои мизоҷон', 'Средства клиентов', 'Customer deposits', 421_900, 548_300],
  ['Сармояи худӣ', 'Собственный капитал', 'Equity', 118_400, 139_900],
  ['Даромади софи фоизӣ', 'Чистый процентный доход', 'Net interest income', 48_600, 61_200],
  ['Даромади софи комиссионӣ', 'Чистый комиссионный доход', 'Net fee and commission income', 12_300, 15_800],
  ['Фоидаи соф', 'Чистая прибыль', 'Net profit', 15_200, 21_500],
];

const RATIOS: Line[] = [
  ['Кифояи сармоя, %', 'Достаточность капитала, %', 'Capital adequacy, %', 21.4, 19.8],
  ['Ҳиссаи қарзҳои ғайрифаъол, %', 'Доля неработающих кредитов, %', 'Non-performing loans, %', 4.1, 3.2],
  ['Даромаднокии сармоя (ROE), %', 'Рентабельность капитала (ROE), %', 'Return on equity (ROE), %', 13.6, 16.6],
];

const NETWORK: Line[] = [
  // The network as the site lists it (the addresses page): a report and the map never disagree.
  ['Филиалҳо ва марказҳои хизматрасонӣ', 'Отделения и центры обслуживания', 'Offices and service centres', offices.length - 2, offices.length],
  ['Банкоматҳо', 'Банкоматы', 'ATMs', atms.length - 3, atms.length],
  ['Мизоҷон, ҳазор нафар', 'Клиенты, тыс. человек', 'Customers, thousand', 84, 112],
  ['Кортҳои амалкунанда, ҳазор адад', 'Действующие карты, тыс. шт.', 'Cards in use, thousand', 61, 83],
  ['Корбарони SSB Mobile, ҳазор нафар', 'Пользователи SSB Mobile, тыс. человек', 'SSB Mobile users, thousand', 38, 71],
];

export function annualReport(lang: Lang): DocumentBody {
  const x = picker(lang);
  const row = ([tj, ru, en, before = 0, now = 0]: Line) => [x(tj, ru, en), num(before, lang), num(now, lang), change(now, before, lang)];
  // Ratios change by percentage points.
  const points = ([tj, ru, en, before = 0, now = 0]: Line) => [
    x(tj, ru, en),
    num(before, lang, 1),
    num(now, lang, 1),
    `${now >= before ? '+' : ''}${num(now - before, lang, 1)}`,
  ];
  const columns = (first: string): [string, number, 'right'?][] => [
    [first, 46],
    ['2023', 18, 'right'],
    ['2024', 18, 'right'],
    [x('Тағйирот', 'Изменение', 'Change'), 18, 'right'],
  ];
  return {
    subtitle: x(
      'Ҳисоботи солона дар бораи фаъолияти бонк дар соли 2024. Тасдиқ шудааст бо қарори Маҷлиси умумии саҳмдорон аз 5 марти соли 2025.',
      'Годовой отчёт о деятельности банка за 2024 год. Утверждён решением общего собрания акционеров от 5 марта 2025 г.',
      'Report on the bank’s activities in 2024. Approved by the general meeting of shareholders on 5 March 2025.',
    ),
    blocks: [
      heading(x('Муроҷиати Раиси Раёсат', 'Обращение Председателя Правления', 'Statement of the Chairman of the Board')),
      paragraph(
        x(
          `Соли 2024 барои SSB соли рушди устувор буд. Дороиҳои бонк 27,6% афзуданд ва аз 781 миллион сомонӣ гузаштанд, сандуқи қарзӣ 28,8% калон шуд ва фоидаи соф ба 21,5 миллион сомонӣ расид. Мо хизматрасониро ба шаҳру ноҳияҳои нав бурдем: дар Хуҷанд ва Бохтар филиалҳои нав кушода шуданд ва шумораи банкоматҳо ба ${atms.length} расид.`,
          `2024 год стал для SSB годом устойчивого роста. Активы банка выросли на 27,6% и превысили 781 млн сомони, кредитный портфель увеличился на 28,8%, а чистая прибыль достигла 21,5 млн сомони. Мы пришли в новые города и районы: открылись отделения в Худжанде и Бохтаре, число банкоматов выросло до ${atms.length}.`,
          `For SSB 2024 was a year of steady growth. The bank’s assets grew by 27.6% to over 781 million somoni, the loan portfolio by 28.8%, and net profit reached 21.5 million somoni. We reached new towns and districts: offices opened in Khujand and Bokhtar, and the number of ATMs rose to ${atms.length}.`,
        ),
      ),
      paragraph(
        x(
          'Аз мизоҷону шарикони худ барои эътимодашон сипосгузорем. Дар соли 2025 мо рақамикунонии хизматрасониҳо, қарздиҳии соҳибкорони хурду миёна ва дастрасии хизматҳои бонкӣ дар деҳотро идома медиҳем.',
          'Благодарим клиентов и партнёров за доверие. В 2025 году мы продолжим цифровизацию услуг, кредитование малого и среднего бизнеса и расширение доступа к банковским услугам в сельской местности.',
          'We thank our customers and partners for their trust. In 2025 we will continue to digitise our services, lend to small and medium businesses and bring banking within reach of rural areas.',
        ),
      ),
      heading(x('Нишондиҳандаҳои асосии молиявӣ', 'Основные финансовые показатели', 'Key financial figures')),
      paragraph(x('Ҳазор сомонӣ, дар ҳолати 31 декабр.', 'Тыс. сомони, на 31 декабря.', 'Thousand somoni, as at 31 December.')),
      table(
        columns(x('Нишондиҳанда', 'Показатель', 'Figure')),
        KEY_FIGURES.map((line) => row(line)),
      ),
      table(
        [...columns(x('Меъёр', 'Норматив', 'Ratio')).slice(0, 3), [x('Тағйирот, банди фоизӣ', 'Изменение, п. п.', 'Change, pp'), 18, 'right']],
        RATIOS.map(points),
      ),
      heading(x('Шабака ва мизоҷон', 'Сеть и клиенты', 'Network and customers')),
      table(
        columns(x('Нишондиҳанда', 'Показатель', 'Figure')),
        NETWORK.map((line) => row(line)),
      ),
      heading(x('Хизматрасонӣ ба шахсони воқеӣ', 'Розничный бизнес', 'Retail banking')),
      paragraph(
        x(
          'Сандуқи қарзҳои истеъмолӣ ва ипотекӣ 31% афзуд. Корти Миллӣ ва кортҳои Visa ва Mastercard 22 ҳазор мизоҷи нав гирифтанд. Дар SSB Mobile пардохти хизматҳои коммуналӣ, интиқол ба корт аз рӯи рақами телефон ва кушодани амонат бе омадан ба филиал илова шуданд; ҳиссаи амалиётҳои рақамӣ ба 64% расид.',
          'Портфель потребительских и ипотечных кредитов вырос на 31%. Корти Милли и карты Visa и Mastercard оформили 22 тысячи новых клиентов. В SSB Mobile появились оплата коммунальных услуг, переводы на карту по номеру телефона и открытие вклада без визита в отделение; доля цифровых операций достигла 64%.',
          'The consumer and mortgage loan portfolio grew by 31%. Twenty-two thousand new customers took a Korti Milli, Visa or Mastercard card. SSB Mobile added utility payments, card transfers by phone number and opening a deposit without visiting an office; 64% of transactions are now digital.',
        ),
      ),
      heading(x('Соҳибкорони хурду миёна', 'Малый и средний бизнес', 'Small and medium businesses')),
      paragraph(
        x(
          'Бонк ба 3 400 соҳибкор ва хоҷагии деҳқонӣ қарз дод, ки маблағи умумиаш 186 миллион сомониро ташкил дод. Бо дастгирии ташкилотҳои байналмилалии молиявӣ хатти қарзии нав барои лоиҳаҳои кишоварзӣ ва энергияи сарфакорона кушода шуд.',
          'Банк выдал кредиты 3 400 предпринимателям и дехканским хозяйствам на общую сумму 186 млн сомони. При поддержке международных финансовых организаций открыта новая кредитная линия для сельскохозяйственных и энергоэффективных проектов.',
          'The bank lent 186 million somoni to 3,400 entrepreneurs and dehkan farms. With the support of international financial institutions it opened a new credit line for farming and energy-efficiency projects.',
        ),
      ),
      heading(x('Идоракунии хавфҳо ва мутобиқат', 'Управление рисками и комплаенс', 'Risk management and compliance')),
      paragraph(
        x(
          'Ҳамаи меъёрҳои Бонки миллии Тоҷикистон дар давоми сол риоя шуданд. Ҳиссаи қарзҳои ғайрифаъол то 3,2% коҳиш ёфт. Барномаи муқовимат ба қонунигардонии даромадҳои бо роҳи ҷиноятӣ бадастоварда ва маблағгузории терроризм нав карда шуд ва ҳамаи кормандон омӯзиши солонаро гузаштанд.',
          'Все нормативы Национального банка Таджикистана в течение года соблюдались. Доля неработающих кредитов снизилась до 3,2%. Программа противодействия легализации преступных доходов и финансированию терроризма обновлена, все сотрудники прошли ежегодное обучение.',
          'The bank met every prudential ratio of the National Bank of Tajikistan throughout the year. Non-performing loans fell to 3.2%. The anti-money-laundering and counter-terrorist-financing programme was updated and every employee completed the annual training.',
        ),
      ),
      heading(x('Аудит', 'Аудит', 'Audit')),
      paragraph(
        x(
          'Ҳисоботи молиявии соли 2024, ки мувофиқи Стандартҳои байналмилалии ҳисоботи молиявӣ тартиб дода шудааст, аз ҷониби ширкати мустақили аудиторӣ санҷида шуд ва хулосаи мусбат гирифт. Матни пурраи ҳисобот дар дафтари марказии бонк дастрас аст.',
          'Финансовая отчётность за 2024 год, составленная по Международным стандартам финансовой отчётности, проверена независимой аудиторской компанией и получила немодифицированное заключение. Полный текст отчётности доступен в головном офисе банка.',
          'The 2024 financial statements, prepared under International Financial Reporting Standards, were audited by an independent audit firm, which gave an unmodified opinion. The full statements are available at the bank’s head office.',
        ),
      ),
    ],
  };
}

/** The statement of financial position (30.09.2025, 31.12.2024) and the income of nine months. */
const ASSETS: Line[] = [
  ['Маблағҳои пулӣ ва муодили онҳо', 'Денежные средства и их эквиваленты', 'Cash and cash equivalents', 96_420, 88_310],
  ['Захираҳои ҳатмӣ дар Бонки миллӣ', 'Обязательные резервы в Национальном банке', 'Mandatory reserves with the National Bank', 31_250, 27_940],
  ['Маблағҳо дар бонкҳои дигар', 'Средства в других банках', 'Due from banks', 54_870, 61_200],
  ['Қарзҳои ба мизоҷон додашуда (соф)', 'Кредиты клиентам (чистые)', 'Loans to customers (net)', 571_930, 512_760],
  ['Коғазҳои қиматноки сармоягузорӣ', 'Инвестиционные ценные бумаги', 'Investment securities', 42_100, 36_500],
  ['Воситаҳои асосӣ', 'Основные средства', 'Property and equipment', 38_760, 35_140],
  ['Дороиҳои дигар', 'Прочие активы', 'Other assets', 14_880, 19_500],
];
const LIABILITIES: Line[] = [
  ['Амонатҳои шахсони воқеӣ', 'Средства физических лиц', 'Deposits of individuals', 402_600, 371_800],
  ['Амонатҳои шахсони ҳуқуқӣ', 'Средства юридических лиц', 'Deposits of legal entities', 197_300, 176_500],
  ['Қарзҳои ташкилотҳои байналмилалӣ', 'Займы международных организаций', 'Borrowings from international institutions', 62_400, 48_900],
  ['Уҳдадориҳои дигар', 'Прочие обязательства', 'Other liabilities', 24_310, 44_250],
];
const SHARE_CAPITAL = 100_000;
const INCOME: Line[] = [
  ['Даромади фоизӣ', 'Процентные доходы', 'Interest income', 78_940, 64_210],
  ['Хароҷоти фоизӣ', 'Процентные расходы', 'Interest expense', -29_870, -24_650],
  ['Даромади софи комиссионӣ', 'Чистый комиссионный доход', 'Net fee and commission income', 13_460, 11_020],
  ['Даромад аз амалиёти асъорӣ', 'Доход от операций с валютой', 'Net foreign exchange gains', 6_120, 5_380],
  ['Хароҷоти амалиётӣ', 'Операционные расходы', 'Operating expenses', -37_800, -32_900],
  ['Захира барои зарари қарзӣ', 'Резерв под кредитные убытки', 'Credit loss allowance', -5_900, -4_700],
];
const TAX_RATE = 0.18;

const sum = (lines: Line[], i: number) => lines.reduce((total, line) => total + Number(line[3 + i] ?? 0), 0);

export function financialStatements(lang: Lang): DocumentBody {
  const x = picker(lang);
  const values = (now: number, before: number) => [num(now, lang), num(before, lang)];
  const line = ([tj, ru, en, now = 0, before = 0]: Line) => [x(tj, ru, en), ...values(now, before)];
  const dates: [string, number, 'right'][] = [
    [x('30.09.2025', '30.09.2025', '30 Sep 2025'), 20, 'right'],
    [x('31.12.2024', '31.12.2024', '31 Dec 2024'), 20, 'right'],
  ];
  const assets = [sum(ASSETS, 0), sum(ASSETS, 1)] as const;
  const liabilities = [sum(LIABILITIES, 0), sum(LIABILITIES, 1)] as const;
  const equity = [assets[0] - liabilities[0], assets[1] - liabilities[1]] as const;
  const operating = [sum(INCOME, 0), sum(INCOME, 1)] as const;
  const tax = operating.map((v) => -Math.round(v * TAX_RATE)) as [number, number];
  const nine: [string, number, 'right'][] = [
    [x('9 моҳи 2025', '9 месяцев 2025', '9 months 2025'), 20, 'right'],
    [x('9 моҳи 2024', '9 месяцев 2024', '9 months 2024'), 20, 'right'],
  ];
  return {
    subtitle: x(
      'Ҳисоботи молиявии мухтасари фосилавӣ барои нӯҳ моҳе, ки 30 сентябри соли 2025 ба охир расид (аудит нашудааст). Ҳазор сомонӣ.',
      'Сокращённая промежуточная финансовая отчётность за девять месяцев, закончившихся 30 сентября 2025 г. (не аудирована). Тыс. сомони.',
      'Condensed interim financial statements for the nine months ended 30 September 2025 (unaudited). Thousand somoni.',
    ),
    blocks: [
      heading(x('Ҳисобот дар бораи вазъи молиявӣ', 'Отчёт о финансовом положении', 'Statement of financial position')),
      table(
        [[x('Дороиҳо', 'Активы', 'Assets'), 60], ...dates],
        [...ASSETS.map(line), [x('Ҳамагӣ дороиҳо', 'Итого активы', 'Total assets'), ...values(...assets)]],
        true,
      ),
      table(
        [[x('Уҳдадориҳо', 'Обязательства', 'Liabilities'), 60], ...dates],
        [...LIABILITIES.map(line), [x('Ҳамагӣ уҳдадориҳо', 'Итого обязательства', 'Total liabilities'), ...values(...liabilities)]],
        true,
      ),
      table(
        [[x('Сармоя', 'Капитал', 'Equity'), 60], ...dates],
        [
          [x('Сармояи оинномавӣ', 'Уставный капитал', 'Share capital'), ...values(SHARE_CAPITAL, SHARE_CAPITAL)],
          [
            x('Фоидаи тақсимнашуда ва захираҳо', 'Нераспределённая прибыль и резервы', 'Retained earnings and reserves'),
            ...values(equity[0] - SHARE_CAPITAL, equity[1] - SHARE_CAPITAL),
          ],
          [x('Ҳамагӣ сармоя', 'Итого капитал', 'Total equity'), ...values(...equity)],
        ],
        true,
      ),
      heading(x('Ҳисобот дар бораи фоида ва зарар', 'Отчёт о прибылях и убытках', 'Income statement')),
      table(
        [[x('Модда', 'Статья', 'Item'), 60], ...nine],
        [
          ...INCOME.map(line),
          [x('Фоида то андозбандӣ', 'Прибыль до налогообложения', 'Profit before tax'), ...values(...operating)],
          [x('Андоз аз фоида', 'Налог на прибыль', 'Income tax'), ...values(...tax)],
          [x('Фоидаи соф', 'Чистая прибыль', 'Net profit'), ...values(operating[0] + tax[0], operating[1] + tax[1])],
        ],
        true,
      ),
      heading(x('Меъёрҳои пруденсиалӣ', 'Пруденциальные нормативы', 'Prudential ratios')),
      table(
        [
          [x('Меъёр', 'Норматив', 'Ratio'), 50],
          [x('Талабот', 'Требование', 'Requirement'), 25, 'right'],
          ['30.09.2025', 25, 'right'],
        ],
        [
          [x('Кифояи сармояи умумӣ', 'Достаточность общего капитала', 'Total capital adequacy'), `≥ ${percent(12, lang, 0)}`, percent(19.2, lang)],
          [
            x('Кифояи сармояи дараҷаи якум', 'Достаточность капитала первого уровня', 'Tier 1 capital adequacy'),
            `≥ ${percent(10, lang, 0)}`,
            percent(16.8, lang),
          ],
          [x('Пардохтпазирии кӯтоҳмӯҳлат', 'Краткосрочная ликвидность', 'Short-term liquidity'), `≥ ${percent(30, lang, 0)}`, percent(41.5, lang)],
          [
            x('Хавфи калонтарин ба як қарзгир', 'Максимальный риск на одного заёмщика', 'Largest single-borrower exposure'),
            `≤ ${percent(25, lang, 0)}`,
            percent(18.4, lang),
          ],
        ],
      ),
      heading(x('Шарҳи роҳбарият', 'Комментарий руководства', 'Management commentary')),
      paragraph(
        x(
          'Дар нӯҳ моҳи соли 2025 сандуқи қарзии соф 11,5% афзуд, асосан аз ҳисоби қарзҳои соҳибкорони хурду миёна ва қарзҳои кишоварзӣ. Амонатҳои мизоҷон 9,4% зиёд шуданд. Фоидаи соф нисбат ба ҳамин давраи соли гузашта 36% афзуд, ки натиҷаи афзоиши даромади софи фоизӣ ва комиссионӣ мебошад.',
          'За девять месяцев 2025 года чистый кредитный портфель вырос на 11,5%, в основном за счёт кредитов малому и среднему бизнесу и сельскому хозяйству. Средства клиентов увеличились на 9,4%. Чистая прибыль выросла на 36% к тому же периоду прошлого года благодаря росту чистых процентных и комиссионных доходов.',
          'In the first nine months of 2025 the net loan portfolio grew by 11.5%, mostly in small-business and agricultural lending. Customer deposits rose by 9.4%. Net profit was 36% higher than a year earlier, on higher net interest and fee income.',
        ),
      ),
      paragraph(
        x(
          'Ҳисобот мувофиқи СБҲМ 34 «Ҳисоботи молиявии фосилавӣ» тартиб дода шудааст ва бояд якҷоя бо ҳисоботи солонаи аудитшудаи соли 2024 хонда шавад.',
          'Отчётность подготовлена в соответствии с МСФО (IAS) 34 «Промежуточная финансовая отчётность» и должна читаться вместе с аудированной годовой отчётностью за 2024 год.',
          'These statements were prepared under IAS 34 Interim Financial Reporting and should be read together with the audited annual financial statements for 2024.',
        ),
      ),
    ],
  };
}
