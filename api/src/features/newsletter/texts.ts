/**
 * What the newsletter's double opt-in says to the address owner, in the language they subscribed
 * in: the confirmation e-mail, and the pages its link opens (a page with a button, then the
 * answer). The pages are HTML the API serves under /api/newsletter/confirm, so the site's /api
 * proxy routes them; every text is escaped, the page has no script.
 */
import type { LanguageId } from '../../shared/language';

/** How long a confirmation link holds. */
export const LINK_HOURS = 48;

interface Texts {
  lang: string;
  subject: string;
  mail: (url: string) => string;
  title: string;
  prompt: string;
  button: string;
  confirmed: string;
  invalid: string;
  home: string;
}

const TEXTS: Record<LanguageId, Texts> = {
  1: {
    lang: 'tg',
    subject: 'Обунаро ба хабарномаи SSB Bank тасдиқ кунед',
    mail: (url) =>
      `Салом!\n\nБарои тасдиқи обуна ба хабарномаи SSB Bank ин пайвандро кушоед ва тугмаи «Тасдиқ кардан»-ро пахш кунед (пайванд ${LINK_HOURS} соат эътибор дорад):\n\n${url}\n\nАгар шумо обуна нашуда бошед, ин мактубро нодида гиред: бе тасдиқ суроғаи шумо нигоҳ дошта намешавад.\n\nSSB Bank`,
    title: 'Тасдиқи обуна',
    prompt: 'Барои гирифтани хабарҳои SSB Bank ба ин суроға обунаро тасдиқ кунед.',
    button: 'Тасдиқ кардан',
    confirmed: 'Обуна тасдиқ шуд. Акнун шумо хабарҳои SSB Bank-ро мегиред.',
    invalid: 'Пайванд нодуруст аст ё мӯҳлаташ гузаштааст. Дар сомона боз обуна шавед, ва мо пайванди навро мефиристем.',
    home: 'Ба саҳифаи асосӣ',
  },
  2: {
    lang: 'ru',
    subject: 'Подтвердите подписку на новости SSB Bank',
    mail: (url) =>
      `Здравствуйте!\n\nЧтобы подтвердить подписку на новости SSB Bank, откройте ссылку и нажмите «Подтвердить» (ссылка действует ${LINK_HOURS} часов):\n\n${url}\n\nЕсли вы не подписывались, просто проигнорируйте это письмо: без подтверждения ваш адрес не сохранится.\n\nSSB Bank`,
    title: 'Подтверждение подписки',
    prompt: 'Подтвердите подписку, чтобы получать новости SSB Bank на этот адрес.',
    button: 'Подтвердить',
    confirmed: 'Подписка подтверждена. Теперь вы будете получать новости SSB Bank.',
    invalid: 'Ссылка неверна или устарела. Подпишитесь на сайте ещё раз, и мы пришлём новую.',
    home: 'На главную',
  },
  3: {
    lang: 'en',
    subject: 'Confirm your subscription to SSB Bank news',
    mail: (url) =>
      `Hello,\n\nTo confirm your subscription to SSB Bank news, open this link and press "Confirm" (the link holds for ${LINK_HOURS} hours):\n\n${url}\n\nIf you did not subscribe, ignore this e-mail: without a confirmation your address is not kept.\n\nSSB Bank`,
    title: 'Confirm your subscription',
    prompt: 'Confirm your subscription to receive SSB Bank news at this address.',
    button: 'Confirm',
    confirmed: 'Your subscription is confirmed. You will receive SSB Bank news from now on.',
    invalid: 'This link is not valid or has expired. Subscribe again on the website and we will send a new one.',
    home: 'To the home page',
  },
};

export const textsOf = (language: LanguageId): Texts => TEXTS[language];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The home page of the visitor's language on the site. */
const homePath: Record<LanguageId, string> = { 1: '/', 2: '/ru', 3: '/en' };

/** A small page of its own: the message, the confirming form when there is one, a way back to the site. */
export function page(language: LanguageId, body: { message: string; token?: string }): string {
  const t = TEXTS[language];
  const form =
    body.token === undefined
      ? ''
      : `<form method="post" action="/api/newsletter/confirm"><input type="hidden" name="token" value="${escape(body.token)}"><button type="submit">${escape(t.button)}</button></form>`;
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)} · SSB Bank</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a2b3c}button{font:inherit;padding:.6rem 1.2rem;min-height:44px;border-radius:6px;border:0;background:#0b5cab;color:#fff}a{color:#0b5cab}</style>
</head><body><h1>${escape(t.title)}</h1><p>${escape(body.message)}</p>${form}<p><a href="${homePath[language]}">${escape(t.home)}</a></p></body></html>`;
}
