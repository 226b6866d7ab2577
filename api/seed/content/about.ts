/** News, vacancies and the "about the bank" lists. */
import { BANK_YOUTUBE_URL } from '@ssb/contracts/node';
import { CARD_BLOCK_PHONE as CARD_BLOCK_PHONE_NEWS, mediaIn } from './products';
import { media, p, t, ul, type SeedDoc, type Translated } from './types';

type N = [slug: string, date: string, title: Translated, summary: Translated, text: Translated];

/**
 * The news is written as of the seed's day (SEED_DAY in api/src/features/content/seed/loadSeed.ts) and moves with the day
 * it is loaded, so the newest item is always a few days old; these items keep their dates, as
 * their events do (the licence's anniversary, Navruz, a year's report, the New Year).
 */
const FIXED_DATE_NEWS = new Set(['license-anniversary', 'navruz', 'annual-report-2024', 'new-year-hours']);

/** An offer's last day, as of the seed's day: after it the news item leaves the lists ({deadline} in its texts). */
const OFFER_UNTIL: Record<string, string> = { 'korti-milli-free': '2027-01-31' };

const NEWS: N[] = [
  [
    'license-anniversary',
    '2025-10-23',
    t('Панҷ соли иҷозатномаи бонк', 'Пять лет банковской лицензии', 'Five years of the banking licence'),
    t(
      '23 октябри соли 2020 SSB иҷозатномаи бонкӣ гирифт.',
      '23 октября 2020 года SSB получил банковскую лицензию.',
      'On 23 October 2020 SSB received its banking licence.',
    ),
    t(
      'Дар панҷ сол бонк дар 11 шаҳру ноҳия филиал кушод ва хизматрасониро ба мизоҷони нав расонд.',
      'За пять лет банк открыл отделения в 11 городах и районах и пришёл к новым клиентам.',
      'In five years the bank opened offices in 11 towns and districts and reached new customers.',
    ),
  ],
  [
    'khujand-office',
    '2026-11-24',
    t('Филиали нав дар Хуҷанд', 'Новое отделение в Худжанде', 'A new office in Khujand'),
    t(
      'Дар маркази Хуҷанд филиали нави SSB кушода шуд.',
      'В центре Худжанда открылось новое отделение SSB.',
      'A new SSB office has opened in central Khujand.',
    ),
    t(
      'Филиал ҳамаи хизматҳоро пешниҳод мекунад: қарз, амонат, кортҳо ва интиқолҳо. Дар назди он банкомати шабонарӯзӣ кор мекунад.',
      'Отделение предлагает все услуги: кредиты, вклады, карты и переводы. Рядом работает круглосуточный банкомат.',
      'The office offers every service: loans, deposits, cards and transfers. A 24-hour ATM stands beside it.',
    ),
  ],
  [
    'mobile-app-update',
    '2026-11-06',
    t('Навсозии SSB Mobile', 'Обновление SSB Mobile', 'SSB Mobile update'),
    t(
      'Дар барнома пардохти хизматҳои коммуналӣ бо рамзи QR илова шуд.',
      'В приложении появилась оплата коммунальных услуг по QR-коду.',
      'The app now pays utility bills by QR code.',
    ),
    t(
      'Навсозиро аз Google Play ва App Store ё файли APK аз сомона насб кунед.',
      'Установите обновление из Google Play и App Store или файлом APK с сайта.',
      'Install the update from Google Play, the App Store or as an APK from the site.',
    ),
  ],
  [
    'deposit-rates-autumn',
    '2026-10-19',
    t('Фоизҳои нави амонатҳо', 'Новые ставки по вкладам', 'New deposit rates'),
    t(
      'Амонати «Мӯҳлатнок» ҳоло то 8% солона медиҳад.',
      'Вклад «Срочный» теперь приносит до 8% годовых.',
      'The Term deposit now earns up to 8% a year.',
    ),
    t(
      'Барои мӯҳлати зиёда аз 12 моҳ фоиз 8% ва то 12 моҳ 7% аст.',
      'Для сроков свыше 12 месяцев ставка 8%, до 12 месяцев 7%.',
      'Terms over 12 months earn 8%, up to 12 months 7%.',
    ),
  ],
  [
    'korti-milli-free',
    '2026-09-29',
    t('Корти Миллӣ ройгон', 'Корти Милли бесплатно', 'Korti Milli for free'),
    t(
      'То {deadline} Корти Миллӣ бе пардохт дода мешавад.',
      'До {deadline} Корти Милли выпускается без оплаты.',
      'Until {deadline} Korti Milli is issued free of charge.',
    ),
    t(
      'Бо шиноснома ба ҳар филиал муроҷиат кунед; корт дар ҳамон рӯз омода мешавад.',
      'Обратитесь в любое отделение с паспортом; карта будет готова в тот же день.',
      'Bring your passport to any office; the card is ready the same day.',
    ),
  ],
  [
    'farmers-loans',
    '2026-09-10',
    t('Қарз барои деҳқонон', 'Кредиты для фермеров', 'Loans for farmers'),
    t(
      'SSB барномаи қарзҳои кишоварзиро дар ноҳияҳои Хатлон васеъ кард.',
      'SSB расширил программу агрокредитов в районах Хатлона.',
      'SSB has extended its farm loans programme in the Khatlon districts.',
    ),
    t(
      'Қарзҳо барои тухмӣ, техника ва чорво бо пардохти мавсимӣ дода мешаванд.',
      'Кредиты выдаются на семена, технику и скот с сезонным графиком погашения.',
      'Loans for seed, machinery and livestock come with seasonal repayment.',
    ),
  ],
  [
    'financial-literacy',
    '2026-08-27',
    t('Дарсҳои саводнокии молиявӣ', 'Уроки финансовой грамотности', 'Financial literacy lessons'),
    t(
      'Кормандони бонк дар мактабҳои Душанбе дарс гузаронданд.',
      'Сотрудники банка провели уроки в школах Душанбе.',
      'Bank staff taught lessons in Dushanbe schools.',
    ),
    t(
      'Хонандагон дар бораи буҷети оила, пасандоз ва бехатарии кортҳо омӯхтанд.',
      'Школьники узнали о семейном бюджете, сбережениях и безопасности карт.',
      'Pupils learned about family budgets, saving and card safety.',
    ),
  ],
  [
    'atm-network',
    '2026-08-10',
    t('Банкоматҳои нав дар вилоятҳо', 'Новые банкоматы в регионах', 'New ATMs in the regions'),
    t(
      'Дар Кӯлоб, Бохтар ва Турсунзода банкоматҳои нав насб шуданд.',
      'В Кулябе, Бохтаре и Турсунзаде установлены новые банкоматы.',
      'New ATMs have been installed in Kulob, Bokhtar and Tursunzoda.',
    ),
    t(
      'Банкоматҳо пули нақдро бо сомонӣ ва доллар медиҳанд ва пардохти бетамосро қабул мекунанд.',
      'Банкоматы выдают сомони и доллары и поддерживают бесконтактную оплату.',
      'The ATMs pay out somoni and dollars and accept contactless cards.',
    ),
  ],
  [
    'women-entrepreneurs',
    '2026-07-29',
    t('Дастгирии занони соҳибкор', 'Поддержка женщин-предпринимателей', 'Support for women entrepreneurs'),
    t(
      'Барномаи нави қарзӣ барои тиҷорати хурди занон оғоз шуд.',
      'Запущена кредитная программа для малого бизнеса женщин.',
      'A loan programme for women’s small businesses has started.',
    ),
    t(
      'Қарзҳо то 50 000 сомонӣ бе гарав барои тиҷорати аввалин дода мешаванд.',
      'Кредиты до 50 000 сомони без залога для первого бизнеса.',
      'Loans of up to 50,000 somoni without collateral for a first business.',
    ),
  ],
  [
    'navruz',
    '2026-03-20',
    t('Табрик бо Наврӯз', 'Поздравление с Наврузом', 'Navruz greetings'),
    t(
      'SSB ҳамаи мизоҷонро бо иди Наврӯз табрик мегӯяд.',
      'SSB поздравляет всех клиентов с праздником Навруз.',
      'SSB wishes all its customers a happy Navruz.',
    ),
    t(
      'Дар рӯзҳои ид маркази тамос 8855 мисли ҳамеша кор мекунад.',
      'В праздничные дни контакт-центр 8855 работает как обычно.',
      'The 8855 contact centre works as usual over the holiday.',
    ),
  ],
  [
    'annual-report-2024',
    '2025-03-05',
    t('Ҳисоботи солонаи 2024', 'Годовой отчёт за 2024 год', 'Annual report 2024'),
    t(
      'Ҳисоботи молиявии аудитшудаи соли 2024 нашр шуд.',
      'Опубликована аудированная финансовая отчётность за 2024 год.',
      'The audited financial statements for 2024 are published.',
    ),
    t(
      'Ҳисоботро дар бахши «Ҳуҷҷатҳо» боргирӣ кунед.',
      'Отчёт можно скачать в разделе «Документы».',
      'Download the report from the Documents section.',
    ),
  ],
  [
    'visa-gold',
    '2026-04-25',
    t('Visa Gold ҳоло дар SSB', 'Visa Gold теперь в SSB', 'Visa Gold now at SSB'),
    t(
      'Корти премиалии Visa Gold бо суғуртаи сафар.',
      'Премиальная карта Visa Gold со страховкой путешествий.',
      'The premium Visa Gold card with travel insurance.',
    ),
    t(
      'Кортро бо доллар ё евро кушоед ва дар саросари ҷаҳон пардохт кунед.',
      'Откройте карту в долларах или евро и платите по всему миру.',
      'Open it in dollars or euros and pay all over the world.',
    ),
  ],
  [
    'khorugh-office',
    '2026-04-07',
    t('Филиал дар Хоруғ таъмир шуд', 'Отделение в Хороге обновлено', 'Khorugh office renovated'),
    t(
      'Филиали Хоруғ пас аз таъмир боз кушода шуд.',
      'Отделение в Хороге вновь открылось после ремонта.',
      'The Khorugh office has reopened after renovation.',
    ),
    t(
      'Дар филиал минтақаи худхизматрасонӣ ва даромадгоҳ барои аробачаҳо пайдо шуд.',
      'В отделении появились зона самообслуживания и пандус.',
      'The office now has a self-service area and a ramp.',
    ),
  ],
  [
    'new-year-hours',
    '2025-12-26',
    t('Тартиби кор дар рӯзҳои Соли нав', 'Режим работы в новогодние дни', 'New Year opening hours'),
    t('1 январ филиалҳо баста мебошанд.', '1 января отделения закрыты.', 'Offices are closed on 1 January.'),
    t(
      'Банкоматҳо ва SSB Mobile шабонарӯзӣ кор мекунанд.',
      'Банкоматы и SSB Mobile работают круглосуточно.',
      'ATMs and SSB Mobile work around the clock.',
    ),
  ],
  [
    'sme-forum',
    '2026-02-18',
    t('SSB дар форуми соҳибкорон', 'SSB на форуме предпринимателей', 'SSB at the business forum'),
    t(
      'Бонк маҳсулоти навро барои тиҷорати хурд ва миёна муаррифӣ кард.',
      'Банк представил новые продукты для малого и среднего бизнеса.',
      'The bank presented new products for small and medium businesses.',
    ),
    t(
      'Дар форум зиёда аз 300 соҳибкор аз тамоми кишвар иштирок карданд.',
      'В форуме участвовали более 300 предпринимателей со всей страны.',
      'More than 300 entrepreneurs from across the country took part.',
    ),
  ],
  [
    'card-safety',
    '2026-01-31',
    t('Бехатарии корт: се қоида', 'Безопасность карты: три правила', 'Card safety: three rules'),
    t('Рамзи PIN ва CVV-ро ба ҳеҷ кас нагӯед.', 'Никому не сообщайте PIN и CVV.', 'Never tell anyone your PIN or CVV.'),
    t(
      'Бонк ҳеҷ гоҳ рамзҳоро тавассути телефон намепурсад. Ҳангоми шубҳа ба 8855 занг занед.',
      'Банк никогда не спрашивает коды по телефону. При сомнениях звоните 8855.',
      'The bank never asks for codes by phone. If in doubt, call 8855.',
    ),
  ],
  [
    'transfers-russia',
    '2026-01-14',
    t('Интиқолҳо аз Россия ба корт', 'Переводы из России на карту', 'Transfers from Russia to a card'),
    t(
      'Ҳоло интиқолҳоро мустақиман ба корти Mastercard гирифтан мумкин аст.',
      'Теперь переводы можно получать прямо на карту Mastercard.',
      'Transfers can now be received straight onto a Mastercard.',
    ),
    t(
      'Пул дар давоми чанд дақиқа меояд ва бо сомонӣ ё рубл нигоҳ дошта мешавад.',
      'Деньги приходят за несколько минут и хранятся в сомони или рублях.',
      'The money arrives in minutes and is kept in somoni or roubles.',
    ),
  ],
  [
    'rasht-office',
    '2025-12-24',
    t('Филиал дар ноҳияи Рашт', 'Отделение в Раштском районе', 'An office in Rasht district'),
    t(
      'SSB дар маркази ноҳияи Рашт филиал кушод.',
      'SSB открыл отделение в центре Раштского района.',
      'SSB has opened an office in the centre of Rasht district.',
    ),
    t(
      'Сокинони водӣ акнун қарз ва амонатро дар наздикии хона мегиранд.',
      'Жители долины теперь могут оформить кредит и вклад рядом с домом.',
      'People of the valley can now take loans and open deposits close to home.',
    ),
  ],
  [
    'green-loans',
    '2025-12-09',
    t('Қарзҳои «сабз»', '«Зелёные» кредиты', 'Green loans'),
    t(
      'Қарз барои панелҳои офтобӣ ва гармкунии каммасраф.',
      'Кредиты на солнечные панели и энергосберегающее отопление.',
      'Loans for solar panels and energy-saving heating.',
    ),
    t(
      'Фоиз барои лоиҳаҳои каммасраф 2% пасттар аз қарзи истеъмолӣ аст.',
      'Ставка для энергоэффективных проектов на 2% ниже потребительской.',
      'The rate for energy-saving projects is 2% below the consumer loan rate.',
    ),
  ],
  [
    'contact-centre',
    '2025-11-21',
    t('Маркази тамоси 8855', 'Контакт-центр 8855', 'The 8855 contact centre'),
    t('Як рақам барои ҳамаи саволҳо.', 'Один номер для всех вопросов.', 'One number for every question.'),
    t(
      'Душанбе–ҷумъа 08:00–17:00, шанбе 09:00–12:00. Якшанбе рӯзи истироҳат.',
      'Пн–пт 08:00–17:00, сб 09:00–12:00. Воскресенье выходной.',
      'Mon–Fri 08:00–17:00, Sat 09:00–12:00. Closed on Sunday.',
    ),
  ],
];

/** Each article's further paragraphs, after its lead (`text` above): a news page reads as an article. */
const MORE: Record<string, Translated[]> = {
  'license-anniversary': [
    t(
      'Бонк аз фонди қарзии хурд ба вуҷуд омадааст ва то имрӯз ба деҳот ва тиҷорати хурд наздик мондааст. Имрӯз қисми зиёди қарзҳо ба соҳибкорони хурд ва оилаҳо дода мешаванд.',
      'Банк вырос из микрокредитного фонда и по-прежнему близок к селу и малому бизнесу. Сегодня большая часть кредитов выдаётся малым предпринимателям и семьям.',
      'The bank grew out of a microcredit fund and has stayed close to the countryside and small business. Most of its loans today go to small entrepreneurs and families.',
    ),
    t(
      'Дар соли шашум бонк ният дорад хизматрасонии рақамиро васеъ кунад ва дар ноҳияҳои дурдаст филиалҳои нав кушояд. Ба ҳамаи мизоҷон барои эътимодашон ташаккур мегӯем.',
      'В шестой год банк намерен расширить цифровые услуги и открыть отделения в отдалённых районах. Благодарим всех клиентов за доверие.',
      'In its sixth year the bank plans to widen its digital services and open offices in remote districts. We thank every customer for their trust.',
    ),
  ],
  'khujand-office': [
    t(
      'Филиал аз душанбе то ҷумъа аз 08:00 то 17:00 ва рӯзи шанбе аз 09:00 то 12:00 кор мекунад. Дар толор минтақаи интизорӣ ва терминали навбат ҳаст.',
      'Отделение работает с понедельника по пятницу с 08:00 до 17:00, в субботу с 09:00 до 12:00. В зале есть зона ожидания и терминал электронной очереди.',
      'The office is open Monday to Friday from 08:00 to 17:00 and on Saturday from 09:00 to 12:00. It has a waiting area and an electronic queue.',
    ),
    t(
      'Суроға ва нақшаи роҳро дар бахши «Филиалҳо ва банкоматҳо» ёфтан мумкин аст. Барои машварат ба маркази тамоси 8855 занг занед.',
      'Адрес и схему проезда можно найти в разделе «Отделения и банкоматы». За консультацией звоните в контакт-центр 8855.',
      'The address and directions are under Offices and ATMs. For advice, call the 8855 contact centre.',
    ),
  ],
  'mobile-app-update': [
    t(
      'Рамзи QR-ро дар ҳисобнома скан кунед: барнома ташкилот ва маблағро худаш пур мекунад. Пардохт ройгон аст ва квитансия дар таърихи амалиёт нигоҳ дошта мешавад.',
      'Отсканируйте QR-код на квитанции: приложение само заполнит получателя и сумму. Оплата бесплатна, квитанция сохраняется в истории операций.',
      'Scan the QR code on the bill: the app fills in the payee and the amount. Paying is free, and the receipt is kept in your history.',
    ),
    t(
      'Дар навсозӣ инчунин даромадан бо изи ангушт ва огоҳиномаҳо дар бораи ҳар амалиёт илова шудаанд.',
      'В обновлении также появились вход по отпечатку пальца и уведомления о каждой операции.',
      'The update also adds fingerprint sign-in and a notification for every transaction.',
    ),
  ],
  'deposit-rates-autumn': [
    t(
      'Фоизҳои нав ба амонатҳое татбиқ мешаванд, ки аз 10 август кушода шудаанд. Шартҳои амонатҳои пештар кушодашуда то охири мӯҳлаташон тағйир намеёбанд.',
      'Новые ставки действуют для вкладов, открытых с 10 августа. Условия открытых ранее вкладов не меняются до конца их срока.',
      'The new rates apply to deposits opened from 10 August. Deposits opened earlier keep their terms until they mature.',
    ),
    t(
      'Фоиз ҳар моҳ пардохт мешавад; аз даромади фоизӣ 12% андоз нигоҳ дошта мешавад. Даромадро пешакӣ дар ҳисобкунаки амонат ҳисоб кунед.',
      'Проценты выплачиваются ежемесячно; с процентного дохода удерживается налог 12%. Доход можно заранее рассчитать в калькуляторе вкладов.',
      'Interest is paid monthly, and a 12% tax is withheld from it. Work out your income in advance with the deposit calculator.',
    ),
  ],
  'korti-milli-free': [
    t(
      'Корти Миллӣ дар ҳамаи терминалҳо ва банкоматҳои Тоҷикистон кор мекунад. Гирифтани пул аз банкоматҳои SSB бе комиссия аст.',
      'Корти Милли принимается во всех терминалах и банкоматах Таджикистана. Снятие наличных в банкоматах SSB без комиссии.',
      'Korti Milli works at every terminal and ATM in Tajikistan. Cash from SSB ATMs is free.',
    ),
    t(
      'Корт 3 сол эътибор дорад. Огоҳиномаҳои SMS ва SSB Mobile ба шумо дар назорати хароҷот кӯмак мекунанд.',
      'Карта действует 3 года. SMS-уведомления и SSB Mobile помогут следить за расходами.',
      'The card is valid for 3 years. SMS notifications and SSB Mobile help you keep track of spending.',
    ),
  ],
  'farmers-loans': [
    t(
      'Пардохти қарзи асосӣ ба мавсими ҳосил мутобиқ карда мешавад, то деҳқонон пас аз фурӯши ҳосил пардохт кунанд.',
      'Погашение основного долга привязано к сезону урожая, чтобы фермеры платили после продажи урожая.',
      'Principal repayments follow the harvest, so that farmers repay after they sell their crop.',
    ),
    t(
      'Мутахассисони қарзи бонк ба хоҷагиҳо барои таҳияи нақшаи тиҷоратӣ ройгон кӯмак мерасонанд. Дархостро дар филиалҳои Бохтар ва Кӯлоб супоред.',
      'Кредитные специалисты банка бесплатно помогают хозяйствам составить бизнес-план. Заявку можно подать в отделениях Бохтара и Куляба.',
      'The bank’s loan officers help farms draw up a business plan free of charge. Apply at the Bokhtar and Kulob offices.',
    ),
  ],
  'financial-literacy': [
    t(
      'Дарсҳо дар шакли бозӣ гузаронида шуданд: хонандагон буҷети як моҳи оиларо тартиб доданд ва фарқи амонат ва қарзро омӯхтанд.',
      'Уроки прошли в форме игры: школьники составили бюджет семьи на месяц и разобрались, чем вклад отличается от кредита.',
      'The lessons took the form of a game: pupils drew up a family’s budget for a month and learned how a deposit differs from a loan.',
    ),
    t(
      'Бонк барномаро дар соли нави таҳсил идома медиҳад ва мактабҳои вилоятҳоро низ даъват мекунад.',
      'В новом учебном году банк продолжит программу и приглашает к участию школы регионов.',
      'The bank will continue the programme in the new school year and invites schools in the regions to take part.',
    ),
  ],
  'atm-network': [
    t(
      'Ҳоло шабакаи бонк дар ҳамаи 11 шаҳру ноҳия банкомат дорад. Харитаи банкоматҳо бо соатҳои корӣ дар бахши «Филиалҳо ва банкоматҳо» аст.',
      'Теперь банкоматы банка есть во всех 11 городах и районах его сети. Карта банкоматов с часами работы — в разделе «Отделения и банкоматы».',
      'The bank now has ATMs in all 11 towns and districts it serves. The map of ATMs and their hours is under Offices and ATMs.',
    ),
    t(
      'Бо кортҳои SSB гирифтани пул аз банкоматҳои бонк ройгон аст; бо кортҳои бонкҳои дигар комиссияи бонки барориш амал мекунад.',
      'С картами SSB снятие в банкоматах банка бесплатно; для карт других банков действует комиссия банка-эмитента.',
      'Cash is free with SSB cards; other banks’ cards pay their own bank’s fee.',
    ),
  ],
  'women-entrepreneurs': [
    t(
      'Қарз барои кушодани устохона, дӯкон, тиҷорати хонагӣ ё хариди таҷҳизот дода мешавад. Мӯҳлати қарз то 3 сол аст.',
      'Кредит выдаётся на открытие мастерской, магазина, домашнего бизнеса или покупку оборудования. Срок кредита до 3 лет.',
      'The loans pay for opening a workshop, a shop or a home business, or for equipment. They run for up to 3 years.',
    ),
    t(
      'Иштирокчиёни барнома инчунин дар курсҳои ройгони муҳосибот ва фурӯш таҳсил мекунанд.',
      'Участницы программы также проходят бесплатные курсы по учёту и продажам.',
      'Participants also take free courses in bookkeeping and sales.',
    ),
  ],
  navruz: [
    t(
      'Наврӯз иди баҳор ва оғози нав аст. Бигзор ин сол ба хонаи ҳар яки шумо хушбахтӣ, саломатӣ ва барака орад.',
      'Навруз — праздник весны и нового начала. Пусть этот год принесёт в каждый дом счастье, здоровье и достаток.',
      'Navruz is the feast of spring and new beginnings. May this year bring happiness, health and plenty to every home.',
    ),
    t(
      'Дар рӯзҳои 21–24 март филиалҳо баста мебошанд; банкоматҳо ва SSB Mobile шабонарӯзӣ кор мекунанд.',
      'С 21 по 24 марта отделения закрыты; банкоматы и SSB Mobile работают круглосуточно.',
      'Offices are closed from 21 to 24 March; ATMs and SSB Mobile work around the clock.',
    ),
  ],
  'annual-report-2024': [
    t(
      'Дар соли 2024 сандуқи қарзии бонк 18% афзуд ва амонатҳои мизоҷон 22% зиёд шуданд. Бонк бо фоида фаъолият кард ва меъёрҳои Бонки миллии Тоҷикистонро риоя намуд.',
      'В 2024 году кредитный портфель банка вырос на 18%, вклады клиентов — на 22%. Банк работал с прибылью и соблюдал нормативы Национального банка Таджикистана.',
      'In 2024 the bank’s loan portfolio grew by 18% and customer deposits by 22%. The bank made a profit and met the National Bank of Tajikistan’s ratios.',
    ),
    t(
      'Ҳисоботро ширкати аудитории мустақил тибқи Стандартҳои байналмилалии ҳисоботи молиявӣ санҷидааст.',
      'Отчётность проверена независимой аудиторской компанией по Международным стандартам финансовой отчётности.',
      'The statements were audited by an independent firm under International Financial Reporting Standards.',
    ),
  ],
  'visa-gold': [
    t(
      'Суғуртаи сафар барои соҳиби корт ва оилаи ӯ хароҷоти табобат дар хориҷаро то 50 000 евро фаро мегирад.',
      'Страховка путешествий покрывает медицинские расходы держателя карты и его семьи за рубежом до 50 000 евро.',
      'The travel insurance covers the cardholder’s and family’s medical costs abroad up to 50,000 euros.',
    ),
    t(
      'Додани корт 150 сомонӣ ва хизматрасонии солона 100 сомонӣ аст. Корт дар давоми 5 рӯзи корӣ омода мешавад.',
      'Выпуск карты стоит 150 сомони, годовое обслуживание — 100 сомони. Карта готова за 5 рабочих дней.',
      'Issue costs 150 somoni and yearly service 100 somoni. The card is ready in 5 working days.',
    ),
  ],
  'khorugh-office': [
    t(
      'Дар минтақаи худхизматрасонӣ банкомат бо модули қабули пули нақд ва терминали пардохт шабонарӯзӣ кор мекунанд.',
      'В зоне самообслуживания круглосуточно работают банкомат с приёмом наличных и платёжный терминал.',
      'In the self-service area an ATM that takes cash deposits and a payment terminal work around the clock.',
    ),
    t(
      'Филиал ҳамаи хизматҳо, аз ҷумла қарз, амонат ва интиқолҳоро пешниҳод мекунад.',
      'Отделение предлагает все услуги банка, включая кредиты, вклады и переводы.',
      'The office offers all of the bank’s services, including loans, deposits and transfers.',
    ),
  ],
  'new-year-hours': [
    t(
      'Аз 2 январ филиалҳо тибқи ҷадвали муқаррарӣ кор мекунанд. Пардохтҳои қарзро, ки ба 1 январ рост меоянд, бе ҷарима 2 январ супоридан мумкин аст.',
      'Со 2 января отделения работают по обычному графику. Платежи по кредитам, приходящиеся на 1 января, можно внести 2 января без пени.',
      'Offices keep their usual hours from 2 January. Loan payments due on 1 January can be made on 2 January without a penalty.',
    ),
    t(
      'Соли нав муборак! Ба шумо саломатӣ ва барор орзу мекунем.',
      'С Новым годом! Желаем вам здоровья и удачи.',
      'Happy New Year! We wish you health and success.',
    ),
  ],
  'sme-forum': [
    t(
      'Бонк қарзи нав барои сармояи гардон ва хизматрасонии ҳисоббаробаркуниро бо SSB Mobile барои ширкатҳо муаррифӣ кард.',
      'Банк представил новый кредит на пополнение оборотных средств и расчётно-кассовое обслуживание через SSB Mobile для компаний.',
      'The bank presented a new working capital loan and account services for companies in SSB Mobile.',
    ),
    t(
      'Мутахассисони бонк дар форум ба саволҳои соҳибкорон ҷавоб доданд ва дархостҳоро дар ҷои худ қабул карданд.',
      'Специалисты банка отвечали на вопросы предпринимателей и принимали заявки прямо на форуме.',
      'The bank’s specialists answered entrepreneurs’ questions and took applications at the forum.',
    ),
  ],
  'card-safety': [
    t(
      'Қоидаи дуюм: кортро дар сомонаҳои бо протоколи бехатар (https) истифода баред ва ба пайвандҳо аз SMS-ҳои ношинос нагузаред.',
      'Правило второе: платите картой только на сайтах с защищённым соединением (https) и не переходите по ссылкам из незнакомых SMS.',
      'Rule two: pay by card only on secure sites (https), and never follow links in unknown text messages.',
    ),
    t(
      `Қоидаи сеюм: агар корт гум шавад, фавран ба рақами ${CARD_BLOCK_PHONE_NEWS} занг занед ё онро дар SSB Mobile бандед.`,
      `Правило третье: если карта потеряна, сразу позвоните по номеру ${CARD_BLOCK_PHONE_NEWS} или заблокируйте её в SSB Mobile.`,
      `Rule three: if you lose the card, call ${CARD_BLOCK_PHONE_NEWS} at once or block it in SSB Mobile.`,
    ),
  ],
  'transfers-russia': [
    t(
      'Барои гирифтани интиқол ба фиристанда рақами корти худро диҳед; пул ба ҳисоби корт бе ташрифи филиал ворид мешавад.',
      'Чтобы получить перевод, сообщите отправителю номер своей карты; деньги поступят на счёт карты без визита в отделение.',
      'To receive a transfer, give the sender your card number; the money reaches the card without a visit to an office.',
    ),
    t(
      'Гирифтани интиқол ройгон аст. Қурби табдили асъор дар саҳифаи «Қурби асъор» ҳар рӯз нашр мешавад.',
      'Получение перевода бесплатно. Курс конвертации публикуется ежедневно на странице «Курсы валют».',
      'Receiving a transfer is free. The conversion rate is published daily on the Exchange rates page.',
    ),
  ],
  'rasht-office': [
    t(
      'Дар назди филиал банкомати шабонарӯзӣ насб шудааст. Филиал инчунин интиқолҳои пулӣ ва мубодилаи асъорро анҷом медиҳад.',
      'Рядом с отделением установлен круглосуточный банкомат. Отделение также проводит денежные переводы и обмен валюты.',
      'A 24-hour ATM stands beside the office, which also handles money transfers and currency exchange.',
    ),
    t(
      'Барои деҳқонони водӣ қарзҳои кишоварзӣ бо пардохти мавсимӣ пешниҳод мешаванд.',
      'Для фермеров долины доступны агрокредиты с сезонным графиком погашения.',
      'Farmers of the valley can take farm loans with seasonal repayment.',
    ),
  ],
  'green-loans': [
    t(
      'Қарз барои хариди панелҳои офтобӣ, гармкунакҳои каммасраф, тирезаҳои гарминигоҳдор ва гармидиҳии биноҳо дода мешавад.',
      'Кредит выдаётся на солнечные панели, энергосберегающие котлы, тёплые окна и утепление домов.',
      'The loans pay for solar panels, efficient boilers, insulated windows and home insulation.',
    ),
    t(
      'Барои гирифтани қарз ҳисобнома ё шартнома бо фурӯшандаи таҷҳизотро пешниҳод кунед.',
      'Для оформления кредита предъявите счёт или договор с продавцом оборудования.',
      'To apply, bring the invoice or contract from the equipment seller.',
    ),
  ],
  'contact-centre': [
    t(
      'Мутахассисони маркази тамос дар бораи қарз, амонат, кортҳо ва интиқолҳо маслиҳат медиҳанд ва шикоятҳоро қабул мекунанд.',
      'Специалисты контакт-центра консультируют по кредитам, вкладам, картам и переводам и принимают обращения.',
      'Contact centre staff advise on loans, deposits, cards and transfers and take complaints.',
    ),
    t(
      `Барои бастани корт рақами шабонарӯзии ${CARD_BLOCK_PHONE_NEWS} кор мекунад, аз ҷумла аз хориҷа.`,
      `Для блокировки карты круглосуточно работает номер ${CARD_BLOCK_PHONE_NEWS}, в том числе из-за рубежа.`,
      `To block a card, ${CARD_BLOCK_PHONE_NEWS} answers around the clock, from abroad too.`,
    ),
  ],
};

export const news: SeedDoc[] = NEWS.map(([slug, date, title, summary, text], i) => {
  const id = i + 1;
  const until = OFFER_UNTIL[slug];
  return {
    id,
    slug,
    ...(FIXED_DATE_NEWS.has(slug) ? { fixedDates: true } : {}),
    doc: {
      id,
      type: 'news',
      slug,
      title,
      summary,
      date,
      ...(until ? { deadline: until } : {}),
      image: media(`news-${id}`),
      body: [text, ...(MORE[slug] ?? [])].map(p),
      // The article's artwork is `image`, shown once above its text: no variants of it again.
      images: [],
    },
  };
});

const vacancy = (
  id: number,
  cityId: number,
  deadline: string,
  title: Translated,
  summary: Translated,
  responsibilities: Translated[],
  requirements: Translated[],
): SeedDoc => ({
  id,
  doc: {
    id,
    title,
    cityId,
    city: CITY_NAMES[cityId - 1],
    deadline,
    summary,
    responsibilities,
    requirements,
    conditions: [
      t('Музди меҳнати рақобатпазир', 'Конкурентная зарплата', 'Competitive pay'),
      t('Бастаи пурраи иҷтимоӣ', 'Полный социальный пакет', 'Full social package'),
      t('Омӯзиш дар бонк', 'Обучение в банке', 'Training at the bank'),
    ],
    email: 'hr@ssb.tj',
    phone: '+992 44 600 88 55',
  },
});

export const CITY_NAMES: Translated[] = [
  t('Душанбе', 'Душанбе', 'Dushanbe'),
  t('Хуҷанд', 'Худжанд', 'Khujand'),
  t('Хоруғ', 'Хорог', 'Khorugh'),
  t('Бохтар', 'Бохтар', 'Bokhtar'),
  t('Кӯлоб', 'Куляб', 'Kulob'),
  t('Данғара (ноҳия)', 'Дангара (район)', 'Danghara (district)'),
  t('Рашт (ноҳия)', 'Рашт (район)', 'Rasht (district)'),
  t('Истаравшан', 'Истаравшан', 'Istaravshan'),
  t('Турсунзода', 'Турсунзаде', 'Tursunzoda'),
  t('Шаҳритус (ноҳия)', 'Шаартуз (район)', 'Shahrituz (district)'),
  t('Фархор (ноҳия)', 'Фархор (район)', 'Farkhor (district)'),
];

export const vacancies: SeedDoc[] = [
  vacancy(
    1,
    1,
    '2026-12-31',
    t('Мутахассиси қарз', 'Кредитный специалист', 'Loan officer'),
    t(
      'Кор бо мизоҷон ва таҳлили дархостҳои қарзӣ.',
      'Работа с клиентами и анализ кредитных заявок.',
      'Working with customers and assessing loan applications.',
    ),
    [
      t('Машварат додан ба мизоҷон', 'Консультировать клиентов', 'Advise customers'),
      t('Таҳлили ҳолати молиявии қарзгирандагон', 'Анализировать финансовое положение заёмщиков', 'Assess borrowers’ finances'),
    ],
    [
      t('Маълумоти олии иқтисодӣ', 'Высшее экономическое образование', 'A degree in economics'),
      t('Донистани забонҳои тоҷикӣ ва русӣ', 'Знание таджикского и русского языков', 'Tajik and Russian'),
    ],
  ),
  vacancy(
    2,
    2,
    '2026-12-31',
    t('Хазинадор-амалиётчӣ', 'Кассир-операционист', 'Cashier'),
    t(
      'Амалиёти хазина ва хизматрасонии мизоҷон дар филиали Хуҷанд.',
      'Кассовые операции и обслуживание клиентов в отделении Худжанда.',
      'Cash operations and customer service at the Khujand office.',
    ),
    [
      t('Қабул ва додани пули нақд', 'Приём и выдача наличных', 'Take in and pay out cash'),
      t('Мубодилаи асъор', 'Обмен валюты', 'Currency exchange'),
    ],
    [
      t('Маълумоти миёнаи махсус', 'Среднее специальное образование', 'Vocational education'),
      t('Бодиққатӣ', 'Внимательность', 'Attention to detail'),
    ],
  ),
  vacancy(
    3,
    1,
    '2026-12-20',
    t('Барномасози фронтенд', 'Фронтенд-разработчик', 'Front-end developer'),
    t('Таҳияи сомона ва барномаи SSB Mobile.', 'Разработка сайта и приложения SSB Mobile.', 'Building the website and the SSB Mobile app.'),
    [
      t('Навиштани код бо TypeScript ва React', 'Писать код на TypeScript и React', 'Write TypeScript and React'),
      t('Санҷиши код', 'Тестировать код', 'Test your code'),
    ],
    [t('Таҷрибаи 2 сол', 'Опыт от 2 лет', '2 years’ experience'), t('Донистани Git', 'Знание Git', 'Git')],
  ),
  vacancy(
    4,
    4,
    '2027-01-15',
    t('Менеҷери хизматрасонии мизоҷон', 'Менеджер по обслуживанию клиентов', 'Customer service manager'),
    t(
      'Кушодани ҳисобҳо, кортҳо ва амонатҳо дар Бохтар.',
      'Открытие счетов, карт и вкладов в Бохтаре.',
      'Opening accounts, cards and deposits in Bokhtar.',
    ),
    [
      t('Кушодани ҳисобҳо', 'Открывать счета', 'Open accounts'),
      t('Фурӯши маҳсулоти бонкӣ', 'Продавать банковские продукты', 'Sell the bank’s products'),
    ],
    [t('Малакаи муошират', 'Навыки общения', 'Good communication skills')],
  ),
  vacancy(
    5,
    5,
    '2027-01-15',
    t('Ҳуқуқшинос', 'Юрист', 'Lawyer'),
    t(
      'Дастгирии ҳуқуқии қарзҳо ва гаравҳо дар Кӯлоб.',
      'Правовое сопровождение кредитов и залогов в Кулябе.',
      'Legal support for loans and pledges in Kulob.',
    ),
    [t('Тартиб додани шартномаҳо', 'Составлять договоры', 'Draft contracts')],
    [t('Маълумоти олии ҳуқуқӣ', 'Высшее юридическое образование', 'A law degree')],
  ),
  vacancy(
    6,
    8,
    '2027-01-31',
    t('Муҳандиси банкоматҳо', 'Инженер по банкоматам', 'ATM engineer'),
    t(
      'Хизматрасонии техникии банкоматҳо ва терминалҳо дар Истаравшан.',
      'Техническое обслуживание банкоматов и терминалов в Истаравшане.',
      'Servicing ATMs and terminals in Istaravshan.',
    ),
    [t('Таъмир ва танзими банкоматҳо', 'Ремонт и настройка банкоматов', 'Repair and set up ATMs')],
    [
      t('Маълумоти техникӣ', 'Техническое образование', 'Technical education'),
      t('Шаҳодатномаи ронандагӣ', 'Водительские права', 'A driving licence'),
    ],
  ),
];

export const managers: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      name: t('Раҳимов Фарҳод Саидович', 'Рахимов Фарход Саидович', 'Farhod Rahimov'),
      post: t('Раиси Раёсат', 'Председатель Правления', 'Chairman of the Management Board'),
      image: media('head-1'),
      bio: t('Дар соҳаи бонкӣ зиёда аз 20 сол кор кардааст.', 'Более 20 лет работает в банковской сфере.', 'Over 20 years in banking.'),
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      name: t('Назарова Малика Абдуллоевна', 'Назарова Малика Абдуллоевна', 'Malika Nazarova'),
      post: t('Муовини якуми Раиси Раёсат', 'Первый заместитель Председателя Правления', 'First Deputy Chairman'),
      image: media('head-2'),
      bio: t(
        'Масъули самти қарздиҳӣ ва идораи хатарҳо.',
        'Отвечает за кредитование и управление рисками.',
        'Responsible for lending and risk management.',
      ),
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      name: t('Каримов Далер Ҷамшедович', 'Каримов Далер Джамшедович', 'Daler Karimov'),
      post: t('Муовини Раиси Раёсат', 'Заместитель Председателя Правления', 'Deputy Chairman'),
      image: media('head-3'),
      bio: t(
        'Масъули технологияҳо ва хизматрасонии рақамӣ.',
        'Отвечает за технологии и цифровые сервисы.',
        'Responsible for technology and digital services.',
      ),
    },
  },
  {
    id: 4,
    doc: {
      id: 4,
      name: t('Саидова Нигина Рустамовна', 'Саидова Нигина Рустамовна', 'Nigina Saidova'),
      post: t('Сармуҳосиб', 'Главный бухгалтер', 'Chief Accountant'),
      image: media('head-4'),
      bio: t(
        'Масъули ҳисобот ва назорати молиявӣ.',
        'Отвечает за отчётность и финансовый контроль.',
        'Responsible for reporting and financial control.',
      ),
    },
  },
];

const unit = (id: number, parentId: number | null, title: Translated, head: Translated | null): SeedDoc => ({
  id,
  doc: { id, parentId, title, head },
});
export const structure: SeedDoc[] = [
  unit(1, null, t('Маҷлиси умумии саҳмдорон', 'Общее собрание акционеров', 'General Meeting of Shareholders'), null),
  unit(2, 1, t('Шӯрои нозирон', 'Наблюдательный совет', 'Supervisory Board'), null),
  unit(3, 2, t('Раёсат', 'Правление', 'Management Board'), t('Раҳимов Ф. С.', 'Рахимов Ф. С.', 'F. Rahimov')),
  unit(4, 2, t('Хадамоти аудити дохилӣ', 'Служба внутреннего аудита', 'Internal Audit'), null),
  unit(5, 3, t('Департаменти қарздиҳӣ', 'Департамент кредитования', 'Lending Department'), t('Назарова М. А.', 'Назарова М. А.', 'M. Nazarova')),
  unit(
    6,
    3,
    t('Департаменти технологияҳои иттилоотӣ', 'Департамент информационных технологий', 'IT Department'),
    t('Каримов Д. Ҷ.', 'Каримов Д. Д.', 'D. Karimov'),
  ),
  unit(
    7,
    3,
    t('Департаменти молия ва ҳисобот', 'Департамент финансов и отчётности', 'Finance and Reporting Department'),
    t('Саидова Н. Р.', 'Саидова Н. Р.', 'N. Saidova'),
  ),
  unit(8, 3, t('Шабакаи филиалҳо', 'Сеть отделений', 'Branch network'), null),
];

const event = (id: number, year: number, date: string | null, title: Translated, text: Translated): SeedDoc => ({
  id,
  doc: { id, year, date, title, text },
});
export const history: SeedDoc[] = [
  event(
    1,
    2012,
    null,
    t('Таъсиси фонд', 'Основание фонда', 'The fund is founded'),
    t(
      'Фонди қарзии хурд барои дастгирии соҳибкорони деҳот таъсис ёфт.',
      'Основан микрокредитный фонд для поддержки сельских предпринимателей.',
      'A microcredit fund is founded to support rural entrepreneurs.',
    ),
  ),
  event(
    2,
    2018,
    null,
    t('150 миллион сомонӣ', '150 миллионов сомони', '150 million somoni'),
    t(
      'Сандуқи қарзии фонд ба 150 миллион сомонӣ расид.',
      'Кредитный портфель фонда достиг 150 миллионов сомони.',
      'The fund’s loan portfolio reaches 150 million somoni.',
    ),
  ),
  event(
    3,
    2020,
    '2020-10-23',
    t('Иҷозатномаи бонкӣ', 'Банковская лицензия', 'Banking licence'),
    t(
      'Бонки миллии Тоҷикистон ба SSB иҷозатномаи бонкӣ дод.',
      'Национальный банк Таджикистана выдал SSB банковскую лицензию.',
      'The National Bank of Tajikistan grants SSB a banking licence.',
    ),
  ),
  event(
    4,
    2022,
    null,
    t('Кортҳои байналмилалӣ', 'Международные карты', 'International cards'),
    t('Бонк ба узвияти Visa ва Mastercard дохил шуд.', 'Банк стал участником Visa и Mastercard.', 'The bank joins Visa and Mastercard.'),
  ),
  event(
    5,
    2024,
    null,
    t('SSB Mobile', 'SSB Mobile', 'SSB Mobile'),
    t('Барномаи мобилии бонк ба истифода дода шуд.', 'Запущено мобильное приложение банка.', 'The bank’s mobile app is launched.'),
  ),
];

const DAYS = t('душанбе, чоршанбе', 'понедельник, среда', 'Monday, Wednesday');
const TIMES = '09:00–11:00, 15:00–17:00';
export const reception: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      surname: t('Раҳимов', 'Рахимов', 'Rahimov'),
      name: t('Фарҳод', 'Фарход', 'Farhod'),
      patronymic: t('Саидович', 'Саидович', 'Saidovich'),
      post: t('Раиси Раёсат', 'Председатель Правления', 'Chairman of the Management Board'),
      days: t('сешанбе', 'вторник', 'Tuesday'),
      times: TIMES,
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      surname: t('Назарова', 'Назарова', 'Nazarova'),
      name: t('Малика', 'Малика', 'Malika'),
      patronymic: t('Абдуллоевна', 'Абдуллоевна', 'Abdulloevna'),
      post: t('Муовини якуми Раиси Раёсат', 'Первый заместитель Председателя Правления', 'First Deputy Chairman'),
      days: DAYS,
      times: TIMES,
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      surname: t('Каримов', 'Каримов', 'Karimov'),
      name: t('Далер', 'Далер', 'Daler'),
      patronymic: t('Ҷамшедович', 'Джамшедович', 'Jamshedovich'),
      post: t('Муовини Раиси Раёсат', 'Заместитель Председателя Правления', 'Deputy Chairman'),
      days: t('пайшанбе', 'четверг', 'Thursday'),
      times: TIMES,
    },
  },
];

export const rights: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      title: t('Ҳуқуқи шумо ба маълумот', 'Ваше право на информацию', 'Your right to information'),
      body: [
        p(
          t(
            'Пеш аз бастани шартнома бонк ҳамаи шартҳо, фоизҳо ва комиссияҳоро ба таври хаттӣ медиҳад.',
            'До заключения договора банк письменно сообщает все условия, ставки и комиссии.',
            'Before you sign, the bank gives you all terms, rates and fees in writing.',
          ),
        ),
        ul(
          t('Ҷадвали пардохтҳо', 'График платежей', 'A repayment schedule'),
          t('Фоизи самаранок', 'Эффективная ставка', 'The effective rate'),
          t('Ҳамаи комиссияҳо', 'Все комиссии', 'All fees'),
        ),
      ],
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      title: t('Тартиби баррасии шикоятҳо', 'Порядок рассмотрения жалоб', 'How complaints are handled'),
      body: [
        p(
          t(
            'Ба шикоят дар давоми 15 рӯзи корӣ ба таври хаттӣ ҷавоб медиҳем. Дар бораи қабули он дар давоми 3 рӯзи корӣ хабар медиҳем.',
            'На жалобу мы отвечаем письменно в течение 15 рабочих дней. О её приёме сообщаем в течение 3 рабочих дней.',
            'We answer a complaint in writing within 15 working days. We confirm receipt within 3 working days.',
          ),
        ),
        p(
          t(
            'Агар барои баррасии ҳолати мураккаб вақти бештар лозим бошад, мӯҳлат метавонад то 15 рӯзи кории дигар дароз карда шавад; дар ин бора ва сабаби он ба шумо ба таври хаттӣ хабар медиҳем.',
            'Если сложный случай требует больше времени, срок может быть продлён ещё не более чем на 15 рабочих дней; об этом и о причине мы сообщим вам письменно.',
            'If a complex case needs more time, the deadline may be extended by up to 15 more working days; we tell you so in writing, with the reason.',
          ),
        ),
      ],
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      title: t('Таърихи қарзӣ', 'Кредитная история', 'Credit history'),
      body: [
        p(
          t(
            'Шумо ҳуқуқ доред як маротиба дар сол ҳисоботи қарзии худро ройгон гиред. Бюроҳо маълумотро на камтар аз 10 сол нигоҳ медоранд.',
            'Вы вправе раз в год бесплатно получить свой кредитный отчёт. Бюро хранят данные не менее 10 лет.',
            'You may get your credit report free once a year. Bureaus keep records for at least 10 years.',
          ),
        ),
      ],
    },
  },
];

/** A listed document: its PDF in the visitor's language (/api/files/<name>-tj.pdf, -ru, -en). */
const doc = (id: number, category: Translated, title: Translated, name: string, date: string): SeedDoc => ({
  id,
  doc: {
    id,
    title,
    category,
    url: t(`/api/files/${name}-tj.pdf`, `/api/files/${name}-ru.pdf`, `/api/files/${name}-en.pdf`),
    format: 'pdf',
    sizeBytes: 0,
    date,
  },
});
const REPORTS = t('Ҳисоботҳо', 'Отчёты', 'Reports');
const TARIFFS = t('Тарифҳо', 'Тарифы', 'Tariffs');
const RULES = t('Қоидаҳо', 'Правила', 'Rules');
export const documents: SeedDoc[] = [
  doc(1, REPORTS, t('Ҳисоботи солонаи 2024', 'Годовой отчёт за 2024 год', 'Annual report 2024'), 'annual-report-2024', '2025-03-05'),
  doc(
    2,
    REPORTS,
    t('Ҳисоботи молиявии семоҳаи III 2025', 'Финансовая отчётность за III квартал 2025', 'Financial statements Q3 2025'),
    'financials-2025-q3',
    '2025-10-20',
  ),
  doc(3, TARIFFS, t('Тарифҳо барои шахсони воқеӣ', 'Тарифы для физических лиц', 'Tariffs for individuals'), 'tariffs-individuals', '2025-01-10'),
  doc(4, TARIFFS, t('Тарифҳо барои шахсони ҳуқуқӣ', 'Тарифы для юридических лиц', 'Tariffs for legal entities'), 'tariffs-legal', '2025-01-10'),
  doc(5, RULES, t('Қоидаҳои истифодаи кортҳо', 'Правила пользования картами', 'Card rules'), 'rules-card', '2024-06-01'),
  doc(6, RULES, t('Дастури SSB Mobile', 'Руководство SSB Mobile', 'SSB Mobile manual'), 'ssb-mobile-manual', '2025-08-28'),
];
export const orgDocuments: SeedDoc[] = [
  doc(
    1,
    t('Муносибатҳои корреспондентӣ', 'Корреспондентские отношения', 'Correspondent relations'),
    t('Саволнома оид ба AML/KYC', 'Опросник AML/KYC', 'AML/KYC questionnaire'),
    'aml-kyc-questionnaire',
    '2025-02-01',
  ),
  doc(
    2,
    t('Муносибатҳои корреспондентӣ', 'Корреспондентские отношения', 'Correspondent relations'),
    t('Иҷозатномаи бонкӣ', 'Банковская лицензия', 'Banking licence'),
    'banking-licence',
    '2020-10-23',
  ),
  doc(
    3,
    t('Қарздиҳии байнибонкӣ', 'Межбанковское кредитование', 'Interbank lending'),
    t('Шартномаи намунавии қарзи байнибонкӣ', 'Типовой договор межбанковского кредита', 'Model interbank loan agreement'),
    'interbank-agreement',
    '2025-04-15',
  ),
];

export const tenders: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      title: t('Хариди банкоматҳо', 'Закупка банкоматов', 'Purchase of ATMs'),
      description: t(
        'Хариди 15 банкомат бо модули қабули пули нақд.',
        'Закупка 15 банкоматов с модулем приёма наличных.',
        'Purchase of 15 ATMs with cash-in modules.',
      ),
      publishedAt: '2025-10-01',
      deadline: '2026-12-15',
      status: 'open',
      document: '/api/files/tender-atm.pdf',
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      title: t('Таъмири филиали Бохтар', 'Ремонт отделения в Бохтаре', 'Renovation of the Bokhtar office'),
      description: t(
        'Корҳои сохтмонӣ ва таъмирӣ дар бинои филиал.',
        'Строительно-ремонтные работы в здании отделения.',
        'Building and repair works at the office.',
      ),
      publishedAt: '2025-09-10',
      deadline: '2026-12-20',
      status: 'open',
      document: '/api/files/tender-bokhtar.pdf',
    },
  },
  {
    id: 3,
    doc: {
      id: 3,
      title: t('Хизматрасонии муҳофизат', 'Услуги охраны', 'Security services'),
      description: t('Муҳофизати филиалҳо дар вилояти Суғд.', 'Охрана отделений в Согдийской области.', 'Guarding the offices in Sughd region.'),
      publishedAt: '2025-06-01',
      deadline: '2025-07-01',
      status: 'closed',
      document: null,
    },
  },
  {
    id: 4,
    doc: {
      id: 4,
      title: t('Таҷҳизоти компютерӣ', 'Компьютерное оборудование', 'Computer equipment'),
      description: t('Хариди 120 компютер ва 40 принтер.', 'Закупка 120 компьютеров и 40 принтеров.', 'Purchase of 120 computers and 40 printers.'),
      publishedAt: '2025-04-20',
      deadline: '2025-05-20',
      status: 'closed',
      document: null,
    },
  },
];

export const photos: SeedDoc[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  // A picture of a news item is dated as the item is.
  ...(FIXED_DATE_NEWS.has(NEWS[id - 1]?.[0] ?? '') ? { fixedDates: true } : {}),
  doc: {
    id,
    url: media(`gallery-${id}`),
    thumbnail: media(`gallery-${id}-thumb`),
    width: 1200,
    height: 800,
    date: NEWS[id - 1]?.[1] ?? '2025-01-01',
    title: NEWS[id - 1]?.[2] ?? t('Сурат', 'Фото', 'Photo'),
  },
}));
export const videos: SeedDoc[] = [
  {
    id: 1,
    doc: {
      id: 1,
      title: t('SSB Mobile дар як дақиқа', 'SSB Mobile за одну минуту', 'SSB Mobile in one minute'),
      url: BANK_YOUTUBE_URL,
      poster: mediaIn('video-1'),
      durationSeconds: 60,
      date: '2026-11-06',
    },
  },
  {
    id: 2,
    doc: {
      id: 2,
      title: t('Чӣ тавр Корти Миллӣ гирифтан мумкин', 'Как получить Корти Милли', 'How to get Korti Milli'),
      url: BANK_YOUTUBE_URL,
      poster: mediaIn('video-2'),
      durationSeconds: 45,
      date: '2026-09-29',
    },
  },
];
