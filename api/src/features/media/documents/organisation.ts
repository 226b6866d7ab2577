/** Documents for banks and partners: AML/KYC questionnaire, licence, interbank agreement, tenders. */
import { correspondents, interbank } from '../../../../seed/content/financial';
import type { Translated } from '../../../shared/language';
import { heading, list, longDate, num, paragraph, percent, picker, table, type DocumentBody, type Lang } from './text';

export function amlQuestionnaire(lang: Lang): DocumentBody {
  const x = picker(lang);
  const yes = x('Ҳа', 'Да', 'Yes');
  const qa = (rows: [string, string][]) =>
    table(
      [
        [x('Савол', 'Вопрос', 'Question'), 78],
        [x('Ҷавоб', 'Ответ', 'Answer'), 22],
      ],
      rows,
    );
  const nostro = correspondents.map((c) => c.doc as { bankName: string; country: Translated; currencies: string[]; swift: string });
  return {
    subtitle: x(
      'Саволномаи муқовимат ба қонунигардонии даромадҳои бо роҳи ҷиноятӣ бадастоварда ва маблағгузории терроризм (AML/CFT) ва шинохти мизоҷ (KYC) барои бонкҳои корреспондент. Ҳолат ба 1 феврали соли 2025.',
      'Опросник по противодействию легализации преступных доходов и финансированию терроризма (AML/CFT) и идентификации клиентов (KYC) для банков-корреспондентов. По состоянию на 1 февраля 2025 г.',
      'Anti-money-laundering and counter-terrorist-financing (AML/CFT) and know-your-customer (KYC) questionnaire for correspondent banks, as at 1 February 2025.',
    ),
    blocks: [
      heading(x('1. Маълумот дар бораи бонк', '1. Сведения о банке', '1. The institution')),
      table(
        [
          [x('Маълумот', 'Сведения', 'Item'), 40],
          [x('Ҷавоб', 'Ответ', 'Answer'), 60],
        ],
        [
          [x('Номи бонк', 'Наименование', 'Name'), 'SSB'],
          [
            x('Суроғаи ҳуқуқӣ', 'Юридический адрес', 'Registered address'),
            x('734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48', '734025, г. Душанбе, ул. Рудаки, 48', '48 Rudaki St, Dushanbe 734025, Tajikistan'),
          ],
          [
            x('Танзимкунанда', 'Регулятор', 'Regulator'),
            x('Бонки миллии Тоҷикистон', 'Национальный банк Таджикистана', 'National Bank of Tajikistan'),
          ],
          [
            x('Иҷозатнома', 'Лицензия', 'Licence'),
            x('Иҷозатномаи бонкӣ аз 23 октябри соли 2020', 'Банковская лицензия от 23 октября 2020 г.', 'Banking licence of 23 October 2020'),
          ],
          [
            x('Шахси масъул (AML)', 'Ответственный сотрудник (AML)', 'AML officer'),
            x(
              'Сардори Раёсати мутобиқат, compliance@ssb.tj',
              'Начальник управления комплаенс, compliance@ssb.tj',
              'Head of Compliance, compliance@ssb.tj',
            ),
          ],
        ],
      ),
      heading(x('2. Барномаи AML/CFT', '2. Программа AML/CFT', '2. AML/CFT programme')),
      qa([
        [
          x(
            'Оё бонк барномаи хаттии AML/CFT дорад, ки Шӯрои нозирон тасдиқ кардааст?',
            'Есть ли у банка письменная программа AML/CFT, утверждённая Наблюдательным советом?',
            'Does the bank have a written AML/CFT programme approved by its Supervisory Board?',
          ),
          yes,
        ],
        [
          x(
            'Оё барнома ба Қонуни Ҷумҳурии Тоҷикистон «Дар бораи муқовимат ба қонунигардонии даромадҳои бо роҳи ҷиноятӣ бадастоварда» ва тавсияҳои FATF мувофиқ аст?',
            'Соответствует ли программа Закону Республики Таджикистан «О противодействии легализации (отмыванию) доходов, полученных преступным путём» и рекомендациям ФАТФ?',
            'Does it follow the Law of the Republic of Tajikistan on combating money laundering and the FATF Recommendations?',
          ),
          yes,
        ],
        [
          x(
            'Оё бонк бо бонкҳои сохта (shell banks) муносибат дорад?',
            'Поддерживает ли банк отношения с банками-ширмами (shell banks)?',
            'Does the bank deal with shell banks?',
          ),
          x('Не', 'Нет', 'No'),
        ],
        [
          x(
            'Оё санҷиши мустақили барнома ҳар сол гузаронида мешавад?',
            'Проводится ли ежегодная независимая проверка программы?',
            'Is the programme independently tested every year?',
          ),
          yes,
        ],
      ]),
      heading(x('3. Шинохти мизоҷ', '3. Идентификация клиентов', '3. Customer due diligence')),
      paragraph(
        x(
          'Бонк ҳар мизоҷ ва соҳиби воқеии онро пеш аз кушодани ҳисоб муайян мекунад ва маълумотро аз рӯи ҳуҷҷатҳои аслӣ месанҷад. Мизоҷон аз рӯи дараҷаи хавф гурӯҳбандӣ мешаванд; барои мизоҷони хавфи баланд ва шахсони ба таври сиёсӣ маъруф санҷиши амиқ гузаронида шуда, розигии роҳбарият гирифта мешавад. Маълумот на камтар аз 5 сол пас аз қатъи муносибатҳо нигоҳ дошта мешавад.',
          'Банк идентифицирует каждого клиента и его бенефициарного владельца до открытия счёта и проверяет сведения по оригиналам документов. Клиенты распределяются по уровням риска; для клиентов высокого риска и публичных должностных лиц проводится углублённая проверка и требуется согласие руководства. Сведения хранятся не менее 5 лет после прекращения отношений.',
          'The bank identifies every customer and beneficial owner before opening an account and verifies the data against original documents. Customers are rated by risk; high-risk customers and politically exposed persons undergo enhanced due diligence and need senior management approval. Records are kept for at least 5 years after the relationship ends.',
        ),
      ),
      heading(x('4. Санксияҳо ва мониторинг', '4. Санкции и мониторинг', '4. Sanctions and monitoring')),
      paragraph(
        x(
          'Мизоҷон ва ҳамаи интиқолҳо бо рӯйхатҳои Шӯрои Амнияти СММ, рӯйхати миллӣ ва рӯйхатҳои OFAC, ИА ва Британияи Кабир худкор санҷида мешаванд. Амалиётҳои шубҳанок ба Департаменти мониторинги молиявии назди Бонки миллии Тоҷикистон дар мӯҳлати муқарраршуда хабар дода мешаванд.',
          'Клиенты и все переводы автоматически проверяются по спискам Совета Безопасности ООН, национальному перечню и спискам OFAC, ЕС и Великобритании. О подозрительных операциях банк в установленный срок сообщает в Департамент финансового мониторинга при Национальном банке Таджикистана.',
          'Customers and every transfer are screened automatically against the UN Security Council lists, the national list and the OFAC, EU and UK lists. Suspicious transactions are reported to the Financial Monitoring Department under the National Bank of Tajikistan within the legal deadline.',
        ),
      ),
      heading(x('5. Бонкҳои корреспондент', '5. Банки-корреспонденты', '5. Correspondent banks')),
      table(
        [
          [x('Бонк', 'Банк', 'Bank'), 38],
          [x('Кишвар', 'Страна', 'Country'), 22],
          [x('Асъор', 'Валюта', 'Currencies'), 18],
          ['SWIFT', 22],
        ],
        nostro.map((c) => [c.bankName, c.country[lang], c.currencies.join(', '), c.swift]),
      ),
      heading(x('6. Омӯзиш ва тасдиқ', '6. Обучение и подтверждение', '6. Training and attestation')),
      paragraph(
        x(
          'Ҳамаи кормандон ҳангоми ба кор қабул шудан ва баъдан ҳар сол омӯзиши AML/CFT-ро мегузаранд. Мо тасдиқ мекунем, ки ҷавобҳои боло дурустанд ва дар ҳолати тағйир ёфтани онҳо бонки корреспондентро огоҳ мекунем.',
          'Все сотрудники проходят обучение AML/CFT при приёме на работу и далее ежегодно. Подтверждаем достоверность приведённых ответов и обязуемся уведомить банк-корреспондент об их изменении.',
          'Every employee is trained in AML/CFT when hired and every year after. We confirm that the answers above are true and will inform the correspondent bank if any of them changes.',
        ),
      ),
      paragraph(
        x(
          'Сардори Раёсати мутобиқат ____________   Раиси Раёсат ____________',
          'Начальник управления комплаенс ____________   Председатель Правления ____________',
          'Head of Compliance ____________   Chairman of the Board ____________',
        ),
      ),
    ],
  };
}

export function bankingLicence(lang: Lang): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      'Нусхаи иттилоотии иҷозатномаи бонкӣ, ки Бонки миллии Тоҷикистон 23 октябри соли 2020 додааст. Нусхаи аслӣ дар дафтари марказии бонк нигоҳ дошта мешавад.',
      'Информационная копия банковской лицензии, выданной Национальным банком Таджикистана 23 октября 2020 г. Оригинал хранится в головном офисе банка.',
      'Information copy of the banking licence issued by the National Bank of Tajikistan on 23 October 2020. The original is kept at the bank’s head office.',
    ),
    blocks: [
      heading(
        x('Иҷозатнома барои анҷом додани амалиёти бонкӣ', 'Лицензия на осуществление банковских операций', 'Licence to conduct banking operations'),
      ),
      paragraph(
        x(
          'Бонки миллии Тоҷикистон мувофиқи Қонуни Ҷумҳурии Тоҷикистон «Дар бораи фаъолияти бонкӣ» ба SSB ҳуқуқ медиҳад, ки амалиёти бонкии дар поён овардашударо бо асъори миллӣ ва хориҷӣ анҷом диҳад. Иҷозатнома бе мӯҳлат аст ва ба шахси дигар дода намешавад.',
          'Национальный банк Таджикистана в соответствии с Законом Республики Таджикистан «О банковской деятельности» предоставляет SSB право осуществлять перечисленные ниже банковские операции в национальной и иностранной валюте. Лицензия бессрочная и не подлежит передаче другим лицам.',
          'Under the Law of the Republic of Tajikistan on Banking Activity, the National Bank of Tajikistan grants SSB the right to conduct the banking operations listed below in national and foreign currency. The licence has no expiry date and cannot be transferred.',
        ),
      ),
      heading(x('Амалиёти иҷозатдодашуда', 'Разрешённые операции', 'Permitted operations')),
      list(
        x(
          'Қабули амонатҳо аз шахсони воқеӣ ва ҳуқуқӣ',
          'Привлечение вкладов физических и юридических лиц',
          'Taking deposits from individuals and legal entities',
        ),
        x('Додани қарзҳо ба ҳисоби худ', 'Размещение привлечённых средств от своего имени', 'Lending on its own account'),
        x('Кушодан ва пешбурди ҳисобҳои бонкӣ', 'Открытие и ведение банковских счетов', 'Opening and keeping bank accounts'),
        x('Ҳисоббаробаркунӣ ва интиқоли пул', 'Расчёты и денежные переводы', 'Payments and money transfers'),
        x('Амалиёти хазинавӣ ва хизматрасонии пули нақд', 'Кассовое обслуживание и инкассация', 'Cash services and cash collection'),
        x('Хариду фурӯши асъори хориҷӣ', 'Купля-продажа иностранной валюты', 'Buying and selling foreign currency'),
        x('Додани кортҳои пардохтӣ ва хизматрасонии онҳо', 'Выпуск и обслуживание платёжных карт', 'Issuing and servicing payment cards'),
        x('Додани кафолатҳои бонкӣ', 'Выдача банковских гарантий', 'Issuing bank guarantees'),
        x('Хариду фурӯши металлҳои қиматбаҳо', 'Купля-продажа драгоценных металлов', 'Buying and selling precious metals'),
      ),
      heading(x('Маълумоти иҷозатнома', 'Сведения о лицензии', 'Licence details')),
      table(
        [
          [x('Маълумот', 'Сведения', 'Item'), 40],
          [x('Қимат', 'Значение', 'Value'), 60],
        ],
        [
          [x('Санаи додан', 'Дата выдачи', 'Date of issue'), longDate('2020-10-23', lang)],
          [
            x('Мақоми додашуда', 'Выдавший орган', 'Issued by'),
            x('Бонки миллии Тоҷикистон', 'Национальный банк Таджикистана', 'National Bank of Tajikistan'),
          ],
          [x('Мӯҳлати амал', 'Срок действия', 'Valid'), x('бе мӯҳлат', 'бессрочно', 'indefinitely')],
          [
            x('Суроғаи бонк', 'Адрес банка', 'Bank’s address'),
            x('734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48', '734025, г. Душанбе, ул. Рудаки, 48', '48 Rudaki St, Dushanbe 734025'),
          ],
        ],
      ),
      paragraph(
        x(
          'Рӯйхати ташкилотҳои қарзии иҷозатномадор дар сомонаи Бонки миллии Тоҷикистон (nbt.tj) нашр карда мешавад.',
          'Перечень лицензированных кредитных организаций публикуется на сайте Национального банка Таджикистана (nbt.tj).',
          'The register of licensed credit institutions is published on the website of the National Bank of Tajikistan (nbt.tj).',
        ),
      ),
    ],
  };
}

export function interbankAgreement(lang: Lang): DocumentBody {
  const x = picker(lang);
  const rates = interbank.map((r) => r.doc as { currency: string; term: Translated; placement: number; attraction: number });
  return {
    subtitle: x(
      'Шартномаи намунавии қарзи байнибонкӣ (генералӣ). Нашри 15 апрели соли 2025.',
      'Типовой генеральный договор межбанковского кредитования. Редакция от 15 апреля 2025 г.',
      'Model master agreement on interbank lending, edition of 15 April 2025.',
    ),
    blocks: [
      heading(x('1. Тарафҳо', '1. Стороны', '1. Parties')),
      paragraph(
        x(
          'SSB, минбаъд «Бонк», ва ташкилоти қарзии ______________________, минбаъд «Контрагент», ки дар асоси иҷозатномаҳои Бонки миллии Тоҷикистон амал мекунанд, ин шартномаро дар бораи зерин бастанд.',
          'SSB, далее «Банк», и кредитная организация ______________________, далее «Контрагент», действующие на основании лицензий Национального банка Таджикистана, заключили настоящий договор о нижеследующем.',
          'SSB (the “Bank”) and ______________________ (the “Counterparty”), both licensed by the National Bank of Tajikistan, agree as follows.',
        ),
      ),
      heading(x('2. Мавзӯи шартнома', '2. Предмет договора', '2. Subject')),
      paragraph(
        x(
          'Тарафҳо ба ҳамдигар қарзҳои байнибонкӣ медиҳанд ва мегиранд. Шартҳои ҳар қарз (маблағ, асъор, мӯҳлат ва фоиз) бо тасдиқнома тавассути SWIFT ё системаи Reuters Dealing муайян карда мешаванд, ки ҷузъи ҷудонашавандаи ин шартнома мебошад.',
          'Стороны предоставляют и привлекают друг у друга межбанковские кредиты. Условия каждого кредита (сумма, валюта, срок и ставка) определяются подтверждением по SWIFT или системе Reuters Dealing, которое является неотъемлемой частью договора.',
          'The parties lend to and borrow from each other. The terms of each loan (amount, currency, term and rate) are set in a confirmation sent by SWIFT or Reuters Dealing, which forms part of this agreement.',
        ),
      ),
      heading(x('3. Фоизҳои нишондиҳанда', '3. Индикативные ставки', '3. Indicative rates')),
      table(
        [
          [x('Асъор', 'Валюта', 'Currency'), 20],
          [x('Мӯҳлат', 'Срок', 'Term'), 26],
          [x('Ҷойгиронӣ, % солона', 'Размещение, % годовых', 'Placement, % a year'), 27, 'right'],
          [x('Ҷалб, % солона', 'Привлечение, % годовых', 'Borrowing, % a year'), 27, 'right'],
        ],
        rates.map((r) => [r.currency, r.term[lang], num(r.placement, lang, 1), num(r.attraction, lang, 1)]),
      ),
      paragraph(
        x(
          'Фоиз барои рӯзҳои воқеии истифодаи қарз ҳисоб карда мешавад (сол 365 рӯз барои сомонӣ ва 360 рӯз барои асъори хориҷӣ) ва якҷоя бо қарзи асосӣ дар рӯзи бозгашт пардохт мешавад.',
          'Проценты начисляются за фактические дни пользования кредитом (365 дней в году для сомони, 360 — для иностранной валюты) и уплачиваются вместе с основным долгом в день возврата.',
          'Interest accrues for the actual days of use (a 365-day year for somoni, 360 for foreign currencies) and is paid with the principal on the repayment date.',
        ),
      ),
      heading(x('4. Ҷавобгарӣ', '4. Ответственность', '4. Liability')),
      paragraph(
        x(
          `Барои бозгашти бемӯҳлати қарз ё фоиз тарафи гунаҳгор ҷаримаи ${percent(0.1, lang)} аз маблағи пардохтнашуда барои ҳар рӯзи таъхирро пардохт мекунад. Бонк ҳақ дорад маблағи қарзи бемӯҳлатро аз ҳисоби корреспондентии Контрагент бе фармоиши ӯ гирад.`,
          `За несвоевременный возврат кредита или процентов виновная сторона уплачивает пеню ${percent(0.1, lang)} от неуплаченной суммы за каждый день просрочки. Банк вправе списать просроченную задолженность с корреспондентского счёта Контрагента без его распоряжения.`,
          `A party late in repaying a loan or interest pays a penalty of ${percent(0.1, lang)} of the unpaid amount for each day of delay. The Bank may debit overdue amounts from the Counterparty’s correspondent account without its order.`,
        ),
      ),
      heading(x('5. Ҳалли баҳсҳо ва мӯҳлати амал', '5. Споры и срок действия', '5. Disputes and term')),
      paragraph(
        x(
          'Баҳсҳо бо роҳи гуфтушунид ва дар сурати ба мувофиқа нарасидан дар Суди иқтисодии шаҳри Душанбе ҳал карда мешаванд. Шартнома аз рӯзи имзо эътибор пайдо мекунад ва то вақте амал мекунад, ки яке аз тарафҳо онро бо огоҳии хаттии 30 рӯза қатъ кунад.',
          'Споры решаются путём переговоров, а при недостижении согласия — в Экономическом суде города Душанбе. Договор вступает в силу с даты подписания и действует, пока одна из сторон не расторгнет его письменным уведомлением за 30 дней.',
          'Disputes are settled by negotiation or, failing agreement, by the Economic Court of Dushanbe. The agreement takes effect on signature and remains in force until either party ends it with 30 days’ written notice.',
        ),
      ),
      paragraph(
        x(
          'Аз номи Бонк ____________        Аз номи Контрагент ____________',
          'От Банка ____________        От Контрагента ____________',
          'For the Bank ____________        For the Counterparty ____________',
        ),
      ),
    ],
  };
}

interface Tender {
  title: Translated;
  publishedAt: string;
  deadline: string;
}

function tenderDocument(lang: Lang, tender: Tender, scope: string[], requirements: string[], criteria: [string, number][]): DocumentBody {
  const x = picker(lang);
  return {
    subtitle: x(
      `Ҳуҷҷатҳои тендерӣ. Эълон: ${longDate(tender.publishedAt, lang)}. Қабули пешниҳодҳо то ${longDate(tender.deadline, lang)}, соати 17:00.`,
      `Тендерная документация. Объявлено: ${longDate(tender.publishedAt, lang)}. Приём предложений до 17:00 ${longDate(tender.deadline, lang)}`,
      `Tender documents. Announced ${longDate(tender.publishedAt, lang)}. Bids are accepted until 17:00 on ${longDate(tender.deadline, lang)}.`,
    ),
    blocks: [
      heading(x('1. Мавзӯи тендер', '1. Предмет тендера', '1. Subject')),
      list(...scope),
      heading(x('2. Талабот ба иштирокчиён', '2. Требования к участникам', '2. Who may bid')),
      list(...requirements),
      heading(x('3. Меъёрҳои арзёбӣ', '3. Критерии оценки', '3. Evaluation')),
      table(
        [
          [x('Меъёр', 'Критерий', 'Criterion'), 75],
          [x('Вазн', 'Вес', 'Weight'), 25, 'right'],
        ],
        criteria.map(([name, weight]) => [name, percent(weight, lang, 0)]),
      ),
      heading(x('4. Тартиби пешниҳод', '4. Порядок подачи', '4. How to bid')),
      paragraph(
        x(
          'Пешниҳодро дар лифофаи мӯҳршуда ба дафтари марказии бонк (ш. Душанбе, кӯчаи Рӯдакӣ, 48, қабулгоҳ) ё ба суроғаи tender@ssb.tj дар шакли PDF бо имзо ва мӯҳр пешниҳод кунед. Пешниҳод бояд на камтар аз 90 рӯз эътибор дошта бошад. Лифофаҳо дар рӯзи кории баъд аз анҷоми қабул дар ҳузури иштирокчиён кушода мешаванд.',
          'Предложение подаётся в запечатанном конверте в головной офис банка (г. Душанбе, ул. Рудаки, 48, приёмная) или на адрес tender@ssb.tj в формате PDF с подписью и печатью. Предложение должно действовать не менее 90 дней. Конверты вскрываются в присутствии участников в рабочий день после окончания приёма.',
          'Submit the bid in a sealed envelope at the bank’s head office (48 Rudaki St, Dushanbe, reception) or as a signed and stamped PDF to tender@ssb.tj. Bids must remain valid for at least 90 days. Envelopes are opened in the bidders’ presence on the working day after the deadline.',
        ),
      ),
      paragraph(
        x(
          'Бонк ҳақ дорад тендерро дар ҳар марҳила бекор кунад. Саволҳо то 5 рӯз пеш аз анҷоми қабул ба tender@ssb.tj қабул мешаванд; ҷавобҳо ба ҳамаи иштирокчиён фиристода мешаванд.',
          'Банк вправе отменить тендер на любом этапе. Вопросы принимаются на tender@ssb.tj не позднее чем за 5 дней до окончания приёма; ответы рассылаются всем участникам.',
          'The bank may cancel the tender at any stage. Questions are accepted at tender@ssb.tj until 5 days before the deadline; the answers go to every bidder.',
        ),
      ),
    ],
  };
}

export function tenderAtm(lang: Lang, tender: Tender): DocumentBody {
  const x = picker(lang);
  return tenderDocument(
    lang,
    tender,
    [
      x(
        'Хариди 15 банкомат бо модули қабули пули нақд (cash-in) ва бозгашти пул (recycling).',
        'Поставка 15 банкоматов с модулем приёма наличных (cash-in) и рециркуляцией купюр.',
        'Supply of 15 ATMs with cash-in modules and note recycling.',
      ),
      x(
        'Дастгирии кортҳои Корти Миллӣ, Visa, Mastercard ва UnionPay, пардохти бетамос (NFC) ва стандарти EMV.',
        'Поддержка карт Корти Милли, Visa, Mastercard и UnionPay, бесконтактной оплаты (NFC) и стандарта EMV.',
        'Support for Korti Milli, Visa, Mastercard and UnionPay cards, contactless (NFC) and EMV.',
      ),
      x(
        'Насб, танзим ва пайваст кардан ба протсессинги бонк дар Душанбе, Хуҷанд, Бохтар ва Кӯлоб.',
        'Монтаж, настройка и подключение к процессингу банка в Душанбе, Худжанде, Бохтаре и Кулябе.',
        'Installation, set-up and connection to the bank’s processing in Dushanbe, Khujand, Bokhtar and Kulob.',
      ),
      x(
        'Кафолат на камтар аз 36 моҳ ва хизматрасонии техникӣ бо омадан дар давоми 24 соат.',
        'Гарантия не менее 36 месяцев и сервис с выездом в течение 24 часов.',
        'A warranty of at least 36 months and on-site service within 24 hours.',
      ),
    ],
    [
      x(
        'Намояндаи расмии истеҳсолкунанда ё шарики ваколатдори он будан.',
        'Статус официального представителя производителя или его авторизованного партнёра.',
        'Being the manufacturer’s official representative or authorised partner.',
      ),
      x(
        'Таҷрибаи на камтар аз се таҳвили банкомат ба бонкҳо дар се соли охир.',
        'Не менее трёх поставок банкоматов банкам за последние три года.',
        'At least three ATM deliveries to banks in the last three years.',
      ),
      x(
        'Набудани қарзи андоз ва маркази хизматрасонӣ дар Тоҷикистон.',
        'Отсутствие налоговой задолженности и сервисный центр в Таджикистане.',
        'No tax arrears and a service centre in Tajikistan.',
      ),
    ],
    [
      [x('Нарх', 'Цена', 'Price'), 60],
      [x('Хусусиятҳои техникӣ', 'Технические характеристики', 'Technical specification'), 25],
      [x('Кафолат ва хизматрасонӣ', 'Гарантия и сервис', 'Warranty and service'), 15],
    ],
  );
}

export function tenderBokhtar(lang: Lang, tender: Tender): DocumentBody {
  const x = picker(lang);
  const doc = tenderDocument(
    lang,
    tender,
    [
      x(
        'Таъмири пурраи бинои филиали Бохтар (майдони умумӣ 420 м²) мувофиқи лоиҳаи тасдиқшуда.',
        'Капитальный ремонт здания отделения в Бохтаре (общая площадь 420 м²) по утверждённому проекту.',
        'Full renovation of the Bokhtar office building (420 m² in total) to the approved design.',
      ),
      x(
        'Иваз кардани шабакаҳои барқ, гармидиҳӣ ва хунуккунӣ, насби системаи оташнишонӣ ва посбонӣ.',
        'Замена электросетей, отопления и кондиционирования, монтаж пожарной и охранной сигнализации.',
        'New wiring, heating and air conditioning; fire and intruder alarms.',
      ),
      x(
        'Сохтани хазинаи пули нақд ва ҷойҳои кори кассирон мувофиқи талаботи Бонки миллии Тоҷикистон.',
        'Устройство кассового узла и рабочих мест кассиров по требованиям Национального банка Таджикистана.',
        'A cash vault and teller stations built to the National Bank of Tajikistan’s requirements.',
      ),
      x(
        'Мӯҳлати иҷрои корҳо на зиёда аз 120 рӯзи тақвимӣ аз санаи имзои шартнома.',
        'Срок выполнения работ не более 120 календарных дней с даты подписания договора.',
        'Works to be completed within 120 calendar days of signing the contract.',
      ),
    ],
    [
      x('Иҷозатномаи амалкунанда барои корҳои сохтмонӣ.', 'Действующая лицензия на строительные работы.', 'A valid construction licence.'),
      x(
        'На камтар аз се объекти ба анҷом расонидашудаи шабеҳ дар се соли охир.',
        'Не менее трёх завершённых аналогичных объектов за последние три года.',
        'At least three similar projects completed in the last three years.',
      ),
      x(
        'Кафолати сифати корҳо на камтар аз 24 моҳ.',
        'Гарантия качества работ не менее 24 месяцев.',
        'A workmanship warranty of at least 24 months.',
      ),
    ],
    [
      [x('Нарх', 'Цена', 'Price'), 50],
      [x('Мӯҳлати иҷро', 'Срок выполнения', 'Time to complete'), 20],
      [x('Таҷриба ва кадрҳо', 'Опыт и персонал', 'Experience and staff'), 20],
      [x('Кафолат', 'Гарантия', 'Warranty'), 10],
    ],
  );
  doc.blocks.splice(
    4,
    0,
    table(
      [
        [x('Намуди корҳо', 'Вид работ', 'Works'), 70],
        [x('Ҳаҷм', 'Объём', 'Quantity'), 30, 'right'],
      ],
      [
        [x('Гаҷкорӣ ва рангкунии деворҳо', 'Штукатурка и покраска стен', 'Plastering and painting walls'), x('1 150 м²', '1 150 м²', '1,150 m²')],
        [x('Фарши сангӣ', 'Напольное покрытие из керамогранита', 'Porcelain stone flooring'), x('420 м²', '420 м²', '420 m²')],
        [x('Тирезаҳо ва дарҳои металлопластикӣ', 'Металлопластиковые окна и двери', 'uPVC windows and doors'), x('24 адад', '24 шт.', '24')],
        [x('Кабели барқ', 'Электрический кабель', 'Electrical cable'), x('1 800 м', '1 800 м', '1,800 m')],
      ],
    ),
  );
  return doc;
}
