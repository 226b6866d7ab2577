/** Generic pages by name: the title, meta description and intro of every fixed page of the site (see shared-contracts' route table). */
import { CARD_BLOCK_PHONE } from './products';
import { h, p, t, ul, type SeedDoc, type Translated } from './types';

type P = [name: string, title: Translated, summary: Translated, ...body: unknown[]];

const HOURS = t(
  'Душанбе–ҷумъа 08:00–17:00, шанбе 09:00–12:00, якшанбе рӯзи истироҳат.',
  'Пн–пт 08:00–17:00, сб 09:00–12:00, вс выходной.',
  'Mon–Fri 08:00–17:00, Sat 09:00–12:00, Sun closed.',
);

const PAGES: P[] = [
  [
    'home',
    t('SSB — бонки шумо', 'SSB — ваш банк', 'SSB — your bank'),
    t(
      'Қарзҳо, амонатҳо, кортҳо ва интиқолҳо дар Тоҷикистон.',
      'Кредиты, вклады, карты и переводы в Таджикистане.',
      'Loans, deposits, cards and transfers in Tajikistan.',
    ),
  ],
  [
    'about',
    t('Дар бораи мо', 'О нас', 'About us'),
    t(
      'SSB — бонки тиҷоратии Тоҷикистон бо иҷозатномаи 23 октябри 2020.',
      'SSB — коммерческий банк Таджикистана с лицензией от 23 октября 2020 года.',
      'SSB is a commercial bank of Tajikistan, licensed on 23 October 2020.',
    ),
  ],
  [
    'about-bank',
    t('Дар бораи бонк', 'О банке', 'About the bank'),
    t('Аз фонди қарзии хурд то бонки тиҷоратӣ.', 'От микрокредитного фонда до коммерческого банка.', 'From a microcredit fund to a commercial bank.'),
    p(
      t(
        'SSB аз фонди қарзии хурд ба вуҷуд омад, ки сандуқи қарзии он ба 150 миллион сомонӣ расида буд. 23 октябри соли 2020 Бонки миллии Тоҷикистон ба SSB иҷозатномаи бонкӣ дод.',
        'SSB вырос из микрокредитного фонда, кредитный портфель которого достиг 150 миллионов сомони. 23 октября 2020 года Национальный банк Таджикистана выдал SSB банковскую лицензию.',
        'SSB grew out of a microcredit fund whose loan portfolio had reached 150 million somoni. On 23 October 2020 the National Bank of Tajikistan granted SSB a banking licence.',
      ),
    ),
    p(
      t(
        'Имрӯз бонк дар 11 шаҳру ноҳия филиал, банкомат ва терминалҳои POS дорад.',
        'Сегодня у банка отделения, банкоматы и POS-терминалы в 11 городах и районах.',
        'Today the bank has offices, ATMs and POS terminals in 11 towns and districts.',
      ),
    ),
  ],
  [
    'Card',
    t('Кортҳои бонкӣ', 'Банковские карты', 'Bank cards'),
    t('Корти Миллӣ, Visa, Mastercard ва UnionPay.', 'Корти Милли, Visa, Mastercard и UnionPay.', 'Korti Milli, Visa, Mastercard and UnionPay.'),
  ],
  [
    'Credit',
    t('Қарзҳо', 'Кредиты', 'Loans'),
    t(
      'Қарз аз 1 то 5 сол; пешниҳоди дархост ройгон аст.',
      'Кредиты от 1 до 5 лет; подача заявки бесплатна.',
      'Loans for 1 to 5 years; applying is free of charge.',
    ),
    p(
      t(
        'Барои пардохти дер ҷаримаи 0,2% барои ҳар рӯзи гузаронидашудаи қарзи асосӣ ситонида мешавад. Фоизҳо барои ҳар мӯҳлат бо асоси соли 360-рӯза ҳисоб карда мешаванд: фоизи як рӯз (бақияи қарз × фоизи солона ÷ 360) ба шумораи рӯзҳои моҳ зарб карда мешавад.',
        'За просрочку взимается пеня 0,2% за каждый день просроченного основного долга. Проценты при любом сроке начисляются на базе 360 дней в году: дневные проценты (остаток долга × годовая ставка ÷ 360) умножаются на число дней месяца.',
        'Late payment costs 0.2% per day of the overdue principal. Whatever the term, interest is calculated on a 360-day year: a day’s interest (the outstanding balance × the annual rate ÷ 360) times the days in the month.',
      ),
    ),
  ],
  [
    'Deposit',
    t('Амонатҳо', 'Вклады', 'Deposits'),
    t(
      'Амонатҳо бо сомонӣ то 9% солона (барои ширкатҳо то 10%) ва бо доллар то 4%.',
      'Вклады в сомони до 9% годовых (для компаний до 10%) и в долларах до 4%.',
      'Somoni deposits at up to 9% a year (up to 10% for businesses) and dollar deposits at up to 4%.',
    ),
    p(
      t(
        'Аз даромади фоизӣ 12% андоз нигоҳ дошта мешавад. Асоси рӯзҳо то як сол 360, зиёда аз он 365/366 аст.',
        'С процентного дохода удерживается налог 12%. База дней до года 360, свыше 365/366.',
        'A 12% tax is withheld from interest. The day basis is 360 up to a year, otherwise 365/366.',
      ),
    ),
  ],
  [
    'Credit/faq',
    t('Саволҳо дар бораи қарз', 'Вопросы о кредитах', 'Loan questions'),
    t('Ҷавоб ба саволҳои зуд-зуд додашаванда оид ба қарз.', 'Ответы на частые вопросы о кредитах.', 'Answers to common questions about loans.'),
  ],
  [
    'Deposit/faq',
    t('Саволҳо дар бораи амонат', 'Вопросы о вкладах', 'Deposit questions'),
    t('Ҷавоб ба саволҳои зуд-зуд додашаванда оид ба амонат.', 'Ответы на частые вопросы о вкладах.', 'Answers to common questions about deposits.'),
  ],
  [
    'FAQ',
    t('Саволу ҷавоб', 'Вопросы и ответы', 'Questions and answers'),
    t('Саволҳои умумӣ дар бораи хизматрасонии бонк.', 'Общие вопросы об услугах банка.', 'General questions about the bank’s services.'),
  ],
  [
    'transfers',
    t('Интиқоли пул', 'Денежные переводы', 'Money transfers'),
    t(
      'Интиқолҳо бо рубл, доллар ва евро аз 5 дақиқа; дар дохили кишвар 0,5%.',
      'Переводы в рублях, долларах и евро от 5 минут; по стране 0,5%.',
      'Transfers in roubles, dollars and euros from 5 minutes; 0.5% within the country.',
    ),
  ],
  [
    'rko',
    t('Хизматрасонии ҳисоббаробаркунӣ ва хазинавӣ', 'Расчётно-кассовое обслуживание', 'Settlement and cash services'),
    t(
      'Кушодан ва пешбурди ҳисобҳо, пардохтҳо ва амалиёти хазина.',
      'Открытие и ведение счетов, платежи и кассовые операции.',
      'Opening and running accounts, payments and cash operations.',
    ),
    ul(
      t('Кушодани ҳисоб дар як рӯз', 'Открытие счёта за один день', 'An account opened in one day'),
      t('Пардохтҳо бо сомонӣ ва асъори хориҷӣ', 'Платежи в сомони и валюте', 'Payments in somoni and foreign currency'),
      t('Бонкдории интернетӣ барои шахсони ҳуқуқӣ', 'Интернет-банкинг для юридических лиц', 'Internet banking for companies'),
    ),
  ],
  [
    'safe-operations',
    t('Амалиёт бо сейф', 'Сейфовые операции', 'Safe-deposit boxes'),
    t(
      'Ячейкаҳои бехатар барои нигоҳ доштани ашё ва ҳуҷҷатҳо.',
      'Сейфовые ячейки для хранения ценностей и документов.',
      'Safe-deposit boxes for valuables and documents.',
    ),
    p(
      t(
        'Ячейкаҳо дар дафтари марказӣ дар Душанбе ва филиали Хуҷанд ба иҷора дода мешаванд: аз 1 моҳ то 1 сол.',
        'Ячейки сдаются в головном офисе в Душанбе и в отделении в Худжанде: от 1 месяца до 1 года.',
        'Boxes are rented at the Dushanbe head office and the Khujand office, from 1 month to 1 year.',
      ),
    ),
  ],
  [
    'SSB-mobile',
    t('SSB Mobile', 'SSB Mobile', 'SSB Mobile'),
    t(
      'Бонк дар телефони шумо: интиқолҳо, пардохтҳо, кортҳо, амонатҳо ва қарзҳо — шабонарӯзӣ.',
      'Банк в вашем телефоне: переводы, платежи, карты, вклады и кредиты — круглосуточно.',
      'The bank in your phone: transfers, payments, cards, deposits and loans, around the clock.',
    ),
    // The store links are not content: the page shows them from the site's one app-links setting.
    h(t('Дар SSB Mobile чӣ кор кардан мумкин аст', 'Что можно делать в SSB Mobile', 'What you can do in SSB Mobile')),
    ul(
      t(
        'Интиқол аз рӯи рақами корт ва рақами телефон — ба мизоҷони SSB ва ба кортҳои бонкҳои дигари Тоҷикистон',
        'Переводы по номеру карты и по номеру телефона — клиентам SSB и на карты других банков Таджикистана',
        'Transfers by card number and by phone number, to SSB customers and to cards of other banks in Tajikistan',
      ),
      t(
        'Пардохти хизматҳои коммуналӣ (барқ, об, газ), алоқаи мобилӣ ва интернет, аз ҷумла бо рамзи QR',
        'Оплата коммунальных услуг (электричество, вода, газ), мобильной связи и интернета, в том числе по QR-коду',
        'Payments for utilities (electricity, water, gas), mobile and internet, also by QR code',
      ),
      t(
        'Идораи кортҳо: бастан ва кушодани корт, ҳадди харид ва гирифтани пул, иваз кардани рамзи PIN',
        'Управление картами: блокировка и разблокировка, лимиты покупок и снятия, смена PIN-кода',
        'Card control: block and unblock a card, set purchase and cash limits, change the PIN',
      ),
      t(
        'Кушодани амонат ва пур кардани он бе омадан ба филиал',
        'Открытие вклада и его пополнение без визита в отделение',
        'Open a deposit and top it up without visiting an office',
      ),
      t(
        'Пардохти қарз: ҷадвали пардохтҳо, пардохти навбатӣ ва пардохти пеш аз мӯҳлат',
        'Погашение кредита: график платежей, очередной платёж и досрочное погашение',
        'Repay a loan: the repayment schedule, the next payment and early repayment',
      ),
      t(
        'Қурби асъор ва табдили асъор байни ҳисобҳои худ',
        'Курсы валют и обмен валюты между своими счетами',
        'Exchange rates and currency exchange between your own accounts',
      ),
      t(
        'Харитаи филиалҳо ва банкоматҳо бо соатҳои корӣ',
        'Карта отделений и банкоматов с часами работы',
        'A map of offices and ATMs with their opening hours',
      ),
    ),
    h(t('Бехатарӣ', 'Безопасность', 'Security')),
    ul(
      t(
        'Воридшавӣ бо рамзи PIN-и 4-рақама, изи ангушт ё Face ID',
        'Вход по 4-значному PIN-коду, отпечатку пальца или Face ID',
        'Sign in with a 4-digit PIN, your fingerprint or Face ID',
      ),
      t(
        'Пардохт ба гирандаи нав бо рамзи яккаратаи SMS тасдиқ карда мешавад',
        'Платёж новому получателю подтверждается одноразовым SMS-кодом',
        'A payment to a new recipient is confirmed with a one-time SMS code',
      ),
      t(
        'Харидҳои онлайн бо корт бо 3-D Secure (Visa Secure, Mastercard Identity Check) ҳифз шудаанд',
        'Покупки картой в интернете защищены 3-D Secure (Visa Secure, Mastercard Identity Check)',
        'Online card purchases are protected by 3-D Secure (Visa Secure, Mastercard Identity Check)',
      ),
      t(
        `Агар телефон гум шавад, ба хати шабонарӯзии ${CARD_BLOCK_PHONE} занг занед: дастрасӣ ба барнома ва кортҳо баста мешавад`,
        `Если телефон потерян, позвоните на круглосуточную линию ${CARD_BLOCK_PHONE}: доступ к приложению и картам заблокируют`,
        `If you lose your phone, call the 24/7 line ${CARD_BLOCK_PHONE}: access to the app and your cards is blocked`,
      ),
    ),
    h(t('Чӣ тавр насб ва сабти ном кардан', 'Как установить и зарегистрироваться', 'How to install and register')),
    ul(
      t(
        'Барномаро аз Google Play ё App Store насб кунед ё файли APK-ро аз ҳамин саҳифа гиред.',
        'Установите приложение из Google Play или App Store или скачайте файл APK с этой страницы.',
        'Install the app from Google Play or the App Store, or download the APK file from this page.',
      ),
      t(
        'Рақами мобилии Тоҷикистонро, ки ба бонк додаед, ворид кунед.',
        'Введите мобильный номер Таджикистана, который вы указали в банке.',
        'Enter the Tajik mobile number you gave the bank.',
      ),
      t(
        'Рақами корти SSB-и худро ворид кунед ва бо рамзи SMS тасдиқ кунед.',
        'Введите номер своей карты SSB и подтвердите его кодом из SMS.',
        'Enter the number of your SSB card and confirm it with the SMS code.',
      ),
      t(
        'Рамзи PIN-и 4-рақама гузоред ва дар хоҳиш воридшавӣ бо изи ангушт ё Face ID-ро фаъол кунед.',
        'Придумайте 4-значный PIN-код и при желании включите вход по отпечатку пальца или Face ID.',
        'Choose a 4-digit PIN and, if you like, turn on sign-in with your fingerprint or Face ID.',
      ),
    ),
    p(
      t(
        'Барнома ва сабти ном ройгон аст. Агар корти SSB надошта бошед, онро дар бахши «Кортҳо» фармоиш диҳед ё бо шиноснома ба филиал оед. Саволҳо дар бораи барнома: маркази тамоси 8855.',
        'Приложение и регистрация бесплатны. Если у вас ещё нет карты SSB, закажите её в разделе «Карты» или приходите с паспортом в отделение. Вопросы о приложении: контакт-центр 8855.',
        'The app and registration are free. If you have no SSB card yet, order one in the Cards section or bring your passport to an office. Questions about the app: the 8855 contact centre.',
      ),
    ),
    h(t('Талаботи системавӣ', 'Системные требования', 'System requirements')),
    ul(
      t(
        'Android 8.0 ё навтар: аз Google Play ё бо файли APK барои телефонҳои бе хидматҳои Google',
        'Android 8.0 или новее: из Google Play или файлом APK для телефонов без сервисов Google',
        'Android 8.0 or later: from Google Play, or the APK file for phones without Google services',
      ),
      t('iPhone бо iOS 14 ё навтар', 'iPhone с iOS 14 или новее', 'An iPhone with iOS 14 or later'),
      t(
        '150 МБ ҷойи холӣ ва интернети мобилӣ ё Wi-Fi',
        '150 МБ свободного места и мобильный интернет или Wi-Fi',
        '150 MB of free space and mobile internet or Wi-Fi',
      ),
    ),
  ],
  [
    'rules-card',
    t('Қоидаҳои истифодаи кортҳо', 'Правила пользования картами', 'Card rules'),
    t('Чӣ тавр кортро бехатар истифода бурдан мумкин аст.', 'Как безопасно пользоваться картой.', 'How to use your card safely.'),
    ul(
      t('Рамзи PIN-ро ба ҳеҷ кас нагӯед', 'Никому не сообщайте PIN', 'Never tell anyone your PIN'),
      t(
        `Агар корт гум ё дуздида шавад, фавран ба хати шабонарӯзии ${CARD_BLOCK_PHONE} занг занед ё кортро дар SSB Mobile бандед`,
        `При потере или краже карты сразу звоните на круглосуточную линию ${CARD_BLOCK_PHONE} или заблокируйте карту в SSB Mobile`,
        `If the card is lost or stolen, call the 24/7 line ${CARD_BLOCK_PHONE} at once or block the card in SSB Mobile`,
      ),
    ),
  ],
  [
    'legal-person',
    t('Барои шахсони ҳуқуқӣ', 'Юридическим лицам', 'For businesses'),
    t(
      'Қарзҳо, амонатҳо, ХҲХ ва лоиҳаҳои музди меҳнат барои тиҷорат.',
      'Кредиты, депозиты, РКО и зарплатные проекты для бизнеса.',
      'Loans, deposits, settlement services and salary projects for business.',
    ),
  ],
  [
    'services',
    t('Хизматрасониҳо', 'Услуги', 'Services'),
    t(
      'Кафолатҳо, аккредитивҳо, инкассатсия ва лоиҳаҳои музди меҳнат.',
      'Гарантии, аккредитивы, инкассация и зарплатные проекты.',
      'Guarantees, letters of credit, cash collection and salary projects.',
    ),
  ],
  [
    'services/view',
    t('Лоиҳаҳои музди меҳнат', 'Зарплатные проекты', 'Salary projects'),
    t('Музди меҳнати кормандон ба кортҳои Корти Миллӣ.', 'Зарплата сотрудникам на карты Корти Милли.', 'Staff wages paid to Korti Milli cards.'),
  ],
  [
    'financial-organization',
    t('Барои ташкилотҳои молиявӣ', 'Финансовым организациям', 'For financial institutions'),
    t(
      'Муносибатҳои корреспондентӣ, қарздиҳии байнибонкӣ ва фурӯши амволи гаравӣ.',
      'Корреспондентские отношения, межбанковское кредитование и продажа залогового имущества.',
      'Correspondent relations, interbank lending and sale of pledged property.',
    ),
  ],
  [
    'correspondence',
    t('Муносибатҳои корреспондентӣ', 'Корреспондентские отношения', 'Correspondent relations'),
    t('Бонкҳои корреспонденти SSB ва ҳисобҳои онҳо.', 'Банки-корреспонденты SSB и их счета.', 'SSB’s correspondent banks and accounts.'),
  ],
  [
    'sale',
    t('Фурӯши амволи гаравӣ', 'Продажа залогового имущества', 'Sale of pledged property'),
    t(
      'Амволе, ки бонк мефурӯшад. Барои харид ба 8855 занг занед.',
      'Имущество, которое продаёт банк. Для покупки звоните 8855.',
      'Property the bank is selling. Call 8855 to buy.',
    ),
  ],
  [
    'interbank-lending',
    t('Қарздиҳии байнибонкӣ', 'Межбанковское кредитование', 'Interbank lending'),
    t(
      'Ҷойгиркунӣ ва ҷалби маблағҳо дар бозори байнибонкӣ.',
      'Размещение и привлечение средств на межбанковском рынке.',
      'Placing and raising funds on the interbank market.',
    ),
  ],
  [
    'organization-documents',
    t('Ҳуҷҷатҳо барои ташкилотҳо', 'Документы для организаций', 'Documents for institutions'),
    t('Саволномаҳо, иҷозатнома ва шартномаҳои намунавӣ.', 'Опросники, лицензия и типовые договоры.', 'Questionnaires, licence and model agreements.'),
  ],
  [
    'documents',
    t('Ҳуҷҷатҳо', 'Документы', 'Documents'),
    t('Ҳисоботҳо, тарифҳо ва қоидаҳои бонк.', 'Отчёты, тарифы и правила банка.', 'Reports, tariffs and rules of the bank.'),
  ],
  [
    'history',
    t('Таърих', 'История', 'History'),
    t('Роҳи бонк аз соли 2012 то имрӯз.', 'Путь банка с 2012 года до наших дней.', 'The bank’s path from 2012 to today.'),
  ],
  ['head', t('Роҳбарият', 'Руководство', 'Management'), t('Аъзои Раёсати бонк.', 'Члены Правления банка.', 'Members of the Management Board.')],
  [
    'structure',
    t('Сохтор', 'Структура', 'Structure'),
    t('Сохтори ташкилии бонк.', 'Организационная структура банка.', 'The bank’s organisation chart.'),
  ],
  [
    'gallery',
    t('Галерея', 'Галерея', 'Gallery'),
    t('Суратҳо ва видеоҳо аз ҳаёти бонк.', 'Фото и видео из жизни банка.', 'Photos and videos from the bank’s life.'),
  ],
  [
    'addresses',
    t('Суроғаҳо', 'Адреса', 'Addresses'),
    t(
      'Филиалҳо, банкоматҳо ва терминалҳои POS дар 11 шаҳру ноҳия.',
      'Отделения, банкоматы и POS-терминалы в 11 городах и районах.',
      'Offices, ATMs and POS terminals in 11 towns and districts.',
    ),
    p(HOURS),
  ],
  [
    'rights',
    t('Ҳуқуқи истеъмолкунандагон', 'Права потребителей', 'Customer rights'),
    t('Ҳуқуқҳои шумо ва рӯзҳои қабули роҳбарият.', 'Ваши права и дни приёма руководства.', 'Your rights and the executives’ reception days.'),
    p(
      t(
        'Роҳбарият шаҳрвандонро соатҳои 09:00–11:00 ва 15:00–17:00 дар рӯзҳои муқарраршуда қабул мекунад.',
        'Руководство принимает граждан с 09:00 до 11:00 и с 15:00 до 17:00 в установленные дни.',
        'The executives receive citizens 09:00–11:00 and 15:00–17:00 on set weekdays.',
      ),
    ),
  ],
  ['news', t('Хабарҳо', 'Новости', 'News'), t('Хабарҳои охирини SSB.', 'Последние новости SSB.', 'The latest SSB news.')],
  [
    'press-center',
    t('Маркази матбуот', 'Пресс-центр', 'Press centre'),
    t('Хабарҳо ва эълонҳои бонк.', 'Новости и объявления банка.', 'News and announcements of the bank.'),
  ],
  ['vacancy', t('Ҷойҳои корӣ', 'Вакансии', 'Vacancies'), t('Ба дастаи SSB ҳамроҳ шавед.', 'Присоединяйтесь к команде SSB.', 'Join the SSB team.')],
  [
    'tenders',
    t('Тендерҳо', 'Тендеры', 'Tenders'),
    t('Харидҳои бонк ва шартҳои иштирок.', 'Закупки банка и условия участия.', 'The bank’s purchases and how to take part.'),
  ],
  [
    'contact-us',
    t('Тамос', 'Контакты', 'Contact us'),
    t(
      'Маркази тамос 8855 ва суроғаи дафтари марказӣ.',
      'Контакт-центр 8855 и адрес головного офиса.',
      'Contact centre 8855 and the head office address.',
    ),
    h(t('Маркази тамос', 'Контакт-центр', 'Contact centre')),
    p(t('8855 (ройгон аз рақамҳои мобилии Тоҷикистон)', '8855 (бесплатно с мобильных Таджикистана)', '8855 (free from Tajik mobile numbers)')),
    p(HOURS),
    h(t('Бастани корт (шабонарӯзӣ)', 'Блокировка карт (круглосуточно)', 'Card blocking (24/7)')),
    p(
      t(
        `${CARD_BLOCK_PHONE}: шабонарӯзӣ, аз ҷумла аз хориҷа`,
        `${CARD_BLOCK_PHONE}: круглосуточно, в том числе из-за рубежа`,
        `${CARD_BLOCK_PHONE}: around the clock, from abroad too`,
      ),
    ),
    h(t('Суроға', 'Адрес', 'Address')),
    p(
      t(
        '734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48. Почтаи электронӣ: info@ssb.tj',
        '734025, г. Душанбе, ул. Рудаки, 48. Эл. почта: info@ssb.tj',
        '48 Rudaki St, Dushanbe 734025. E-mail: info@ssb.tj',
      ),
    ),
  ],
  [
    'question',
    t('Шикоят ва пешниҳод', 'Жалобы и предложения', 'Complaints and suggestions'),
    t(
      'Дар бораи мушкилот ё фикри худ нависед: ҳар муроҷиатро кормандони хизматрасонии мизоҷони бонк мехонанд. Дар бораи қабули он дар давоми 3 рӯзи корӣ хабар медиҳем.',
      'Расскажите о проблеме или поделитесь идеей: каждое обращение читают сотрудники службы клиентского сервиса банка. О его получении сообщаем в течение 3 рабочих дней.',
      'Tell us about a problem or share an idea: every message is read by the bank’s customer service. We confirm receipt within 3 working days.',
    ),
  ],
  [
    'Rates',
    t('Қурби асъор', 'Курсы валют', 'Exchange rates'),
    t(
      'Қурби доллар, евро ва рубл ва нархи тилло.',
      'Курсы доллара, евро и рубля и цены на золото.',
      'Dollar, euro and rouble rates and gold prices.',
    ),
  ],
  ['search', t('Ҷустуҷӯ', 'Поиск', 'Search'), t('Ҷустуҷӯ дар сомона.', 'Поиск по сайту.', 'Search the site.')],
];

export const pages: SeedDoc[] = PAGES.map(([name, title, summary, ...body], i) => ({
  id: i + 1,
  slug: name.replace('/', '-'),
  // The summary is the page's lead (PageIntro shows it above the body), so the body does not repeat it.
  doc: { name, title, summary, body },
}));
