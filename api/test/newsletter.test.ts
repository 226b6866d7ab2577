/**
 * The newsletter tells nobody who is subscribed, and a subscription counts only after its
 * address's owner confirmed it (double opt-in): the link in the e-mail the outbox writes opens a
 * page whose button confirms. Real API, real database, the real .eml the outbox writes.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readEml, startApi, type TestApi } from './helpers';
import { mailboxKey } from '../src/features/newsletter/mailboxWindow';

jest.setTimeout(30_000);

const TOKEN = 'e2e-secret';
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ publicOrigin: 'https://ssb.tj', testRunToken: TOKEN });
});
afterAll(() => api.close());

const subscribe = (payload: unknown, lang = 1, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: `/api/message/?language_id=${lang}`, payload: payload as Record<string, unknown>, headers });

async function row(email: string) {
  const { db } = await api.db();
  return db.kysely.selectFrom('subscription').selectAll().where('email', '=', email).executeTakeFirst();
}

async function outboxRows(email: string) {
  const { db } = await api.db();
  return db.kysely.selectFrom('outbox').selectAll().where('newsletter_email', '=', email).orderBy('id').execute();
}

/** The confirmation e-mails written so far for an address, decoded. */
async function mails(email: string): Promise<string[]> {
  const rows = await outboxRows(email);
  const texts: string[] = [];
  for (const { id } of rows) {
    const file = path.join(api.dataDir, 'outbox', `newsletter-${id}.eml`);
    for (let i = 0; i < 100 && !existsSync(file); i += 1) await new Promise((r) => setTimeout(r, 20));
    texts.push(readEml(file));
  }
  return texts;
}

const linkIn = (mail: string) => /https:\/\/ssb\.tj\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';

describe('POST /api/message/', () => {
  it('answers the same to a new, a waiting, a confirmed and a repeated address (status and body)', async () => {
    const answers = [];
    answers.push(await subscribe({ email: 'reader@example.tj' }));
    answers.push(await subscribe({ email: 'Reader@Example.tj' }));
    const link = linkIn((await mails('reader@example.tj'))[0] ?? '');
    const token = new URL(link).searchParams.get('token') ?? '';
    await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await row('reader@example.tj'))?.confirmed_at).toEqual(expect.any(String));
    answers.push(await subscribe({ email: 'reader@example.tj' }));
    answers.push(await subscribe({ email: 'never-seen@example.tj' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('{"status":"check_email"}');
      expect(answer.headers['content-length']).toBe(answers[0]?.headers['content-length']);
    }
  });

  it('mails a link to the address once, however often it is posted within ten minutes; it counts only once confirmed', async () => {
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ email: 'once@example.tj' }, 2)).statusCode).toBe(202);
    const sent = await mails('once@example.tj');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^To: once@example\.tj$/m);
    expect(sent[0]).toContain('Чтобы подтвердить подписку на новости SSB Bank');
    const stored = await row('once@example.tj');
    expect(stored).toMatchObject({ confirmed_at: null, language_id: 2 });
    // The database keeps a hash of the token, never the token; the outbox forgets it once it is sent.
    const token = new URL(linkIn(sent[0] ?? '')).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);
    expect((await outboxRows('once@example.tj')).map((r) => [r.token, r.sent_at !== null])).toEqual([[null, true]]);
  });

  it('mails one inbox once in ten minutes whatever its spelling: +tags and capitals, one after another or at once', async () => {
    const spellings = ['x@example.org', 'x+a@example.org', 'x+b@example.org', 'X+c@Example.org', 'x+d@example.org', 'x+e@example.org'];
    for (const email of spellings) expect((await subscribe({ email })).statusCode).toBe(202);
    const sent = await Promise.all(spellings.map((email) => outboxRows(email.toLowerCase())));
    expect(sent.flat()).toHaveLength(1);
    expect(sent[0]).toHaveLength(1);
    // Posted together, on separate requests in flight at once: still one.
    const together = ['y+1@example.org', 'y+2@example.org', 'y+3@example.org', 'Y@example.org', 'y+4@example.org'];
    const answers = await Promise.all(together.map((email) => subscribe({ email })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(together.length).fill(202));
    expect((await Promise.all(together.map((email) => outboxRows(email.toLowerCase())))).flat()).toHaveLength(1);
    // Another mailbox of the same domain is its own.
    expect((await subscribe({ email: 'xy@example.org' })).statusCode).toBe(202);
    expect(await outboxRows('xy@example.org')).toHaveLength(1);
    // The window is kept under a hash of the mailbox, never the address.
    const { db } = await api.db();
    const keys = (await db.kysely.selectFrom('rate_limit').select('key').execute()).map((r) => r.key);
    expect(keys).toContain(mailboxKey('x@example.org'));
    expect(keys.join(' ')).not.toContain('example.org');
  });

  it('refuses what is not an address, in the visitor language, and stores nothing', async () => {
    for (const email of ['<x>@y.zz', 'not-an-email', 'a b@c.tj', 'x@y']) {
      const res = await subscribe({ email }, 2);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'email', field: 'email', message: 'Некорректный адрес электронной почты' });
    }
    expect((await subscribe({}, 3)).json()).toMatchObject({ error: 'required', field: 'email' });
    expect((await subscribe({ email: 'a@b.tj', admin: true }, 3)).json()).toMatchObject({ error: 'unknown_field', field: 'admin' });
    // A form on another site cannot post here (a form sends no JSON).
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/message/',
      payload: 'email=victim%40example.tj',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(await row('victim@example.tj')).toBeUndefined();
    expect(await row('<x>@y.zz')).toBeUndefined();
  });

  it("stores an end-to-end run's address without mailing it", async () => {
    const res = await subscribe({ email: 'e2e-run@example.tj' }, 3, { 'x-ssb-test-run': 'run-1', 'x-ssb-test-token': TOKEN });
    expect(res.statusCode).toBe(202);
    expect(await row('e2e-run@example.tj')).toMatchObject({ confirmed_at: null });
    expect(await outboxRows('e2e-run@example.tj')).toEqual([]);
  });
});

describe('the confirmation link', () => {
  it('opens a page with a button (opening it confirms nothing); the button confirms; both then say confirmed', async () => {
    await subscribe({ email: 'link@example.tj' }, 1);
    const link = new URL(linkIn((await mails('link@example.tj'))[0] ?? ''));
    const token = link.searchParams.get('token') ?? '';
    const opened = await api.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toContain('<html lang="tg">');
    expect(opened.body).toContain('<form method="post" action="/api/newsletter/confirm">');
    expect(opened.body).toContain('Тасдиқ кардан');
    expect(opened.body).not.toContain('<script');
    expect((await row('link@example.tj'))?.confirmed_at).toBeNull();

    const confirm = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Обуна тасдиқ шуд.');
    const at = (await row('link@example.tj'))?.confirmed_at;
    expect(at).toEqual(expect.any(String));
    expect((await confirm()).body).toContain('Обуна тасдиқ шуд.');
    expect((await api.app.inject({ url: `${link.pathname}${link.search}` })).body).toContain('Обуна тасдиқ шуд.');
    expect((await row('link@example.tj'))?.confirmed_at).toBe(at);
  });

  it('refuses an unknown, malformed or expired token with a page in the visitor language; an expired subscription is forgotten', async () => {
    const unknown = await api.app.inject({ url: `/api/newsletter/confirm?token=${'A'.repeat(43)}`, headers: { 'accept-language': 'ru' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Ссылка неверна или устарела.');
    expect(unknown.body).not.toContain('<form');
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/confirm?token=%3Cscript%3E', `/api/newsletter/confirm?token=${'x'.repeat(500)}`]) {
      const res = await api.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This link is not valid or has expired.');
      expect(res.body).not.toContain('<script>');
    }
    const garbage = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: 'nothing=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(garbage.statusCode).toBe(400);

    await subscribe({ email: 'late@example.tj' }, 3);
    const token = new URL(linkIn((await mails('late@example.tj'))[0] ?? '')).searchParams.get('token') ?? '';
    const { db } = await api.db();
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.kysely
      .updateTable('subscription')
      .set({ token_expires_at: past, confirmation_sent_at: past })
      .where('email', '=', 'late@example.tj')
      .execute();
    // Ten minutes later for its mailbox too.
    await db.kysely
      .updateTable('rate_limit')
      .set({ window_start: Date.now() - 11 * 60_000 })
      .where('key', '=', mailboxKey('late@example.tj'))
      .execute();
    const expired = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expired.statusCode).toBe(400);
    expect((await row('late@example.tj'))?.confirmed_at).toBeNull();
    // The next subscription (anyone's) removes it; subscribing again mails a new link.
    await subscribe({ email: 'late@example.tj' }, 3);
    expect(await mails('late@example.tj')).toHaveLength(2);
    expect((await row('late@example.tj'))?.token_expires_at).not.toBe(past);
  });

  it('keeps no address that was never confirmed past its link', async () => {
    const { db } = await api.db();
    await subscribe({ email: 'ghost@example.tj' });
    await db.kysely
      .updateTable('subscription')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'ghost@example.tj')
      .execute();
    await subscribe({ email: 'someone-else@example.tj' });
    expect(await row('ghost@example.tj')).toBeUndefined();
    expect(readdirSync(path.join(api.dataDir, 'outbox')).length).toBeGreaterThan(0);
  });
});
