/** Generic pages by name: the title, meta description and intro of every fixed page of the site (see shared-contracts' route table). */
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
        'Барои пардохти дер ҷаримаи 0,2% барои ҳар рӯзи гузаронидашудаи қарзи асосӣ ситонида мешавад. Асоси рӯзҳо то 12 моҳ 360, зиёда аз он 365 аст.',
        'За просрочку взимается пеня 0,2% за каждый день просроченного основного долга. База дней до 12 месяцев 360, свыше 365.',
        'Late payment costs 0.2% per day of the overdue principal. The day basis is 360 up to 12 months, otherwise 365.',
      ),
    ),
  ],
  [
    'Deposit',
    t('Амонатҳо', 'Вклады', 'Deposits'),
    t('Амонатҳо бо сомонӣ ва доллар то 8% солона.', 'Вклады в сомони и долларах до 8% годовых.', 'Somoni and dollar deposits at up to 8% a year.'),
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
      'Бонк дар телефони шумо: пардохтҳо, интиқолҳо ва ҳисобҳо.',
      'Банк в вашем телефоне: платежи, переводы и счета.',
      'The bank in your phone: payments, transfers and accounts.',
    ),
    {
      kind: 'links',
      items: [
        { title: t('Google Play', 'Google Play', 'Google Play'), url: 'https://play.google.com/store/apps/details?id=tj.ssb.mobile' },
        { title: t('App Store', 'App Store', 'App Store'), url: 'https://apps.apple.com/app/ssb-mobile/id0000000000' },
        { title: t('Файли APK', 'Файл APK', 'APK file'), url: 'https://ssb.tj/app/ssb-mobile.apk' },
      ],
    },
  ],
  [
    'rules-card',
    t('Қоидаҳои истифодаи кортҳо', 'Правила пользования картами', 'Card rules'),
    t('Чӣ тавр кортро бехатар истифода бурдан мумкин аст.', 'Как безопасно пользоваться картой.', 'How to use your card safely.'),
    ul(
      t('Рамзи PIN-ро ба ҳеҷ кас нагӯед', 'Никому не сообщайте PIN', 'Never tell anyone your PIN'),
      t('Ҳангоми гум шудани корт ба 8855 занг занед', 'При потере карты звоните 8855', 'Call 8855 if you lose the card'),
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
      'Шикоят на зиёда аз 30 рӯзи тақвимӣ баррасӣ мешавад.',
      'Жалоба рассматривается не более 30 календарных дней.',
      'A complaint is reviewed within 30 calendar days.',
    ),
    p(
      t(
        'Дар бораи қабули шикоят дар давоми 3 рӯзи корӣ хабар медиҳем.',
        'О приёме жалобы сообщаем в течение 3 рабочих дней.',
        'We confirm receipt within 3 working days.',
      ),
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
  doc: { name, title, summary, body: [p(summary), ...body] },
}));
