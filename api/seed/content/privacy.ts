/** The personal-data policy (/privacy), which the application forms link to from their consent text. */
import { h, p, t, ul, type SeedDoc, type Translated } from './types';

/** Far above the generic pages' ids (1, 2, …), so that adding a page there never collides. */
const PRIVACY_PAGE_ID = 1001;

// The names the site's footer and document title give this page.
const title = t('Сиёсати махфият', 'Политика конфиденциальности', 'Privacy policy');
const summary = t(
  'Бонки SSB чӣ гуна маълумоти шахсии шуморо ҷамъ меорад, истифода мебарад ва ҳифз мекунад. Таҳрири аз 26 ноябри 2026.',
  'Как банк SSB собирает, использует и защищает ваши персональные данные. Редакция от 26 ноября 2026 года.',
  'How SSB Bank collects, uses and protects your personal data. Version of 26 November 2026.',
);

/** The storage and beacon tables of the technical list (section 12): name, kind, purpose, lifetime. */
const table = (...rows: (string | Translated)[][]) => ({
  kind: 'table',
  columns: [
    t('Номи техникӣ', 'Техническое имя', 'Technical name'),
    t('Намуд', 'Вид', 'Kind'),
    t('Мақсад', 'Назначение', 'Purpose'),
    t('Мӯҳлат', 'Срок', 'Lifetime'),
  ],
  rows,
});

const body = [
  h(t('1. Кӣ маълумоти шуморо коркард мекунад', '1. Кто обрабатывает ваши данные', '1. Who processes your data')),
  p(
    t(
      'Маълумоти шахсии шуморо Бонки SSB (минбаъд «бонк») коркард мекунад: 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48; иҷозатномаи бонкии Бонки миллии Тоҷикистон аз 23 октябри 2020. Бонк маълумотро мувофиқи Қонуни Ҷумҳурии Тоҷикистон «Дар бораи ҳифзи маълумоти шахсӣ», қонунгузории бонкӣ ва ҳамин сиёсат коркард мекунад.',
      'Ваши персональные данные обрабатывает банк SSB (далее «банк»): 734025, г. Душанбе, ул. Рудаки, 48; банковская лицензия Национального банка Таджикистана от 23 октября 2020 года. Банк обрабатывает данные в соответствии с Законом Республики Таджикистан «О защите персональных данных», банковским законодательством и этой политикой.',
      'Your personal data is processed by SSB Bank (“the bank”), 48 Rudaki St, Dushanbe 734025, licensed by the National Bank of Tajikistan on 23 October 2020. The bank processes it under the Law of the Republic of Tajikistan “On Personal Data Protection”, banking legislation and this policy.',
    ),
  ),
  h(t('2. Кадом маълумотро ҷамъ меорем', '2. Какие данные мы собираем', '2. What data we collect')),
  p(
    t(
      'Танҳо он маълумотеро, ки шумо худатон дар шаклҳои сомона ворид мекунед:',
      'Только те данные, которые вы сами вводите в формы сайта:',
      'Only what you enter yourself in the site’s forms:',
    ),
  ),
  ul(
    t(
      'Ному насаб, номи падар, рақами телефон ва почтаи электронӣ: дар дархостҳо, шикоятҳо ва обуна ба хабарҳо',
      'Фамилия, имя, отчество, номер телефона и электронная почта: в заявках, жалобах и подписке на новости',
      'Surname, first name, patronymic, phone number and e-mail: in applications, complaints and the newsletter subscription',
    ),
    t(
      'Маълумоти шиноснома ва рақами мушаххаси андозсупоранда (РМА): ҳангоми пешниҳоди дархост барои қарз, корт ё амонат',
      'Паспортные данные и идентификационный номер налогоплательщика (ИНН): при подаче заявки на кредит, карту или вклад',
      'Passport details and taxpayer identification number (TIN): when you apply for a loan, a card or a deposit',
    ),
    t(
      'Ҳуҷҷатҳое, ки шумо бор мекунед: нусхаи шиноснома, маълумотнома дар бораи музди меҳнат ва ғайра',
      'Загруженные вами документы: копия паспорта, справка о зарплате и другие',
      'Documents you upload: a copy of your passport, a salary certificate and the like',
    ),
    t(
      'Маълумоти дархост: маблағ ва мӯҳлати қарз, шаҳр, филиал, матни шикоят ё пешниҳод',
      'Сведения заявки: сумма и срок кредита, город, отделение, текст жалобы или предложения',
      'What the application says: the loan amount and term, city, office, the text of a complaint or suggestion',
    ),
    t(
      'Маълумоти техникӣ: суроғаи IP ва вақти дархост, ки сервер барои ҳифз аз суиистифода сабт мекунад',
      'Технические данные: IP-адрес и время запроса, которые сервер записывает для защиты от злоупотреблений',
      'Technical data: the IP address and time of a request, which the server records to protect the site from abuse',
    ),
  ),
  p(
    t(
      'Мо маълумоти биометрӣ ва маълумотро дар бораи саломатӣ, дин ё ақидаҳои сиёсӣ намепурсем.',
      'Мы не запрашиваем биометрические данные и сведения о здоровье, религии или политических взглядах.',
      'We do not ask for biometric data or for information about health, religion or political views.',
    ),
  ),
  h(t('3. Бо кадом мақсад', '3. Зачем мы их обрабатываем', '3. Why we process it')),
  ul(
    t(
      'Баррасии дархости шумо ва тамос бо шумо дар бораи он',
      'Рассмотреть вашу заявку и связаться с вами по ней',
      'To review your application and contact you about it',
    ),
    t(
      'Бастан ва иҷро кардани шартномаи қарз, амонат ё корт',
      'Заключить и исполнить договор кредита, вклада или карты',
      'To conclude and perform a loan, deposit or card contract',
    ),
    t('Баррасии шикоят ва додани ҷавоб ба он', 'Рассмотреть жалобу и ответить на неё', 'To review a complaint and answer it'),
    t(
      'Иҷрои талаботи қонун: муайян кардани шахсияти мизоҷ ва муқовимат ба қонунигардонии даромадҳои бо роҳи ҷиноят бадастоварда',
      'Выполнить требования закона: идентифицировать клиента и противодействовать легализации доходов, полученных преступным путём',
      'To meet legal duties: identifying customers and countering money laundering',
    ),
    t(
      'Фиристодани хабарҳои бонк, агар шумо обуна шуда бошед',
      'Присылать новости банка, если вы на них подписались',
      'To send you the bank’s news if you have subscribed',
    ),
    t('Ҳифзи сомона аз ҳамлаҳо ва суиистифода', 'Защитить сайт от атак и злоупотреблений', 'To protect the site from attacks and abuse'),
  ),
  h(t('4. Асоси ҳуқуқӣ', '4. Правовые основания', '4. Legal basis')),
  p(
    t(
      'Мо маълумотро дар асоси розигии шумо, ки онро ҳангоми фиристодани шакл бо қайд кардани катакча медиҳед, барои бастан ва иҷрои шартнома бо шумо ва барои иҷрои ӯҳдадориҳое коркард мекунем, ки Қонуни Ҷумҳурии Тоҷикистон «Дар бораи фаъолияти бонкӣ» ва қонунгузорӣ оид ба муқовимат ба қонунигардонии (расмикунонии) даромадҳои бо роҳи ҷиноят бадастоварда муқаррар кардаанд.',
      'Мы обрабатываем данные на основании вашего согласия, которое вы даёте, отмечая флажок при отправке формы, для заключения и исполнения договора с вами и для выполнения обязанностей, установленных Законом Республики Таджикистан «О банковской деятельности» и законодательством о противодействии легализации (отмыванию) доходов, полученных преступным путём.',
      'We process data on the basis of your consent, which you give by ticking the box when you send a form; to conclude and perform a contract with you; and to meet the duties set by the Law of the Republic of Tajikistan “On Banking Activity” and anti-money-laundering legislation.',
    ),
  ),
  h(t('5. Мӯҳлати нигоҳдорӣ', '5. Сколько мы храним данные', '5. How long we keep it')),
  ul(
    t(
      'Агар шартнома баста шавад: дар тамоми мӯҳлати амали он ва 5 сол пас аз анҷоми он, чунон ки қонун талаб мекунад',
      'Если договор заключён: весь срок его действия и 5 лет после его окончания, как требует закон',
      'If a contract is concluded: for its whole term and 5 years after it ends, as the law requires',
    ),
    t(
      'Агар шартнома баста нашавад: дархост ва ҳуҷҷатҳои боршуда дар давоми 6 моҳ пас аз қабули қарор нест карда мешаванд',
      'Если договор не заключён: заявка и загруженные документы удаляются в течение 6 месяцев после решения',
      'If no contract is concluded: the application and uploaded documents are deleted within 6 months of the decision',
    ),
    t('Шикоят ва ҷавоб ба он: 3 сол', 'Жалоба и ответ на неё: 3 года', 'A complaint and its answer: 3 years'),
    t(
      'Почтаи электронӣ барои хабарҳо: то он даме ки шумо аз обуна даст кашед',
      'Электронная почта для новостей: пока вы не отпишетесь',
      'Your newsletter e-mail: until you unsubscribe',
    ),
    t('Маълумоти техникии сервер: на зиёда аз 90 рӯз', 'Технические данные сервера: не более 90 дней', 'Server technical data: no more than 90 days'),
  ),
  h(t('6. Кӣ маълумотро мегирад', '6. Кому мы передаём данные', '6. Who receives it')),
  p(
    t(
      'Бонк маълумоти шахсиро намефурӯшад ва барои реклама ба дигарон намедиҳад. Маълумотро танҳо инҳо мегиранд:',
      'Банк не продаёт персональные данные и не передаёт их другим для рекламы. Данные получают только:',
      'The bank does not sell personal data or pass it on to others for advertising. Only these receive it:',
    ),
  ),
  ul(
    t(
      'Бюрои таърихи қарз: танҳо бо розигии хаттии шумо, ҳангоми баррасии дархости қарз',
      'Бюро кредитных историй: только с вашего письменного согласия, при рассмотрении заявки на кредит',
      'A credit bureau: only with your written consent, when a loan application is reviewed',
    ),
    t(
      'Бонки миллии Тоҷикистон, мақомоти андоз, суд ва дигар мақомоти давлатӣ: танҳо дар ҳолатҳо ва бо тартиби муқаррарнамудаи қонун',
      'Национальный банк Таджикистана, налоговые органы, суд и другие государственные органы: только в случаях и порядке, установленных законом',
      'The National Bank of Tajikistan, the tax authorities, courts and other state bodies: only where and as the law provides',
    ),
    t(
      'Системаҳои пардохтии Корти Миллӣ, Visa, Mastercard ва UnionPay: барои баровардани корте, ки шумо дархост кардаед',
      'Платёжные системы Корти Милли, Visa, Mastercard и UnionPay: для выпуска карты, которую вы заказали',
      'The Korti Milli, Visa, Mastercard and UnionPay payment systems: to issue a card you have applied for',
    ),
    t(
      'Ширкатҳое, ки ба бонк хизмат мерасонанд (нигоҳдории маълумот, фиристодани SMS ва мактубҳо): тибқи шартнома бо ӯҳдадории махфият ва танҳо ба ҳаҷми зарурӣ',
      'Компании, которые оказывают банку услуги (хранение данных, отправка SMS и писем): по договору с обязательством конфиденциальности и только в необходимом объёме',
      'Companies that provide services to the bank (data storage, sending SMS and e-mail): under a contract with a duty of confidentiality, and only as much as they need',
    ),
  ),
  h(t('7. Ҳуқуқҳои шумо', '7. Ваши права', '7. Your rights')),
  ul(
    t(
      'Донистани он ки бонк кадом маълумоти шуморо коркард мекунад, ва гирифтани нусхаи он',
      'Узнать, какие ваши данные обрабатывает банк, и получить их копию',
      'To know what data about you the bank processes and to get a copy of it',
    ),
    t('Ислоҳ кардани маълумоти нодуруст ё кӯҳнашуда', 'Исправить неточные или устаревшие данные', 'To have inaccurate or outdated data corrected'),
    t(
      'Бозхонди розигӣ дар ҳар вақт: ин ба коркарди пештара таъсир намерасонад ва маълумотеро, ки қонун нигоҳ доштанашро талаб мекунад, нест намекунад',
      'Отозвать согласие в любой момент: это не влияет на уже выполненную обработку и не удаляет данные, которые закон требует хранить',
      'To withdraw your consent at any time: this does not affect processing already done and does not delete data the law requires the bank to keep',
    ),
    t(
      'Талаб кардани нест ё манъ кардани маълумоте, ки ғайриқонунӣ ё бе зарурат коркард мешавад',
      'Потребовать удалить или заблокировать данные, которые обрабатываются незаконно или без необходимости',
      'To have data deleted or blocked if it is processed unlawfully or without need',
    ),
    t('Аз обуна ба хабарҳо дар ҳар вақт даст кашидан', 'Отписаться от новостей в любой момент', 'To unsubscribe from the newsletter at any time'),
    t(
      'Шикоят кардан ба мақоми ваколатдори давлатӣ оид ба ҳифзи маълумоти шахсӣ ё ба суд',
      'Обжаловать действия банка в уполномоченном государственном органе по защите персональных данных или в суде',
      'To complain to the authorised state body for personal data protection or to a court',
    ),
  ),
  p(
    t(
      'Барои истифодаи ин ҳуқуқҳо ба масъули ҳифзи маълумот нависед (бахши 10). Мо дар давоми 15 рӯзи корӣ ҷавоб медиҳем.',
      'Чтобы воспользоваться этими правами, напишите ответственному за защиту данных (раздел 10). Мы отвечаем в течение 15 рабочих дней.',
      'To use these rights, write to the data protection officer (section 10). We answer within 15 working days.',
    ),
  ),
  h(t('8. Чӣ тавр маълумотро ҳифз мекунем', '8. Как мы защищаем данные', '8. How we protect it')),
  ul(
    t(
      'Сомона ва шаклҳо танҳо тавассути пайвасти рамзгузоришуда (HTTPS) кор мекунанд',
      'Сайт и формы работают только через зашифрованное соединение (HTTPS)',
      'The site and its forms work only over an encrypted connection (HTTPS)',
    ),
    t(
      'Ҳуҷҷатҳои боршуда аз рӯи мундариҷа санҷида мешаванд ва дар серверҳои бонк дар Тоҷикистон нигоҳ дошта мешаванд',
      'Загруженные документы проверяются по содержимому и хранятся на серверах банка в Таджикистане',
      'Uploaded documents are checked by their content and kept on the bank’s servers in Tajikistan',
    ),
    t(
      'Дастрасӣ танҳо ба кормандоне дода мешавад, ки барои кор ба он ниёз доранд; ҳар дастрасӣ сабт мешавад',
      'Доступ есть только у сотрудников, которым он нужен для работы; каждый доступ записывается',
      'Only staff who need it for their work have access, and every access is logged',
    ),
    t(
      'Кормандон ӯҳдадории нигоҳ доштани сирри бонкӣ ва махфияти маълумоти шахсиро имзо мекунанд',
      'Сотрудники подписывают обязательство хранить банковскую тайну и конфиденциальность персональных данных',
      'Staff sign an undertaking to keep bank secrecy and the confidentiality of personal data',
    ),
  ),
  h(t('9. Он чи сомона дар браузери шумо нигоҳ медорад', '9. Что сайт хранит в вашем браузере', '9. What the site keeps in your browser')),
  p(
    t(
      'Сомона дар браузери шумо танҳо он чиро нигоҳ медорад, ки барои кори худи сомона лозим аст, ва ҳеҷ чизе, ки шуморо муайян кунад:',
      'Сайт хранит в вашем браузере только то, что нужно для работы самого сайта, и ничего, что указывало бы на вас:',
      'The site keeps in your browser only what it needs to work, and nothing that points to you:',
    ),
  ),
  ul(
    t(
      'Забони интихобкардаи шумо, то сомона дафъаи дигар бо ҳамон забон кушода шавад.',
      'Выбранный вами язык, чтобы в следующий раз сайт открылся на нём.',
      'The language you chose, so that the site opens in it next time.',
    ),
    t(
      'Қайди кӯтоҳ пас аз навсозии сомона, то саҳифа танҳо як маротиба аз нав бор шавад. Он бо пӯшидани варақа нест мешавад.',
      'Короткую отметку после обновления сайта, чтобы страница перезагрузилась только один раз. Она исчезает, когда вы закрываете вкладку.',
      'A short note after the site is updated, so that a page reloads only once. It is gone when you close the tab.',
    ),
    t(
      'Вақте ки мо версияи нави як қисми сомонаро бар як ҳиссаи меҳмонон месанҷем, рақами тасодуфӣ, то шумо ҳар дафъа ҳамон версияро бинед. Он ба шахси шумо ва ба ягон маълумоти дигар пайваст нест.',
      'Когда мы проверяем новую версию части сайта на доле посетителей, случайное число, чтобы вы каждый раз видели одну и ту же версию. Оно не связано ни с вами, ни с другими данными.',
      'While we try a new version of a part of the site on a share of visitors, a random number, so that you see the same version each time. It is linked to no person and to no other data.',
    ),
  ),
  p(
    t(
      'Аз тақрибан як боздиди саҳифа аз даҳ браузер ба бонк хабар медиҳад, ки саҳифа чӣ қадар зуд пайдо шуд ва ба пахши тугмаҳо ҷавоб дод: бе ному суроға ва бе ягон рақами шумо. Ин маълумот 7 рӯз нигоҳ дошта мешавад, то мо сомонаро барои ҳама тезтар кунем.',
      'Примерно с одного просмотра страницы из десяти браузер сообщает банку, как быстро страница появилась и отвечала на нажатия: без имени, адреса и какого-либо вашего номера. Эти сведения хранятся 7 дней, чтобы мы делали сайт быстрее для всех.',
      'From about one page view in ten, your browser tells the bank how fast the page appeared and answered your taps: with no name, no address and no number of yours. We keep this for 7 days, to make the site faster for everyone.',
    ),
  ),
  p(
    t(
      'Кукиҳои таҳлилӣ ва рекламавӣ ва хидматҳои шахсони сеюм нестанд, бинобар ин сомона розигии шуморо ба кукиҳо намепурсад ва равзанаи розигӣ нишон намедиҳад. Мо ба шабакаҳои рекламавӣ маълумот намефиристем. Тугмаи «Аввал наздиктаринҳо» дар саҳифаи суроғаҳо ҷойгиршавии шуморо танҳо бо иҷозати шумо мепурсад; он танҳо дар браузери шумо барои тартиб додани рӯйхат истифода мешавад ва ба бонк фиристода намешавад. Рӯйхати пурраи техникӣ дар охири ҳамин саҳифа аст (бахши 12).',
      'Аналитических и рекламных cookie и сторонних сервисов нет, поэтому сайт не запрашивает согласие на cookie и не показывает окно согласия. Мы не передаём данные рекламным сетям. Кнопка «Сначала ближайшие» на странице адресов спрашивает ваше местоположение только с вашего разрешения; оно используется только в вашем браузере, чтобы упорядочить список, и не передаётся банку. Полный технический перечень — в конце этой страницы (раздел 12).',
      'There are no analytics or advertising cookies and no third-party services, so the site does not ask for your consent to cookies and shows no consent banner. We send no data to advertising networks. The “Nearest first” button on the addresses page asks for your location only with your permission; it is used only in your browser to sort the list and is never sent to the bank. The full technical list is at the end of this page (section 12).',
    ),
  ),
  h(t('10. Масъули ҳифзи маълумот', '10. Ответственный за защиту данных', '10. Data protection officer')),
  p(
    t(
      'Масъули ҳифзи маълумоти шахсии бонк: почтаи электронӣ privacy@ssb.tj, маркази тамос 8855, суроға: 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48, бо қайди «Ба масъули ҳифзи маълумоти шахсӣ».',
      'Ответственный за защиту персональных данных в банке: эл. почта privacy@ssb.tj, контакт-центр 8855, адрес: 734025, г. Душанбе, ул. Рудаки, 48, с пометкой «Ответственному за защиту персональных данных».',
      'The bank’s data protection officer: e-mail privacy@ssb.tj, contact centre 8855, post: 48 Rudaki St, Dushanbe 734025, marked “For the data protection officer”.',
    ),
  ),
  h(t('11. Таҳрири сиёсат', '11. Редакция политики', '11. Version of this policy')),
  p(
    t(
      'Таҳрири амалкунанда аз 26 ноябри 2026. Бонк метавонад сиёсатро тағйир диҳад; таҳрири нав дар ҳамин саҳифа бо санаи нав нашр мешавад.',
      'Действующая редакция от 26 ноября 2026 года. Банк может изменять политику; новая редакция публикуется на этой странице с новой датой.',
      'Version in force: 26 November 2026. The bank may change this policy; a new version is published on this page with its date.',
    ),
  ),
  h(t('12. Рӯйхати техникӣ', '12. Технический перечень', '12. The technical list')),
  p(
    t(
      'Барои онҳое, ки мехоҳанд санҷанд: ҳар куки, ҳар сабти хотираи браузер ва ҳар хабаре, ки сомона мефиристад, бо номе, ки онро дар асбобҳои браузер мебинед.',
      'Для тех, кто хочет проверить: каждое cookie, каждая запись в хранилище браузера и каждое сообщение, которое отправляет сайт, под тем именем, под которым вы увидите его в инструментах браузера.',
      'For those who want to check: every cookie, browser-storage entry and report the site sends, by the name your browser’s tools show it under.',
    ),
  ),
  table(
    [
      'lang',
      t('куки', 'cookie', 'cookie'),
      t(
        'Забони интихобкардаи шуморо дар ёд медорад, то сомона дафъаи дигар бо ҳамон забон кушода шавад',
        'Запоминает выбранный вами язык, чтобы в следующий раз сайт открылся на нём',
        'Remembers the language you chose, so that the site opens in it next time',
      ),
      t('1 сол', '1 год', '1 year'),
    ],
    [
      'lang',
      t('хотираи браузер (localStorage)', 'хранилище браузера (localStorage)', 'browser storage (localStorage)'),
      t(
        'Ҳамон интихоби забон (рақами 1, 2 ё 3) барои саҳифаҳое, ки дар худи браузер кушода мешаванд',
        'Тот же выбор языка (число 1, 2 или 3) для страниц, открытых в самом браузере',
        'The same choice of language (the number 1, 2 or 3) for pages opened within the browser',
      ),
      t('то он даме ки шумо маълумоти браузерро тоза кунед', 'пока вы не очистите данные браузера', 'until you clear the browser’s data'),
    ],
    [
      'ssb:chunk-reload-at',
      t('хотираи ҷаласа (sessionStorage)', 'хранилище сессии (sessionStorage)', 'session storage (sessionStorage)'),
      t(
        'Вақти охирин бозоғозии худкори саҳифа пас аз навсозии сомона, то саҳифа на зиёда аз як маротиба дар як дақиқа аз нав бор шавад',
        'Время последней автоматической перезагрузки страницы после обновления сайта, чтобы страница перезагружалась не чаще раза в минуту',
        'The time of the last automatic reload of a page after a site update, so that a page reloads at most once a minute',
      ),
      t('то пӯшидани варақа', 'до закрытия вкладки', 'until you close the tab'),
    ],
    [
      'ssb:release-set-reload',
      t('хотираи ҷаласа (sessionStorage)', 'хранилище сессии (sessionStorage)', 'session storage (sessionStorage)'),
      t(
        'Кадом версияҳои қисмҳои сомона саҳифаро бори охир аз нав бор карданд, то саҳифа барои ҳамон навсозӣ такроран бор нашавад',
        'Какие версии частей сайта в последний раз перезагрузили страницу, чтобы она не перезагружалась снова из-за того же обновления',
        'Which versions of the site’s parts last reloaded the page, so that it does not reload again for the same update',
      ),
      t('то пӯшидани варақа', 'до закрытия вкладки', 'until you close the tab'),
    ],
    [
      'ssb_preview',
      t(
        'куки, ки танҳо сервери сомона мехонад, бо имзо',
        'cookie, которое читает только сервер сайта, с подписью',
        'cookie that only the site’s server reads, signed',
      ),
      t(
        'Танҳо барои кормандони бонк: версияи нави як қисми сомонаро пеш аз нашр нишон медиҳад. Меҳмонони сомона онро намегиранд',
        'Только для сотрудников банка: показывает новую версию части сайта до публикации. Посетители сайта его не получают',
        'Bank staff only: shows a new version of a part of the site before it is published. Visitors never receive it',
      ),
      t('то 4 соат', 'до 4 часов', 'up to 4 hours'),
    ],
    [
      'ssb_content_preview',
      t(
        'куки, ки танҳо сервери сомона мехонад, бо имзо',
        'cookie, которое читает только сервер сайта, с подписью',
        'cookie that only the site’s server reads, signed',
      ),
      t(
        'Танҳо барои кормандони бонк: тағйироти мундариҷаро пеш аз тасдиқ нишон медиҳад. Меҳмонони сомона онро намегиранд',
        'Только для сотрудников банка: показывает изменение материала до его утверждения. Посетители сайта его не получают',
        'Bank staff only: shows a change of content before it is approved. Visitors never receive it',
      ),
      t('то 30 дақиқа', 'до 30 минут', 'up to 30 minutes'),
    ],
    [
      'ssb_cohort',
      t('куки, ки танҳо сервери сомона мехонад', 'cookie, которое читает только сервер сайта', 'cookie that only the site’s server reads'),
      t(
        'Вақте ки версияи нави як қисми сомона бар як ҳиссаи меҳмонон озмуда мешавад, дар ёд медорад, ки шумо кадом версияро мебинед, то он дар ҳар саҳифа ҳамон бошад. Рақами тасодуфӣ, бе ягон маълумоти шахсӣ. Танҳо ҳангоми чунин озмоиш гузошта мешавад',
        'Пока новая версия части сайта проверяется на доле посетителей, запоминает, какую версию видите вы, чтобы на каждой странице она была одной и той же. Случайное число, без каких-либо персональных данных. Ставится только во время такой проверки',
        'While a new version of a part of the site is tried on a share of visitors, remembers which version you see, so that it stays the same on every page. A random number, with no personal data. Set only while such a trial runs',
      ),
      t('90 рӯз', '90 дней', '90 days'),
    ],
  ),
  table([
    'POST /api/vitals',
    t(
      'хабари браузер ҳангоми тарки саҳифа (маяк)',
      'сообщение браузера при уходе со страницы (маяк, beacon)',
      'a note the browser sends as you leave a page (beacon)',
    ),
    t(
      'Чӣ қадар зуд саҳифа пайдо шуд ва ба пахшҳо ҷавоб дод (ченакҳои LCP, INP, CLS, TTFB) аз тақрибан як намоиши саҳифа аз даҳ ва аз ҳар намоиши меҳмонони гурӯҳи санҷиш: намуди саҳифа (на суроғаи он), забон, навъи дастгоҳ (телефон, планшет ё компютер), версияҳои қисмҳои сомона, гурӯҳи санҷиш (на рақами куки) ва қисме, ки бор нашуд ё хато дод. Бе ягон идентификатор',
      'Как быстро страница появилась и отвечала на нажатия (показатели LCP, INP, CLS, TTFB) примерно с одного просмотра из десяти и с каждого просмотра посетителей из группы проверки: вид страницы (не её адрес), язык, тип устройства (телефон, планшет или компьютер), версии частей сайта, группа проверки (не число из cookie) и часть, которая не загрузилась или выдала ошибку. Без какого-либо идентификатора',
      'How fast the page appeared and answered your taps (the measures LCP, INP, CLS and TTFB), from about one page view in ten, and from every page view of visitors in a trial group: the kind of page (not its address), the language, the kind of device (phone, tablet or computer), the versions of the site’s parts, the trial group (not the cookie’s number) and any part that failed to load or raised an error. No identifier of any kind',
    ),
    t('7 рӯз дар сервери бонк, баъд нест карда мешавад', '7 дней на сервере банка, затем удаляются', '7 days on the bank’s server, then deleted'),
  ]),
];

/** Served like every generic page: GET /api/pages/privacy/ (title, summary as the lead, body). */
export const privacyPages: SeedDoc[] = [{ id: PRIVACY_PAGE_ID, slug: 'privacy', doc: { name: 'privacy', title, summary, body } }];
