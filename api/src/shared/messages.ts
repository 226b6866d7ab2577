/**
 * Error messages in the three languages. The Russian required-field text is the site's own
 * (kept word for word so the front end and the API say the same thing).
 */
import type { LanguageId } from './language';

export type ErrorCode =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'invalid'
  | 'characters'
  | 'phone'
  | 'email'
  | 'unknown_field'
  | 'duplicate_field'
  | 'not_a_file'
  | 'file_type'
  | 'file_damaged'
  | 'file_unsafe'
  | 'file_infected'
  | 'file_too_large'
  | 'file_encrypted'
  | 'file_too_complex'
  | 'image_too_large'
  | 'name_characters'
  | 'name_script'
  | 'part_unreadable'
  | 'too_many_files'
  | 'not_multipart'
  | 'idempotency_conflict'
  | 'not_found'
  | 'rate_limited'
  | 'bad_request'
  | 'unauthorized'
  | 'request_timeout'
  | 'headers_too_large'
  | 'beacon_unchecked'
  | 'storage_full'
  | 'busy'
  | 'internal';

export type MessageParams = { length?: number; max?: number; seconds?: number; types?: string };

type Catalog = Record<ErrorCode, (p: MessageParams) => string>;

const tj: Catalog = {
  required: () => 'Ин майдон бояд пур карда шавад',
  too_short: (p) => `Ҳадди ақал ${p.length} аломат`,
  too_long: (p) => `На зиёда аз ${p.length} аломат`,
  invalid: () => 'Қимати нодуруст',
  characters: () => 'Матн аломатҳои ғайриҷоизро дар бар мегирад (аломатҳои идоракунӣ, сатри нав ё аломатҳои ноаён)',
  phone: () => 'Рақами телефон бояд на камтар аз 9 рақам дошта бошад',
  email: () => 'Суроғаи почтаи электронӣ нодуруст аст',
  unknown_field: () => 'Ин майдон қабул намешавад',
  duplicate_field: () => 'Ин майдон як маротиба фиристода мешавад',
  not_a_file: () => 'Дар ин майдон файл фиристед',
  file_type: (p) => `Намуди файл қабул намешавад. Иҷозат дода мешавад: ${p.types}`,
  file_damaged: () => 'Файл вайрон ё нопурра аст ва кушода намешавад. Онро аз нав скан ё сабт карда, боз фиристед',
  file_unsafe: () => 'Файл дорои код, пайванд, замима, макрос ё саҳифаи веб аст ва қабул намешавад. Ҳуҷҷатро ҳамчун PDF ё расми оддӣ фиристед',
  file_infected: () => 'Дар файл нармафзори зараровар ёфт шуд ва ариза нигоҳ дошта нашуд. Ҳуҷҷатро аз нав скан карда, аз компютери тоза фиристед',
  file_too_large: (p) => `Файл аз ${p.max} МБ калон аст`,
  file_encrypted: () => 'Файл бо парол ҳифз шудааст ва санҷида намешавад. Онро бе парол сабт карда, боз фиристед',
  file_too_complex: () => 'Файлро дар вақти муқарраршуда санҷида натавонистем: он хеле мураккаб аст. Ҳуҷҷатро ҳамчун PDF ё расми оддӣ фиристед',
  image_too_large: (p) => `Тасвир хеле калон аст (зиёда аз ${p.max} мегапиксел). Онро хурдтар карда, боз фиристед`,
  name_characters: () => 'Ном бояд аз ҳарфҳо иборат бошад; байни онҳо танҳо як фосила, дефис ё апостроф гузоштан мумкин аст',
  name_script: () => 'Номро бо як алифбо нависед: кириллӣ ё лотинӣ, чунон ки дар шиноснома навишта шудааст',
  part_unreadable: () => 'Қисми форма хонда нашуд ва ҳеҷ чиз нигоҳ дошта нашуд. Номи файлро бе аломатҳои махсус иваз карда, боз фиристед',
  too_many_files: (p) => `На зиёда аз ${p.max} файл`,
  not_multipart: () => 'Дархост бояд multipart/form-data бошад',
  idempotency_conflict: () => 'Ин Idempotency-Key аллакай барои дархости дигар истифода шудааст',
  not_found: () => 'Ёфт нашуд',
  rate_limited: (p) => `Дархостҳо аз ҳад зиёданд. Баъд аз ${p.seconds} сония боз кӯшиш кунед`,
  bad_request: () => 'Дархости нодуруст',
  unauthorized: () => 'Барои ин дархост калиди дастрасӣ лозим аст',
  request_timeout: () => 'Дархост дар вақти муқарраршуда пурра нарасид',
  headers_too_large: () => 'Сарлавҳаҳои дархост аз ҳад калонанд',
  beacon_unchecked: () => 'Ин ҳисоботро сомона насанҷидааст ва он қабул намешавад',
  storage_full: () => 'Ҳоло дархостро қабул карда наметавонем. Маълумоти шумо нигоҳ дошта нашуд; пас аз чанд дақиқа боз фиристед',
  busy: (p) => `Хизматрасонӣ ҳоло банд аст ва чизе нигоҳ дошта нашуд. Баъд аз ${p.seconds} сония боз фиристед`,
  internal: () => 'Хатогии дохилӣ. Баъдтар боз кӯшиш кунед',
};

const ru: Catalog = {
  required: () => 'Это поле обязателен для заполнения',
  too_short: (p) => `Минимально ${p.length} символов`,
  too_long: (p) => `Максимально ${p.length} символов`,
  invalid: () => 'Недопустимое значение',
  characters: () => 'Текст содержит недопустимые символы (управляющие, перевод строки или невидимые)',
  phone: () => 'Номер телефона должен содержать не менее 9 цифр',
  email: () => 'Некорректный адрес электронной почты',
  unknown_field: () => 'Это поле не принимается',
  duplicate_field: () => 'Это поле можно отправить только один раз',
  not_a_file: () => 'В этом поле нужно отправить файл',
  file_type: (p) => `Тип файла не принимается. Допустимы: ${p.types}`,
  file_damaged: () => 'Файл повреждён или неполон и не открывается. Отсканируйте или сохраните его заново и отправьте снова',
  file_unsafe: () =>
    'Файл содержит код, ссылки, вложения, макросы или веб-страницу и не принимается. Отправьте документ как обычный PDF или изображение',
  file_infected: () =>
    'В файле найдена вредоносная программа, заявка не сохранена. Отсканируйте документ заново и отправьте его с проверенного компьютера',
  file_too_large: (p) => `Файл больше ${p.max} МБ`,
  file_encrypted: () => 'Файл защищён паролем, и его нельзя проверить. Сохраните его без пароля и отправьте снова',
  file_too_complex: () => 'Файл не удалось проверить за отведённое время: он слишком сложный. Отправьте документ как обычный PDF или изображение',
  image_too_large: (p) => `Изображение слишком большое (более ${p.max} мегапикселей). Уменьшите его и отправьте снова`,
  name_characters: () => 'Имя должно состоять из букв; между ними допускается только один пробел, дефис или апостроф',
  name_script: () => 'Напишите имя одним алфавитом — кириллицей или латиницей, как в паспорте',
  part_unreadable: () => 'Часть формы не удалось прочитать, ничего не сохранено. Переименуйте файл без особых символов и отправьте снова',
  too_many_files: (p) => `Не более ${p.max} файлов`,
  not_multipart: () => 'Запрос должен быть multipart/form-data',
  idempotency_conflict: () => 'Этот Idempotency-Key уже использован для другого запроса',
  not_found: () => 'Не найдено',
  rate_limited: (p) => `Слишком много запросов. Повторите через ${p.seconds} с`,
  bad_request: () => 'Некорректный запрос',
  unauthorized: () => 'Для этого запроса нужен ключ доступа',
  request_timeout: () => 'Запрос не пришёл целиком за отведённое время',
  headers_too_large: () => 'Заголовки запроса слишком велики',
  beacon_unchecked: () => 'Этот отчёт не проверен сайтом и не принимается',
  storage_full: () => 'Сейчас мы не можем принять заявку. Ваши данные не сохранены; отправьте их снова через несколько минут',
  busy: (p) => `Сервис сейчас занят, ничего не сохранено. Отправьте снова через ${p.seconds} с`,
  internal: () => 'Внутренняя ошибка. Попробуйте позже',
};

const en: Catalog = {
  required: () => 'This field is required',
  too_short: (p) => `At least ${p.length} characters`,
  too_long: (p) => `At most ${p.length} characters`,
  invalid: () => 'Invalid value',
  characters: () => 'The text holds characters that are not allowed (control characters, line breaks or invisible ones)',
  phone: () => 'The phone number needs at least 9 digits',
  email: () => 'Invalid e-mail address',
  unknown_field: () => 'This field is not accepted',
  duplicate_field: () => 'This field may be sent only once',
  not_a_file: () => 'This field must be a file',
  file_type: (p) => `File type not accepted. Allowed: ${p.types}`,
  file_damaged: () => 'The file is damaged or incomplete and does not open. Scan or save it again and resend it',
  file_unsafe: () =>
    'The file contains code, links, attachments, macros or a web page and is not accepted. Send the document as a plain PDF or picture',
  file_infected: () => 'Malware was found in the file and the application was not saved. Scan the document again and send it from a clean computer',
  file_too_large: (p) => `The file is larger than ${p.max} MB`,
  file_encrypted: () => 'The file is protected by a password and cannot be checked. Save it without a password and send it again',
  file_too_complex: () => 'The file could not be checked in the time allowed: it is too complex. Send the document as a plain PDF or picture',
  image_too_large: (p) => `The picture is too large (over ${p.max} megapixels). Make it smaller and send it again`,
  name_characters: () => 'A name must be made of letters, with at most one space, hyphen or apostrophe between them',
  name_script: () => 'Write the name in one alphabet, Cyrillic or Latin, as in the passport',
  part_unreadable: () => 'Part of the form could not be read, so nothing was saved. Rename the file without special characters and send it again',
  too_many_files: (p) => `At most ${p.max} files`,
  not_multipart: () => 'The request must be multipart/form-data',
  idempotency_conflict: () => 'This Idempotency-Key was already used for a different request',
  not_found: () => 'Not found',
  rate_limited: (p) => `Too many requests. Try again in ${p.seconds} s`,
  bad_request: () => 'Bad request',
  unauthorized: () => 'This request needs an access token',
  request_timeout: () => 'The request did not arrive whole in the time allowed',
  headers_too_large: () => 'The request headers are too large',
  beacon_unchecked: () => 'This report was not checked by the site and is not accepted',
  storage_full: () => 'We cannot take the application right now. Nothing was saved; please send it again in a few minutes',
  busy: (p) => `The service is busy and nothing was saved. Send it again in ${p.seconds} s`,
  internal: () => 'Internal error. Please try again later',
};

const CATALOGS: Record<LanguageId, Catalog> = { 1: tj, 2: ru, 3: en };

export function message(code: ErrorCode, language: LanguageId, params: MessageParams = {}): string {
  return CATALOGS[language][code](params);
}
