/**
 * The back office's routes in the API, with real access tokens from a real (loopback) identity
 * provider: every route refuses no token, a forged or expired one and a role without it; the
 * inbox lists, filters, finds by reference, phone and name, and pages; one application shows
 * whole, its documents open, its status changes with a note the visitor never sees; every view
 * is in the access record, which only administrators read; machine tokens are made and revoked;
 * retention deletes what is past its time but what is held, and records it without the person.
 */
import { sql } from 'kysely';
import { CARD, FILES, GENERAL, post, startApi, type Part, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';
import { deleteExpired } from '../src/features/retention/retention';

// Each test starts an API and a provider; a busy machine takes its time.
jest.setTimeout(30_000);

let api: TestApi;
let provider: TestProvider;
let officer: Record<string, string>;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  officer = bearer(await provider.token({ sub: 'officer-1', name: 'Шоира Қодирова', groups: GROUPS.officer }));
  admin = bearer(await provider.token({ sub: 'admin-1', name: 'Фирдавс Назаров', groups: GROUPS.admin }));
  editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

const get = (url: string, headers: Record<string, string> = officer) => api.app.inject({ url, headers });
const put = (url: string, body: unknown, headers: Record<string, string> = officer) =>
  api.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function send(fields: Record<string, Part>): Promise<{ id: string; reference: string }> {
  const res = await post(api.app, fields, { lang: 2 });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<{ id: string }>();
  return { id, reference: id.slice(0, 8).toUpperCase() };
}

interface Page {
  results: { id: string; reference: string; kind: string; status: string; branch: string | null; applicant: string; receivedAt: string }[];
  next: string | null;
}

describe('who may call the staff routes', () => {
  const ROUTES = [
    '/internal/staff/applications',
    '/internal/staff/applications/00000000-0000-4000-8000-000000000000',
    '/internal/staff/officers',
    '/internal/staff/access-record',
    '/internal/staff/machine-tokens',
    '/internal/staff/deletions',
    '/internal/staff/retention',
  ];

  it('refuses every route without a token, with a forged, expired or foreign one (401), and says nothing more', async () => {
    const forged = await provider.token({ sub: 'officer-1', groups: GROUPS.officer }, { key: true });
    const expired = await provider.token({ sub: 'officer-1', groups: GROUPS.officer }, { expired: true });
    const otherIssuer = await provider.token({ sub: 'officer-1', groups: GROUPS.officer }, { issuer: 'https://login.example' });
    for (const url of ROUTES)
      for (const headers of [{}, bearer(forged), bearer(expired), bearer(otherIssuer), bearer('ssbm.aaaaaaaaaaaa.' + 'A'.repeat(43))]) {
        const res = await get(url, headers);
        expect([url, res.statusCode]).toEqual([url, 401]);
        expect(Object.keys(res.json())).toEqual(['error', 'field', 'message']);
      }
  });

  it('answers 403 and nothing else to a role without the route, and lets each role its own', async () => {
    const publisher = bearer(await provider.token({ sub: 'p-1', groups: GROUPS.publisher }));
    const none = bearer(await provider.token({ sub: 'n-1', groups: ['somebody-else'] }));
    const expected: Record<string, Record<string, number>> = {
      '/internal/staff/applications': { officer: 200, admin: 403, editor: 403, publisher: 403, none: 403 },
      '/internal/staff/officers': { officer: 200, admin: 403, editor: 403, publisher: 403, none: 403 },
      '/internal/staff/access-record': { officer: 403, admin: 200, editor: 403, publisher: 403, none: 403 },
      '/internal/staff/machine-tokens': { officer: 403, admin: 200, editor: 403, publisher: 403, none: 403 },
      '/internal/staff/deletions': { officer: 403, admin: 200, editor: 403, publisher: 403, none: 403 },
      '/internal/staff/me': { officer: 200, admin: 200, editor: 200, publisher: 200, none: 403 },
    };
    const tokens = { officer, admin, editor, publisher, none };
    for (const [url, byRole] of Object.entries(expected))
      for (const [role, status] of Object.entries(byRole)) {
        const res = await get(url, tokens[role as keyof typeof tokens]);
        expect([url, role, res.statusCode]).toEqual([url, role, status]);
        if (status === 403) expect(res.json()).toEqual({ error: 'forbidden', field: null, message: 'Your role does not allow this.' });
      }
    expect((await get('/internal/staff/me', editor)).json()).toEqual({
      kind: 'person',
      sub: 'editor-1',
      name: 'Мадина Юсупова',
      roles: ['content_editor'],
    });
  });
});

describe('the inbox', () => {
  it('lists kind, reference, received, status, branch and the applicant, newest first, and finds by reference, phone or a name', async () => {
    const card = await send(CARD);
    const general = await send({ ...GENERAL, phone: '+992 90 765 43 21' });
    const page = (await get('/internal/staff/applications')).json<Page>();
    const [first, second] = page.results;
    expect(first).toMatchObject({ id: general.id, kind: 'general', status: 'received', branch: null, applicant: 'Назарова Малика Абдуллоевна' });
    expect(second).toMatchObject({ id: card.id, reference: card.reference, kind: 'card', branch: 'Душанбе', applicant: 'Раҳимов Фарҳод Саидович' });
    const find = async (q: string) => (await get(`/internal/staff/applications?q=${encodeURIComponent(q)}`)).json<Page>().results.map((r) => r.id);
    expect(await find(card.reference.toLowerCase())).toEqual([card.id]);
    // The phone as written in the form, or by its digits with the country code.
    expect(await find('992931234567')).toEqual([card.id]);
    expect(await find('93 123 45 67')).toEqual([card.id]);
    expect(await find('907654321')).toEqual([general.id]);
    // A whole word of a name, in any case; not a part of one.
    expect(await find('раҳимов')).toEqual([card.id]);
    expect(await find('Малика Назарова')).toEqual([general.id]);
    expect(await find('Раҳим')).toEqual([]);
    expect(await find('Малика Раҳимов')).toEqual([]);
  });

  it('filters by kind, status, branch and day, and pages by a cursor to the end', async () => {
    for (let i = 0; i < 4; i++) await send({ ...CARD, branch: 'Хуҷанд' });
    const byKind = (await get('/internal/staff/applications?kind=general')).json<Page>().results;
    expect(byKind.length).toBeGreaterThan(0);
    expect(byKind.every((r) => r.kind === 'general')).toBe(true);
    const khujand = (await get(`/internal/staff/applications?branch=${encodeURIComponent('Хуҷанд')}`)).json<Page>().results;
    expect(khujand).toHaveLength(4);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (await get(`/internal/staff/applications?from=${today}&to=${today}&branch=${encodeURIComponent('Хуҷанд')}`)).json<Page>().results,
    ).toHaveLength(4);
    expect((await get(`/internal/staff/applications?to=2020-01-01`)).json<Page>().results).toEqual([]);
    expect((await get('/internal/staff/applications?status=answered')).json<Page>().results).toEqual([]);
    // Two at a time: every application once, in order, then no next page.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: Page = (await get(`/internal/staff/applications?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json<Page>();
      seen.push(...res.results.map((r) => r.receivedAt + r.id));
      cursor = res.next;
    }
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect((await get('/internal/staff/applications?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await get('/internal/staff/applications?kind=loan')).statusCode).toBe(400);
  });

  it('shows one application whole, opens its documents, and records each view', async () => {
    const { id, reference } = await send(CARD);
    const detail = (await get(`/internal/staff/applications/${id}`)).json<{
      fields: Record<string, string>;
      consentAt: string;
      receivedAt: string;
      documents: { field: string; name: string; mime: string; viewable: boolean }[];
    }>();
    expect(detail.fields).toMatchObject({ surname: 'Раҳимов', phone: '+992 93 123 45 67', card_type: 'VISA', consent: 'true' });
    expect(detail.consentAt).toBe(detail.receivedAt);
    expect(detail.documents.map((d) => [d.field, d.name, d.mime])).toEqual([
      ['file1', 'passport.png', 'image/png'],
      ['file2', 'inn.pdf', 'application/pdf'],
    ]);
    const pdf = await get(`/internal/staff/applications/${id}/documents/file2`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`/internal/staff/applications/${id}/documents/file3`)).statusCode).toBe(404);
    const record = (await get(`/internal/staff/access-record?reference=${reference}`, admin)).json<{
      results: { staffName: string; action: string; detail: string | null }[];
    }>();
    expect(record.results.map((r) => [r.staffName, r.action, r.action === 'applications.list' ? 'list' : r.detail])).toEqual([
      ['Шоира Қодирова', 'document.view', 'file2'],
      ['Шоира Қодирова', 'application.view', null],
    ]);
    // By person: the officer's entries only.
    const byOfficer = (await get('/internal/staff/access-record?staff=officer-1&action=applications.list', admin)).json<{
      results: { staffSub: string }[];
    }>();
    expect(byOfficer.results.length).toBeGreaterThan(0);
    expect(byOfficer.results.every((r) => r.staffSub === 'officer-1')).toBe(true);
    expect((await get('/internal/staff/access-record?staff=admin-1', admin)).json<{ results: unknown[] }>().results).toEqual([]);
  });

  it('changes the status with an internal note that the visitor never sees, and assigns an officer', async () => {
    const { id, reference } = await send(CARD);
    expect((await put(`/internal/staff/applications/${id}/status`, { status: 'rejected' })).json()).toMatchObject({ field: 'reason' });
    const set = await put(`/internal/staff/applications/${id}/status`, { status: 'under_review', note: 'Занги мизоҷ: паспорт нав аст' });
    expect(set.json()).toMatchObject({ status: 'under_review', statusChangedBy: 'Шоира Қодирова' });
    const visitor = await api.app.inject({
      method: 'POST',
      url: '/api/applications/status?language_id=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference, phone: '931234567' }),
    });
    expect(visitor.json()).toMatchObject({ status: 'under_review', reason: null });
    expect(visitor.body).not.toContain('паспорт');
    // The note is sealed at rest.
    const { db } = await api.db();
    const rows = await db.kysely.selectFrom('application_event').select('note').where('application_id', '=', id).execute();
    expect(rows.map((r) => r.note).join()).not.toContain('паспорт');
    // Only an officer who has signed in can be assigned.
    expect((await put(`/internal/staff/applications/${id}/assignee`, { sub: 'admin-1' })).statusCode).toBe(400);
    expect((await put(`/internal/staff/applications/${id}/assignee`, { sub: 'officer-1' })).json()).toEqual({
      assignedTo: 'officer-1',
      assignedName: 'Шоира Қодирова',
    });
    const detail = (await get(`/internal/staff/applications/${id}`)).json<{
      assignedName: string;
      events: { action: string; note: string | null }[];
    }>();
    expect(detail.assignedName).toBe('Шоира Қодирова');
    expect(detail.events.map((e) => [e.action, e.note])).toEqual([
      ['status', 'Занги мизоҷ: паспорт нав аст'],
      ['assign', null],
    ]);
    expect((await get('/internal/staff/applications?assigned=me')).json<Page>().results.map((r) => r.id)).toEqual([id]);
    expect((await get('/internal/staff/officers')).json()).toEqual({ officers: [{ sub: 'officer-1', name: 'Шоира Қодирова' }] });
  });
});

describe('machine tokens', () => {
  it('are made by an administrator, shown once, stored as digests, one scope each, and refused once revoked', async () => {
    const made = await api.app.inject({
      method: 'POST',
      url: '/internal/staff/machine-tokens',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'treasury feed', scope: 'rates' }),
    });
    expect(made.statusCode).toBe(201);
    const { token, record } = made.json<{ token: string; record: { id: string } }>();
    expect(token).toMatch(/^ssbm\.[a-z0-9]{12}\./);
    const listed = (await get('/internal/staff/machine-tokens', admin)).body;
    expect(listed).toContain('treasury feed');
    expect(listed).not.toContain(token.split('.')[2]);
    const { db } = await api.db();
    const stored = JSON.stringify(await db.kysely.selectFrom('machine_token').selectAll().execute());
    expect(stored).not.toContain(token.split('.')[2]);
    // Its scope publishes rates, and opens no application.
    expect((await get('/internal/content/rates/NON_CASH', bearer(token))).statusCode).toBe(200);
    expect((await get('/internal/staff/applications', bearer(token))).statusCode).toBe(403);
    const revoked = await api.app.inject({ method: 'DELETE', url: `/internal/staff/machine-tokens/${record.id}`, headers: admin });
    expect(revoked.json()).toMatchObject({ revokedBy: 'Фирдавс Назаров' });
    expect((await get('/internal/content/rates/NON_CASH', bearer(token))).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'DELETE', url: `/internal/staff/machine-tokens/${record.id}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('deletes applications past their time with their documents, keeps one on hold, and records the deletion without the person', async () => {
    const old = await send(CARD);
    const held = await send(GENERAL);
    const { db, uploads } = await api.db();
    // Both sent 200 days ago.
    const past = new Date(Date.now() - 200 * 86_400_000).toISOString();
    await sql`UPDATE application SET received_at = ${past} WHERE id IN (${old.id}, ${held.id})`.execute(db.kysely);
    const files = await db.kysely.selectFrom('application_file').select('stored_name').where('application_id', '=', old.id).execute();
    expect((await put(`/internal/staff/applications/${held.reference}/hold`, { reason: 'Дархости суд' }, officer)).statusCode).toBe(403);
    expect((await put(`/internal/staff/applications/${held.reference}/hold`, { reason: 'Дархости суд' }, admin)).statusCode).toBe(200);
    expect(await deleteExpired(db, uploads, 180, new Date())).toBe(1);
    expect(await db.kysely.selectFrom('application').select('id').where('id', '=', old.id).executeTakeFirst()).toBeUndefined();
    for (const f of files) expect(await uploads.read(f.stored_name)).toBeUndefined();
    expect(await db.kysely.selectFrom('application').select('id').where('id', '=', held.id).executeTakeFirst()).toBeDefined();
    const deletions = (await get('/internal/staff/deletions', admin)).json<{ results: Record<string, unknown>[] }>().results;
    expect(deletions[0]).toMatchObject({ reference: old.reference, kind: 'card', receivedAt: past, reason: 'retention', documents: 2 });
    expect(JSON.stringify(deletions)).not.toMatch(/Раҳимов|931234567|passport/);
    expect((await get('/internal/staff/retention', admin)).json()).toMatchObject({
      days: 180,
      held: [{ reference: held.reference, reason: 'Дархости суд' }],
    });
    // Released, it goes at the next round.
    expect((await api.app.inject({ method: 'DELETE', url: `/internal/staff/applications/${held.reference}/hold`, headers: admin })).statusCode).toBe(
      200,
    );
    expect(await deleteExpired(db, uploads, 180, new Date())).toBe(1);
  });
});
