/** The development provider's own pages: sign-in, sign-out, signed out, in the bank's three languages at once. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;background:#F7F7F7;color:#282828;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box}
h1{font-size:24px;margin:0 0 8px}p{color:#54545A;margin:0 0 16px}label{display:block;margin:12px 0 4px;font-weight:500}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #6B6B73;border-radius:8px;font:inherit}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#CC1818;color:#fff;font:inherit;font-weight:500;cursor:pointer}
button:focus-visible,input:focus-visible{outline:2px solid #FF1F1F;outline-offset:2px}.error{color:#B00020;font-weight:500}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="tg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export function loginPage(uid: string, clientId: string, username: string, failed: boolean): string {
  return page(
    'Воридшавӣ · Вход · Sign in',
    `<h1>Воридшавӣ · Вход · Sign in</h1>
<p>Провайдери шахсияти рушд (development identity provider) · ${escape(clientId)}</p>
${failed ? '<p class="error" role="alert">Ном ё рамз нодуруст аст · Неверное имя или пароль · Wrong user name or password</p>' : ''}
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
<label for="username">Номи корбар · Имя пользователя · User name</label>
<input id="username" name="username" value="${escape(username)}" required autofocus>
<label for="password">Рамз · Пароль · Password</label>
<input id="password" name="password" type="password" required>
<button type="submit">Ворид шудан · Войти · Sign in</button>
</form>`,
  );
}

export const signOutPage = (form: string) =>
  page(
    'Баромад · Выход · Sign out',
    `<h1>Баромад · Выход · Sign out</h1><p>Аз системаи бонк бароед? · Выйти из системы банка? · Sign out of the bank’s systems?</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Баромадан · Выйти · Sign out</button>`,
  );

export const signedOutPage = () => page('Баромадед · Вы вышли · Signed out', '<h1>Баромадед · Вы вышли · Signed out</h1>');
