/**
 * What the proxy answers when it refuses a request itself, in the API's error shape
 * (`{ error, field, message }`) and in the visitor's language, because the site's forms show
 * `message` as it comes. The language is the page the request came from (Referer), else the
 * request's language_id, else Tajik.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANG, langFromLanguageId, parseLocalizedPath, type LangCode } from '@ssb/contracts/node';

export type RefusalCode =
  | 'length_required'
  | 'too_large'
  | 'rate_limited'
  | 'busy'
  | 'upstream'
  | 'bad_request'
  | 'not_found'
  | 'request_timeout'
  | 'headers_too_large'
  | 'internal';

const MESSAGES: Record<RefusalCode, Record<LangCode, string>> = {
  length_required: {
    tj: 'Дархост бояд андозаи худро нишон диҳад.',
    ru: 'Запрос должен указывать свой размер.',
    en: 'A request must state its size.',
  },
  too_large: {
    tj: 'Дархост аз ҳад калон аст: то {size} қабул мешавад.',
    ru: 'Запрос слишком большой: принимается до {size}.',
    en: 'The request is too large: up to {size} is accepted.',
  },
  rate_limited: {
    tj: 'Аз ин суроға дархостҳо хеле зиёданд. Баъд аз чанд сония боз кӯшиш кунед.',
    ru: 'Слишком много запросов с этого адреса. Повторите через несколько секунд.',
    en: 'Too many requests from this address at once. Try again in a few seconds.',
  },
  busy: {
    tj: 'Сомона ҳоло банд аст. Баъд аз чанд сония боз кӯшиш кунед.',
    ru: 'Сайт сейчас перегружен. Повторите через несколько секунд.',
    en: 'The site is busy right now. Try again in a few seconds.',
  },
  upstream: {
    tj: 'Хизматрасониҳои бонк ҷавоб надоданд. Каме дертар боз кӯшиш кунед.',
    ru: 'Сервисы банка не ответили. Повторите чуть позже.',
    en: 'The bank’s services did not answer. Try again a little later.',
  },
  bad_request: {
    tj: 'Дархост нодуруст аст ва қабул намешавад.',
    ru: 'Запрос некорректен и не принимается.',
    en: 'The request is malformed and is not accepted.',
  },
  not_found: {
    tj: 'Чунин суроға дар сомона нест.',
    ru: 'Такого адреса на сайте нет.',
    en: 'There is no such address on this site.',
  },
  request_timeout: {
    tj: 'Дархост дар вақти муқарраршуда пурра нарасид.',
    ru: 'Запрос не пришёл целиком за отведённое время.',
    en: 'The request did not arrive whole in the time allowed.',
  },
  headers_too_large: {
    tj: 'Сарлавҳаҳои дархост аз ҳад калонанд.',
    ru: 'Заголовки запроса слишком велики.',
    en: 'The request headers are too large.',
  },
  internal: {
    tj: 'Дар сомона хатогӣ рух дод. Каме дертар боз кӯшиш кунед.',
    ru: 'На сайте произошла ошибка. Повторите чуть позже.',
    en: 'Something went wrong on the site. Try again a little later.',
  },
};

const UNITS: Record<LangCode, { kb: string; mb: string }> = { tj: { kb: 'КБ', mb: 'МБ' }, ru: { kb: 'КБ', mb: 'МБ' }, en: { kb: 'KB', mb: 'MB' } };

/** What is read of a request: the proxy's hooks and reply-from's error handler give different Fastify types. */
interface RequestLike {
  headers: IncomingHttpHeaders;
  url: string;
}

/** What is used of a reply. */
interface ReplyLike {
  header(name: string, value: string): unknown;
  code(status: number): { type(contentType: string): { send(body: unknown): unknown } };
}

function visitorLanguage(req: RequestLike): LangCode {
  const referer = req.headers.referer;
  if (referer) {
    try {
      return parseLocalizedPath(new URL(referer).pathname).lang;
    } catch {
      // not a URL: fall through
    }
  }
  // The query read as a query: a target like //a%20b/ is no URL to parse.
  const mark = req.url.indexOf('?');
  const id = mark < 0 ? null : new URLSearchParams(req.url.slice(mark + 1)).get('language_id');
  return (id && langFromLanguageId(Number(id))) || DEFAULT_LANG;
}

/** A size for people: 65536 → "64 KB", 33554432 → "32 MB". */
function sizeFor(bytes: number, lang: LangCode): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.floor(mb)} ${UNITS[lang].mb}` : `${Math.floor(bytes / 1024)} ${UNITS[lang].kb}`;
}

/** A refusal's message in a language (an answer that knows no request takes the site's default). */
export const refusalMessage = (code: RefusalCode, lang: LangCode): string => MESSAGES[code][lang].replace('{size}', '');

export function refuse(req: RequestLike, reply: ReplyLike, status: number, code: RefusalCode, params: { bytes?: number } = {}) {
  const lang = visitorLanguage(req);
  const message = MESSAGES[code][lang].replace('{size}', params.bytes === undefined ? '' : sizeFor(params.bytes, lang));
  // A refused body was not read: the connection cannot carry another request.
  if (status !== 502 && status !== 504) reply.header('connection', 'close');
  return reply.code(status).type('application/json; charset=utf-8').send({ error: code, field: null, message });
}
