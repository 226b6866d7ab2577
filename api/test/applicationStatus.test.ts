/**
 * "Where is my application": POST /api/applications/status answers the status for the right
 * reference and phone, the same 404 for every other pair, 429 past its limit, and what staff set
 * with setApplicationStatus; migration 0010 gives every application a status.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrator } from '../src/db/migrations';
import { APPLICATION_STATUSES, AmbiguousReferenceError, phoneDigits, setApplicationStatus } from '../src/features/applications/applicationStatus';
import { STATUS_LOOKUPS_PER_MINUTE } from '../src/features/applications/statusRoutes';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { phoneIndexOf } from '../src/features/personal-data/blindIndex';
import { CARD, GENERAL, post, startApi, testStorage, TEST_DATA_KEYS, type TestApi } from './helpers';
import { bearer, machineToken } from './staffIdentity';

const SITE = '127.0.0.1';
const KEYS = parseKeyRing(TEST_DATA_KEYS);
const NIGORA = { sub: 'nigora-1', name: 'nigora' };
let STAFF_SECRET = '';
let api: TestApi;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  api = await startApi({ logger: { level: 'trace', stream: logStream } });
  STAFF_SECRET = await machineToken((await api.db()).db, 'applications', 'nigora');
});
afterAll(() => api.close());

/** Each test is its own visitor (an address the site server names), so the limit of one is not another's. */
let visitors = 0;
const newVisitor = () => `203.0.113.${(visitors += 1)}`;

const lookUp = (visitor: string, body: unknown, lang = 3) =>
  api.app.inject({
    method: 'POST',
    url: `/api/applications/status?language_id=${lang}`,
    remoteAddress: SITE,
    headers: { 'x-forwarded-for': visitor, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Sends an application; its reference as the site shows it (the id's first 8 characters, capitals). */
async function send(fields = CARD): Promise<{ id: string; reference: string }> {
  const res = await post(api.app, fields, { lang: 1 });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: string };
  return { id, reference: id.slice(0, 8).toUpperCase() };
}

/** A reference no application has: the sent one with its last hex digit changed. */
const otherReference = (reference: string) => reference.slice(0, 7) + (reference.endsWith('0') ? '1' : '0');

describe('POST /api/applications/status', () => {
  it('answers the status for the reference and the phone of the form, however the phone is written', async () => {
    const { reference } = await send(CARD); // phone '+992 93 123 45 67'
    const visitor = newVisitor();
    for (const phone of ['+992 93 123 45 67', '931234567', '93-123-45-67', '992931234567', '(93) 123 45 67', '00992 93 123 45 67']) {
      const res = await lookUp(visitor, { reference: ` ${reference.toLowerCase()} `, phone });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as Record<string, string>;
      expect(body).toEqual({
        reference,
        kind: 'card',
        status: 'received',
        reason: null,
        receivedAt: expect.any(String),
        statusChangedAt: body.receivedAt,
      });
    }
  });

  it('answers exactly the same 404 for a wrong phone and for a reference nobody has', async () => {
    const { reference } = await send(GENERAL); // phone '931234567'
    const visitor = newVisitor();
    const wrongPhone = await lookUp(visitor, { reference, phone: '+992 93 765 43 21' });
    const unknown = await lookUp(visitor, { reference: otherReference(reference), phone: '931234567' });
    const neither = await lookUp(visitor, { reference: 'FFFFFFFF', phone: '+992 90 000 00 00' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(neither.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(neither.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ error: 'not_found', field: null, message: 'Not found' });
    const headersOf = (res: typeof unknown) => ({
      type: res.headers['content-type'],
      cache: res.headers['cache-control'],
      length: res.headers['content-length'],
    });
    expect(headersOf(wrongPhone)).toEqual(headersOf(unknown));
    // A phone that is a prefix or a suffix of the right one is not the right one.
    expect((await lookUp(visitor, { reference, phone: '9312345670' })).statusCode).toBe(404);
  });

  it('refuses a malformed reference or phone with 400 naming the field, and unknown fields', async () => {
    const visitor = newVisitor();
    const badReference = await lookUp(visitor, { reference: 'ABC', phone: '931234567' });
    expect(badReference.statusCode).toBe(400);
    expect(badReference.json()).toMatchObject({ field: 'reference' });
    expect((await lookUp(visitor, { reference: 'ABCDEF12', phone: '93 12' })).json()).toMatchObject({ error: 'phone', field: 'phone' });
    expect((await lookUp(visitor, { reference: 'ABCDEF12', phone: 'call me' })).json()).toMatchObject({ field: 'phone' });
    expect((await lookUp(visitor, { reference: 'ABCDEF12' })).json()).toMatchObject({ error: 'required', field: 'phone' });
    expect((await lookUp(visitor, { reference: 'ABCDEF12', phone: '931234567', name: 'x' })).json()).toMatchObject({ error: 'unknown_field' });
  });

  it(`answers 429 to a visitor after ${STATUS_LOOKUPS_PER_MINUTE} look-ups a minute, right pair or not, and not to another visitor`, async () => {
    const { reference } = await send(GENERAL);
    const visitor = newVisitor();
    const codes: number[] = [];
    for (let i = 0; i < STATUS_LOOKUPS_PER_MINUTE; i += 1) codes.push((await lookUp(visitor, { reference, phone: `93000000${i}` })).statusCode);
    expect(codes).toEqual(Array(STATUS_LOOKUPS_PER_MINUTE).fill(404));
    const limited = await lookUp(visitor, { reference, phone: '931234567' }, 2);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Слишком много запросов/) });
    expect((await lookUp(newVisitor(), { reference, phone: '931234567' })).statusCode).toBe(200);
  });

  it('never logs the phone or the reference', async () => {
    const { reference } = await send(CARD);
    logLines.length = 0;
    await lookUp(newVisitor(), { reference, phone: '+992 93 123 45 67' });
    await lookUp(newVisitor(), { reference, phone: '+992 98 555 44 33' });
    await lookUp(newVisitor(), { reference: 'ABC', phone: '+992 98 555 44 33' });
    const logged = logLines.join('');
    expect(logged).toContain('request completed');
    for (const secret of ['931234567', '93 123 45 67', '985554433', '98 555 44 33', reference, reference.toLowerCase()])
      expect(logged).not.toContain(secret);
  });
});

describe('setApplicationStatus', () => {
  it('changes what the visitor sees, with the date of the change, and who made it for staff', async () => {
    const { id, reference } = await send(CARD);
    const { db } = await api.db();
    const now = new Date('2026-12-01T09:30:00.000Z');
    const record = await setApplicationStatus(db, KEYS, { reference: reference.toLowerCase(), status: 'under_review', by: NIGORA, now });
    expect(record).toEqual({
      id,
      reference,
      kind: 'card',
      status: 'under_review',
      reason: null,
      receivedAt: expect.any(String),
      statusChangedAt: now.toISOString(),
      statusChangedBy: 'nigora',
    });
    const seen = await lookUp(newVisitor(), { reference, phone: '931234567' });
    expect(seen.json()).toMatchObject({ reference, status: 'under_review', statusChangedAt: now.toISOString() });
    // Staff's names are theirs: the visitor is not told who.
    expect(seen.body).not.toContain('nigora');

    const answered = new Date('2026-12-03T14:00:00.000Z');
    expect(
      await setApplicationStatus(db, KEYS, { reference: id, status: 'answered', by: { sub: 'farrukh-1', name: 'farrukh' }, now: answered }),
    ).toMatchObject({
      status: 'answered',
      statusChangedAt: answered.toISOString(),
      statusChangedBy: 'farrukh',
    });
    // The same status again is no change: its date stays the date of the last real change.
    expect(
      await setApplicationStatus(db, KEYS, {
        reference,
        status: 'answered',
        by: { sub: 'someone-1', name: 'someone' },
        now: new Date('2026-12-09T00:00:00Z'),
      }),
    ).toMatchObject({
      statusChangedAt: answered.toISOString(),
      statusChangedBy: 'farrukh',
    });
    expect((await lookUp(newVisitor(), { reference, phone: '+992931234567' })).json()).toMatchObject({
      status: 'answered',
      statusChangedAt: answered.toISOString(),
    });
  });

  it('answers null for a reference no application has, and refuses an unknown status or a nameless change', async () => {
    const { reference } = await send(GENERAL);
    const { db } = await api.db();
    expect(await setApplicationStatus(db, KEYS, { reference: otherReference(reference), status: 'answered', by: NIGORA })).toBeNull();
    expect(await setApplicationStatus(db, KEYS, { reference: 'not a reference', status: 'answered', by: NIGORA })).toBeNull();
    await expect(setApplicationStatus(db, KEYS, { reference, status: 'lost' as 'answered', by: NIGORA })).rejects.toThrow(RangeError);
    await expect(setApplicationStatus(db, KEYS, { reference, status: 'answered', by: { sub: 'x', name: '  ' } })).rejects.toThrow(RangeError);
    expect(APPLICATION_STATUSES).toEqual(['received', 'under_review', 'answered', 'rejected']);
  });

  it('refuses a reference two applications share, and takes the whole id instead', async () => {
    const { id } = await send(GENERAL);
    const { db } = await api.db();
    // A second application whose id starts with the same 8 characters (1 in 4 billion by chance).
    const twin = `${id.slice(0, 8)}-0000-4000-8000-000000000000`;
    await sql`
      INSERT INTO application (id, kind, language_id, fields, request_hash, received_at, reference, phone_index)
      VALUES (${twin}, 'general', 1, ${JSON.stringify({ phone: '+992 90 111 22 33' })}, 'x', ${new Date().toISOString()},
              ${twin.slice(0, 8).toUpperCase()}, ${phoneIndexOf(KEYS, '+992 90 111 22 33')})`.execute(db.kysely);
    await expect(setApplicationStatus(db, KEYS, { reference: id.slice(0, 8), status: 'answered', by: NIGORA })).rejects.toThrow(
      AmbiguousReferenceError,
    );
    expect(await setApplicationStatus(db, KEYS, { reference: twin, status: 'answered', by: NIGORA })).toMatchObject({ id: twin, status: 'answered' });
    // Each visitor still finds their own by their phone.
    const visitor = newVisitor();
    expect((await lookUp(visitor, { reference: id.slice(0, 8), phone: '931234567' })).json()).toMatchObject({ status: 'received' });
    expect((await lookUp(visitor, { reference: id.slice(0, 8), phone: '901112233' })).json()).toMatchObject({ status: 'answered' });
  });
});

describe('the phone as compared', () => {
  it('ignores spaces, dashes, brackets and the country code of Tajikistan', () => {
    expect(new Set(['+992 93 123 45 67', '931234567', '(93) 123-45-67', '992931234567', '00992931234567'].map(phoneDigits))).toEqual(
      new Set(['931234567']),
    );
    expect(phoneDigits('+7 999 123 45 67')).toBe('79991234567');
  });
});

describe('migration 0010', () => {
  it('gives every application received before it the status received, and refuses a status not in the list', async () => {
    const storage = await testStorage();
    const db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.database?.url });
    try {
      expect((await migrator(db).migrateTo('0009-rate-publications')).error).toBeUndefined();
      await sql`
        INSERT INTO application (id, kind, language_id, fields, request_hash, received_at)
        VALUES ('0a0b0c0d-1111-4000-8000-000000000000', 'card', 1, '{"phone":"931234567"}', 'x', '2026-11-01T10:00:00.000Z')`.execute(db.kysely);
      expect((await migrator(db).migrateToLatest()).error).toBeUndefined();
      const row = await db.kysely
        .selectFrom('application')
        .select(['status', 'status_changed_at', 'status_changed_by'])
        .where('id', '=', '0a0b0c0d-1111-4000-8000-000000000000')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'received', status_changed_at: null, status_changed_by: null });
      await expect(sql`UPDATE application SET status = 'lost'`.execute(db.kysely)).rejects.toThrow(/check/i);
      expect(await setApplicationStatus(db, KEYS, { reference: '0A0B0C0D', status: 'under_review', by: NIGORA })).toMatchObject({
        status: 'under_review',
      });
      // Undone, the columns go and the application stays.
      expect((await migrator(db).migrateTo('0009-rate-publications')).error).toBeUndefined();
      const { rows } = await sql<{ id: string }>`SELECT * FROM application`.execute(db.kysely);
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {})).not.toContain('status');
    } finally {
      await db.close();
      await storage.remove();
    }
  });
});

describe('PUT /internal/content/applications/<reference>/status', () => {
  const setStatus = (reference: string, body: unknown, secret = STAFF_SECRET) =>
    api.app.inject({
      method: 'PUT',
      url: `/internal/content/applications/${reference}/status`,
      headers: { ...bearer(secret), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('lets automation with an applications token set the status the visitor then reads; others and wrong input are refused', async () => {
    const { reference } = await send();
    expect((await setStatus(reference, { status: 'answered' }, 'not-a-staff-secret-0123456789')).statusCode).toBe(401);
    const contentToken = await machineToken((await api.db()).db, 'content', 'news-desk');
    expect((await setStatus(reference, { status: 'answered' }, contentToken)).statusCode).toBe(403);
    expect((await setStatus(reference, { status: 'lost' })).json()).toMatchObject({ field: 'status' });
    expect((await setStatus(otherReference(reference), { status: 'answered' })).statusCode).toBe(404);
    const set = await setStatus(reference, { status: 'under_review' });
    expect(set.json()).toMatchObject({ status: 'under_review', statusChangedBy: 'machine:nigora' });
    const seen = await lookUp(newVisitor(), { reference, phone: String(CARD.phone) });
    expect(seen.json()).toMatchObject({ status: 'under_review' });
    // A rejection needs its reason; the visitor reads the reason, never the internal note.
    expect((await setStatus(reference, { status: 'rejected' })).json()).toMatchObject({ field: 'reason' });
    expect((await setStatus(reference, { status: 'answered', reason: 'duplicate' })).json()).toMatchObject({ field: 'reason' });
    const rejected = await setStatus(reference, { status: 'rejected', reason: 'documents_incomplete', note: 'Паспорт хонда намешавад, занг задем' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'documents_incomplete' });
    const read = await lookUp(newVisitor(), { reference, phone: String(CARD.phone) });
    expect(read.json()).toMatchObject({ status: 'rejected', reason: 'documents_incomplete' });
    expect(read.body).not.toContain('Паспорт');
  });
});
