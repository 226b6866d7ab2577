/** The card rules and the manuals of SSB Mobile and internet banking. */
import { CARD_BLOCK_PHONE } from '../../../../seed/content/products';
import { heading, list, num, paragraph, picker, table, type DocumentBody, type Lang } from './text';

export function cardRules(lang: Lang): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      'Қоидаҳои додан ва истифодаи кортҳои пардохтии SSB. Аз 1 июни соли 2024 амал мекунанд ва ҷузъи ҷудонашавандаи шартномаи хизматрасонии корт мебошанд.',
      'Правила выпуска и использования платёжных карт SSB. Действуют с 1 июня 2024 г. и являются неотъемлемой частью договора об обслуживании карты.',
      'Rules for the issue and use of SSB payment cards. In force from 1 June 2024 and part of the card service agreement.',
    ),
    blocks: [
      heading(x('1. Муқаррароти умумӣ', '1. Общие положения', '1. General provisions')),
      paragraph(
        x(
          'Корт моликияти бонк буда, ба дорандаи он барои истифода дода мешавад. Бо корт танҳо дорандае, ки номаш дар корт навишта шудааст, амалиёт анҷом дода метавонад. Ба шахсони сеюм додани корт, рамзи PIN ё рамзҳои тасдиқ манъ аст.',
          'Карта является собственностью банка и передаётся держателю в пользование. Совершать операции по карте может только держатель, имя которого указано на карте. Передавать карту, PIN-код или коды подтверждения третьим лицам запрещено.',
          'The card belongs to the bank and is given to the cardholder for use. Only the cardholder named on the card may make transactions with it. The card, its PIN and confirmation codes must never be passed to anyone else.',
        ),
      ),
      heading(x('2. Гирифтани корт ва рамзи PIN', '2. Получение карты и PIN-кода', '2. Receiving the card and PIN')),
      paragraph(
        x(
          'Кортро дорандаи он бо пешниҳоди шиноснома дар филиал мегирад. Рамзи PIN дар банкомати SSB ё дар SSB Mobile муқаррар карда мешавад. Рамзи PIN-ро дар ёд нигоҳ доред ва онро дар худи корт ё дар телефон нанависед.',
          'Карту держатель получает в отделении по паспорту. PIN-код устанавливается в банкомате SSB или в SSB Mobile. Запомните PIN-код и не записывайте его на карте или в телефоне.',
          'The cardholder collects the card at an office on showing a passport. The PIN is set at an SSB ATM or in SSB Mobile. Memorise the PIN; never write it on the card or keep it in your phone.',
        ),
      ),
      heading(x('3. Амнияти корт', '3. Безопасность карты', '3. Keeping the card safe')),
      list(
        x(
          'Ҳангоми ворид кардани рамзи PIN клавиатураро бо даст пӯшонед.',
          'Прикрывайте клавиатуру рукой при вводе PIN-кода.',
          'Cover the keypad with your hand when you enter the PIN.',
        ),
        x(
          'Кормандони бонк ҳеҷ гоҳ рамзи PIN, CVV ё рамзи SMS-ро намепурсанд.',
          'Сотрудники банка никогда не спрашивают PIN, CVV или код из SMS.',
          'Bank staff never ask for a PIN, a CVV or a code from an SMS.',
        ),
        x(
          'Харидҳои онлайнро танҳо дар сомонаҳои боэътимод бо тасдиқи 3-D Secure анҷом диҳед.',
          'Покупайте онлайн только на надёжных сайтах с подтверждением 3-D Secure.',
          'Shop online only on trusted sites with 3-D Secure confirmation.',
        ),
        x(
          'Огоҳиҳои SMS-ро фаъол кунед, то ҳар амалиётро бубинед.',
          'Подключите SMS-уведомления, чтобы видеть каждую операцию.',
          'Turn on SMS alerts to see every transaction.',
        ),
      ),
      heading(x('4. Гум шудан ё дуздидани корт', '4. Утрата или кража карты', '4. A lost or stolen card')),
      paragraph(
        x(
          `Фавран ба рақами ${CARD_BLOCK_PHONE} (шабонарӯзӣ) занг занед ё кортро дар SSB Mobile бандед. То лаҳзаи хабар додан барои амалиётҳо дорандаи корт ҷавобгар аст; пас аз бастан ҷавобгарӣ ба зиммаи бонк мегузарад.`,
          `Немедленно позвоните по номеру ${CARD_BLOCK_PHONE} (круглосуточно) или заблокируйте карту в SSB Mobile. До момента сообщения ответственность за операции несёт держатель; после блокировки — банк.`,
          `Call ${CARD_BLOCK_PHONE} at once (around the clock) or block the card in SSB Mobile. The cardholder is liable for transactions until the bank is told; after blocking the bank is.`,
        ),
      ),
      heading(x('5. Ҳадди амалиётҳо', '5. Лимиты операций', '5. Transaction limits')),
      table(
        [
          [x('Корт', 'Карта', 'Card'), 40],
          [x('Пули нақд дар як рӯз, сомонӣ', 'Наличные в день, сомони', 'Cash a day, TJS'), 30, 'right'],
          [x('Харид дар як рӯз, сомонӣ', 'Покупки в день, сомони', 'Purchases a day, TJS'), 30, 'right'],
        ],
        [
          [x('Корти Миллӣ', 'Корти Милли', 'Korti Milli'), num(10_000, lang), num(20_000, lang)],
          ['Visa Classic / Mastercard Standard', num(15_000, lang), num(30_000, lang)],
          ['Visa Gold', num(30_000, lang), num(100_000, lang)],
        ],
      ),
      paragraph(
        x(
          'Дорандаи корт метавонад ҳаддҳоро дар SSB Mobile кам ё дар доираи ҳадди корт зиёд кунад.',
          'Держатель может уменьшить лимиты в SSB Mobile или увеличить их в пределах лимитов карты.',
          'The cardholder can lower the limits in SSB Mobile or raise them up to the card’s own limits.',
        ),
      ),
      heading(x('6. Баҳсҳо', '6. Спорные операции', '6. Disputed transactions')),
      paragraph(
        x(
          'Агар шумо амалиётеро анҷом надода бошед, дар давоми 30 рӯз аз санаи амалиёт дар филиал ё тавассути SSB Mobile ариза пешниҳод кунед. Бонк аризаро дар мӯҳлати то 45 рӯз баррасӣ мекунад ва натиҷаро хаттӣ хабар медиҳад.',
          'Если вы не совершали операцию, подайте заявление в отделении или через SSB Mobile в течение 30 дней с даты операции. Банк рассматривает заявление в срок до 45 дней и сообщает результат письменно.',
          'If you did not make a transaction, file a claim at an office or in SSB Mobile within 30 days of it. The bank reviews the claim within 45 days and answers in writing.',
        ),
      ),
    ],
  };
}

export function mobileManual(lang: Lang): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      'Дастури корбар барои барномаи SSB Mobile (Android ва iOS), нашри августи соли 2025.',
      'Руководство пользователя приложения SSB Mobile (Android и iOS), редакция августа 2025 г.',
      'User guide to the SSB Mobile app (Android and iOS), August 2025 edition.',
    ),
    blocks: [
      heading(x('1. Насб кардан', '1. Установка', '1. Installing the app')),
      paragraph(
        x(
          'Барномаро аз Google Play ё App Store бо номи «SSB Mobile» ё файли APK-ро аз сомонаи бонк насб кунед. Барои кор Android 8 ё iOS 14 ва навтар лозим аст.',
          'Установите приложение «SSB Mobile» из Google Play или App Store либо файлом APK с сайта банка. Нужен Android 8 или iOS 14 и новее.',
          'Install “SSB Mobile” from Google Play or the App Store, or as an APK from the bank’s website. It needs Android 8 or iOS 14 or later.',
        ),
      ),
      heading(x('2. Бақайдгирӣ', '2. Регистрация', '2. Registering')),
      list(
        x(
          'Рақами телефонеро, ки дар бонк сабт шудааст, ворид кунед.',
          'Введите номер телефона, указанный в банке.',
          'Enter the phone number the bank has on file.',
        ),
        x(
          'Рақами корт ё ҳисоб ва рамзи SMS-ро ворид кунед.',
          'Введите номер карты или счёта и код из SMS.',
          'Enter your card or account number and the code from the SMS.',
        ),
        x(
          'Рамзи вуруди чаҳоррақама муқаррар кунед ва агар хоҳед, вуруд бо изи ангушт ё чеҳраро фаъол кунед.',
          'Придумайте четырёхзначный код входа и при желании включите вход по отпечатку пальца или лицу.',
          'Choose a four-digit passcode and, if you like, turn on fingerprint or face login.',
        ),
      ),
      heading(x('3. Интиқол ва пардохт', '3. Переводы и платежи', '3. Transfers and payments')),
      paragraph(
        x(
          'Дар бахши «Интиқолҳо» пулро ба корти дилхоҳи Корти Миллӣ, Visa ё Mastercard, аз рӯи рақами телефон ё ба ҳисоби бонкӣ фиристед. Дар бахши «Пардохтҳо» барқ, газ, об, алоқаи мобилӣ ва интернетро пардохт кунед; хизматҳои коммуналиро бо скан кардани рамзи QR дар квитансия пардохтан мумкин аст.',
          'В разделе «Переводы» отправляйте деньги на любую карту Корти Милли, Visa или Mastercard, по номеру телефона или на банковский счёт. В разделе «Платежи» оплачивайте электричество, газ, воду, мобильную связь и интернет; коммунальные услуги можно оплатить, отсканировав QR-код на квитанции.',
          'Under Transfers, send money to any Korti Milli, Visa or Mastercard card, to a phone number or to a bank account. Under Payments, pay for electricity, gas, water, mobile and internet; utility bills can be paid by scanning the QR code on the bill.',
        ),
      ),
      table(
        [
          [x('Амалиёт', 'Операция', 'Operation'), 60],
          [x('Комиссия', 'Комиссия', 'Fee'), 40, 'right'],
        ],
        [
          [x('Интиқол байни кортҳои SSB', 'Перевод между картами SSB', 'Between SSB cards'), x('ройгон', 'бесплатно', 'free')],
          [
            x('Интиқол ба корти бонки дигар', 'Перевод на карту другого банка', 'To another bank’s card'),
            x('0,5%, на камтар аз 3 сомонӣ', '0,5%, не менее 3 сомони', '0.5%, min. 3 TJS'),
          ],
          [x('Пардохти хизматҳои коммуналӣ ва алоқа', 'Оплата коммунальных услуг и связи', 'Utilities and mobile'), x('ройгон', 'бесплатно', 'free')],
        ],
      ),
      heading(x('4. Кортҳо ва амонатҳо', '4. Карты и вклады', '4. Cards and deposits')),
      paragraph(
        x(
          'Дар бахши «Кортҳо» бақия ва таърихи амалиётҳоро бинед, кортро бандед ё кушоед, ҳаддҳоро тағйир диҳед ва рамзи PIN-ро иваз кунед. Дар бахши «Амонатҳо» амонати навро бе омадан ба филиал кушоед ва онро пур кунед.',
          'В разделе «Карты» смотрите баланс и историю операций, блокируйте и разблокируйте карту, меняйте лимиты и PIN-код. В разделе «Вклады» открывайте новый вклад без визита в отделение и пополняйте его.',
          'Under Cards, see the balance and history, block or unblock a card, change limits and the PIN. Under Deposits, open a new deposit without visiting an office and top it up.',
        ),
      ),
      heading(x('5. Амният', '5. Безопасность', '5. Security')),
      list(
        x(
          'Рамзи вуруд ва рамзҳои SMS-ро ба касе нагӯед, ҳатто ба кормандони бонк.',
          'Никому не сообщайте код входа и коды из SMS, даже сотрудникам банка.',
          'Never tell anyone your passcode or SMS codes, not even bank staff.',
        ),
        x(
          'Барномаро танҳо аз мағозаҳои расмӣ ё сомонаи ssb.tj насб кунед.',
          'Устанавливайте приложение только из официальных магазинов или с сайта ssb.tj.',
          'Install the app only from the official stores or ssb.tj.',
        ),
        x(
          'Агар телефон гум шавад, ба маркази тамос 8855 занг занед, то дастрасӣ баста шавад.',
          'При потере телефона позвоните в контакт-центр 8855, чтобы заблокировать доступ.',
          'If you lose your phone, call the 8855 contact centre to block access.',
        ),
      ),
      heading(x('6. Дастгирӣ', '6. Поддержка', '6. Support')),
      paragraph(
        x(
          'Саволҳоро ба маркази тамос 8855 (ҳамарӯза аз 08:00 то 20:00), ба info@ssb.tj ё дар чати барнома диҳед.',
          'Вопросы задавайте контакт-центру 8855 (ежедневно с 08:00 до 20:00), по адресу info@ssb.tj или в чате приложения.',
          'Ask the 8855 contact centre (daily, 08:00–20:00), write to info@ssb.tj or use the chat in the app.',
        ),
      ),
    ],
  };
}

export function internetBankingManual(lang: Lang): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      'Дастури корбар барои бонкдории интернетии SSB (ib.ssb.tj) барои шахсони воқеӣ ва ҳуқуқӣ.',
      'Руководство пользователя интернет-банка SSB (ib.ssb.tj) для физических и юридических лиц.',
      'User guide to SSB internet banking (ib.ssb.tj) for individuals and companies.',
    ),
    blocks: [
      heading(x('1. Пайваст шудан', '1. Подключение', '1. Getting access')),
      paragraph(
        x(
          'Барои пайваст шудан дар филиал ариза пур кунед ё, агар SSB Mobile дошта бошед, бо ҳамон рақами телефон ва рамз ворид шавед. Шахсони ҳуқуқӣ шартномаи хизматрасонии электрониро имзо мекунанд ва барои ҳар корманд ҳуқуқҳоро муайян менамоянд.',
          'Для подключения заполните заявление в отделении или, если у вас есть SSB Mobile, войдите с тем же номером телефона и кодом. Юридические лица подписывают договор электронного обслуживания и задают права каждому сотруднику.',
          'To get access, fill in an application at an office or, if you use SSB Mobile, log in with the same phone number and passcode. Companies sign an e-banking agreement and set the rights of each employee.',
        ),
      ),
      heading(x('2. Вуруд', '2. Вход', '2. Logging in')),
      list(
        x(
          'Дар браузер суроғаи ib.ssb.tj-ро кушоед ва қулфи пайвасти бехатарро санҷед.',
          'Откройте в браузере адрес ib.ssb.tj и проверьте значок защищённого соединения.',
          'Open ib.ssb.tj in your browser and check the secure connection padlock.',
        ),
        x('Логин ва паролро ворид кунед.', 'Введите логин и пароль.', 'Enter your login and password.'),
        x(
          'Вурудро бо рамзи SMS ё дар SSB Mobile тасдиқ кунед.',
          'Подтвердите вход кодом из SMS или в SSB Mobile.',
          'Confirm the login with an SMS code or in SSB Mobile.',
        ),
      ),
      heading(x('3. Ҳисобҳо ва иқтибосҳо', '3. Счета и выписки', '3. Accounts and statements')),
      paragraph(
        x(
          'Дар саҳифаи асосӣ ҳамаи ҳисобҳо, кортҳо, амонатҳо ва қарзҳо бо бақияи онҳо нишон дода мешаванд. Иқтибоси ҳисобро барои давраи дилхоҳ дар шакли PDF ё Excel гиред.',
          'На главной странице показаны все счета, карты, вклады и кредиты с остатками. Выписку по счёту за любой период можно получить в формате PDF или Excel.',
          'The home page lists every account, card, deposit and loan with its balance. Download a statement for any period as PDF or Excel.',
        ),
      ),
      heading(x('4. Пардохтҳо', '4. Платежи', '4. Payments')),
      paragraph(
        x(
          'Супоришномаи пардохтиро пур кунед ё намунаи сабтшударо интихоб намоед, маълумотро санҷед ва бо рамзи SMS тасдиқ кунед. Пардохтҳое, ки то соати 15:00 дар рӯзи корӣ фиристода шудаанд, ҳамон рӯз иҷро мешаванд.',
          'Заполните платёжное поручение или выберите сохранённый шаблон, проверьте реквизиты и подтвердите кодом из SMS. Платежи, отправленные до 15:00 рабочего дня, исполняются в тот же день.',
          'Fill in a payment order or pick a saved template, check the details and confirm with an SMS code. Payments sent by 15:00 on a working day are executed the same day.',
        ),
      ),
      table(
        [
          [x('Ҳолати пардохт', 'Статус платежа', 'Payment status'), 35],
          [x('Маъно', 'Значение', 'Meaning'), 65],
        ],
        [
          [
            x('Фиристода шуд', 'Отправлен', 'Sent'),
            x('Бонк пардохтро қабул кард ва месанҷад.', 'Банк принял платёж и проверяет его.', 'The bank has the payment and is checking it.'),
          ],
          [
            x('Иҷро шуд', 'Исполнен', 'Executed'),
            x('Маблағ аз ҳисоб гузаронида шуд.', 'Сумма списана со счёта и отправлена.', 'The amount has left the account.'),
          ],
          [
            x('Рад шуд', 'Отклонён', 'Rejected'),
            x('Сабаб дар тафсилоти пардохт навишта шудааст.', 'Причина указана в деталях платежа.', 'The reason is shown in the payment details.'),
          ],
        ],
      ),
      heading(x('5. Амният', '5. Безопасность', '5. Security')),
      paragraph(
        x(
          'Паролро ҳар 90 рӯз иваз кунед ва аз компютерҳои умумӣ ворид нашавед. Пас аз 10 дақиқаи бефаъолиятӣ сессия худкор баста мешавад. Агар амалиёти шубҳанок бинед, фавран ба маркази тамос 8855 занг занед.',
          'Меняйте пароль каждые 90 дней и не входите с общедоступных компьютеров. После 10 минут бездействия сеанс закрывается автоматически. Заметив подозрительную операцию, сразу позвоните в контакт-центр 8855.',
          'Change your password every 90 days and do not log in from public computers. The session closes after 10 minutes without activity. If you see a suspicious transaction, call the 8855 contact centre at once.',
        ),
      ),
    ],
  };
}
