/**
 * The API against the third penetration test, each finding sent as it was found: by hand on a
 * socket where a client library would clean the request, real multipart bodies, a real API
 * listening on loopback (its default trusted proxy, 127.0.0.1, is where the site server is).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rawGet, rawRequest, type RawAnswer } from '@ssb/server-kit/testing/rawHttp';
import { AS_SITE, CARD, FILES, form, startApi, stored, type Part, type TestApi } from './helpers';
import { pdfCarrying, zip } from './documents';
import { INBOX_RATE_LIMIT } from '../src/features/staff/routes/limits';

jest.setTimeout(60_000);

const BEACON = JSON.stringify({
  page: '/',
  lang: 'en',
  device: 'desktop',
  releases: { mfe_products: '9.9.9-pentest' },
  cohorts: { mfe_products: 'canary' },
  metrics: [{ name: 'TTFB', value: 120 }],
});

let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await startApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(() => api.close());

const post = (target: string, body: string, headers: Record<string, string> = {}, localAddress?: string) =>
  rawRequest(
    port,
    `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}Connection: close\r\n\r\n${body}`,
    localAddress ? { localAddress } : {},
  );

/** The security headers every answer carries, and nothing of what was sent echoed. */
function guarded(answer: RawAnswer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), field: null, message: expect.any(String) });
}

const beaconRows = async () => {
  const { db } = await api.db();
  return db.kysely.selectFrom('web_vital').selectAll().execute();
};

describe('1. the beacon check cannot be had by another spelling of the path', () => {
  it.each(['/api/vitals/', '/api/vitals//', '//api//vitals', '/api/./vitals', '/api/x/../vitals', '/api/%76itals', '/api/vitals'])(
    'POST %s straight to the API, unsealed: 400 beacon_unchecked, nothing stored',
    async (target) => {
      const answer = await post(target, BEACON, { 'X-Forwarded-For': '203.0.113.9' });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'beacon_unchecked' });
      expect(await beaconRows()).toEqual([]);
    },
  );
});

describe('2. no address is exempt from the limits', () => {
  it('40 wrong staff tokens from the trusted address with no X-Forwarded-For: 429 after the 30th', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1)
      codes.push((await rawGet(port, '/internal/content/rates/NON_CASH', { Authorization: `Bearer wrong-token-${i}-0123456789` })).status);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(codes.slice(30)).toEqual(Array(10).fill(429));
  });

  it('the back office (the trusted address, no X-Forwarded-For, no service token) meets the staff routes’ own limit', async () => {
    const codes = new Map<number, number>();
    for (let i = 0; i <= INBOX_RATE_LIMIT.max; i += 1) {
      const { statusCode } = await api.app.inject({
        url: '/internal/staff/me',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer not-a-person-${i}` },
      });
      codes.set(statusCode, (codes.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 401: INBOX_RATE_LIMIT.max, 429: 1 });
  });

  it('25 status look-ups from the trusted address with no X-Forwarded-For: 429 after the 10th', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1)
      codes.push((await post('/api/applications/status', JSON.stringify({ reference: '0badc0de', phone: '+992 93 000 00 00' }))).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes.slice(10)).toEqual(Array(15).fill(429));
  });
});

describe('9. IPv6 limit keys', () => {
  it('three addresses of one /64 named by the trusted proxy share its ten look-ups, in any spelling', async () => {
    const codes: number[] = [];
    for (const visitor of ['2001:db8:1234:5678::1', '2001:db8:1234:5678::2', '2001:db8:1234:5678::3'])
      for (let i = 0; i < 4; i += 1)
        codes.push(
          (
            await post(
              '/api/applications/status',
              JSON.stringify({ reference: '0badc0de', phone: '+992930000000' }),
              { 'X-Forwarded-For': visitor },
              '127.0.0.1',
            )
          ).status,
        );
    expect(codes.filter((c) => c === 404)).toHaveLength(10);
    expect(codes.slice(10)).toEqual([429, 429]);
    const respelled = await post('/api/applications/status', JSON.stringify({ reference: '0badc0de', phone: '+992930000000' }), {
      'X-Forwarded-For': '2001:db8:1234:5678:0:0:0:1',
    });
    expect(respelled.status).toBe(429);
  });

  it('an address naming someone else is counted as itself (X-Forwarded-For from an untrusted peer is ignored)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (
          await post(
            '/api/applications/status',
            JSON.stringify({ reference: '0badc0de', phone: '+992930000000' }),
            { 'X-Forwarded-For': `2001:db8:9::${i}` },
            '127.0.0.2',
          )
        ).status,
      );
    expect(codes.at(-1)).toBe(429);
  });
});

describe('10. every answer carries the security headers and the error shape', () => {
  it('GET /%c0 (the router cannot decode it): 400, no echo of the path', async () => {
    const answer = await rawGet(port, '/%c0');
    expect(answer.status).toBe(400);
    guarded(answer);
    expect(answer.raw).not.toContain('%c0');
  });

  it('a parameter longer than the router takes (its own framework error): 400, no echo', async () => {
    const answer = await rawGet(port, `/api/Credit/${'7'.repeat(150)}/`);
    expect(answer.status).toBe(400);
    guarded(answer);
    expect(answer.raw).not.toContain('7'.repeat(150));
  });

  it.each(['//a%20b/', '//%09/x', '//[::1/', '//h:99999/', '/%00', '/a\\b'])('GET %s: a 4xx, never a 500', async (target) => {
    const answer = await rawGet(port, target);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    guarded(answer);
  });

  it("Node's own 400 (a NUL in a header) and 431 (headers too large) come in the API's shape with its headers", async () => {
    const nul = await rawRequest(port, 'GET /api/Credit/ HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\n\r\n');
    expect(nul.status).toBe(400);
    guarded(nul);
    const big = await rawRequest(port, `GET /api/Credit/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    guarded(big);
    expect(JSON.parse(big.body)).toMatchObject({ error: 'headers_too_large' });
  });

  it('an unknown POST path: 404 in the error shape', async () => {
    const answer = await post('/api/no-such-form/', '{}');
    expect(answer.status).toBe(404);
    guarded(answer);
  });
});

describe('11. the internal routes need a token', () => {
  it.each([
    '/internal/vitals/summary',
    '/internal/vitals/cohorts?remote=mfe_products&canaryRelease=a&since=2026-01-01T00:00:00Z',
    // Without its query: 401 still, not a 400 naming the parameter the route takes.
    '/internal/vitals/cohorts',
    '/internal/vitals/summary?hours=-1',
    '/metrics',
  ])('GET %s without one: 401', async (target) => {
    const answer = await rawGet(port, target);
    expect(answer.status).toBe(401);
    guarded(answer);
    expect(answer.body).not.toMatch(/nodejs_|beacons|p75/);
  });

  it('GET /readyz says ready, naming no schema; the site server gets its detail with its token', async () => {
    const anyone = await rawGet(port, '/readyz');
    expect(anyone.status).toBe(200);
    expect(JSON.parse(anyone.body)).toEqual({ ready: true });
    const site = await rawGet(port, '/readyz', AS_SITE);
    expect(JSON.parse(site.body)).toMatchObject({ ready: true, database: { ok: true, detail: expect.stringMatching(/schema/) } });
  });
});

/** A real multipart body over HTTP, from a client address of its own. */
async function apply(fields: Record<string, Part>, lang = 3, from = '127.0.0.5') {
  const body = form(fields);
  const res = await rawRequest(
    port,
    Buffer.concat([
      Buffer.from(
        `POST /api/sendEmailContent/?language_id=${lang} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${body.getHeaders()['content-type'] as string}\r\nContent-Length: ${body.getLengthSync()}\r\nConnection: close\r\n\r\n`,
      ),
      body.getBuffer(),
    ]),
    { localAddress: from },
  );
  return { status: res.status, json: JSON.parse(res.body) as Record<string, unknown> };
}

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name));

describe('6. uploads holding another container', () => {
  const archive = zip({ 'eicar.com': 'a stand-in for a program' });
  it('a PDF that is also a zip, and a JPEG with a zip after its end marker: 415 file_unsafe, nothing stored', async () => {
    const before = (await stored(api.app)).length;
    for (const file2 of [
      { data: pdfCarrying(fixture('inn.pdf'), archive), name: 'inn.pdf' },
      { data: Buffer.concat([FILES.jpeg, archive]), name: 'inn.jpg' },
    ]) {
      const res = await apply({ ...CARD, file2 });
      expect(res).toEqual({ status: 415, json: { error: 'file_unsafe', field: 'file2', message: expect.stringMatching(/^The file contains/) } });
    }
    expect((await stored(api.app)).length).toBe(before);
  });

  it('a JPEG with a phone’s trailer after its end marker is stored without it', async () => {
    const res = await apply({ ...CARD, file1: { data: Buffer.concat([FILES.jpeg, Buffer.from('SEFHcamera-trailer')]), name: 'passport.jpg' } });
    expect(res.status).toBe(201);
    const kept = (await stored(api.app)).find((a) => a.id === res.json.id)?.files.find((f) => f.field === 'file1');
    // Pictures are stored re-encoded from their pixels: a JPEG ending at its end marker, the trailer gone.
    const data = await (await api.db()).uploads.read(kept?.storedName ?? '');
    expect(data?.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(data?.includes('camera-trailer')).toBe(false);
  });
});

describe('13. a complaint’s file-type message names the four types a complaint takes', () => {
  const complaint: Record<string, Part> = {
    type: 'complaint',
    surname: 'Karimova',
    name: 'Zarina',
    email: 'zarina@example.tj',
    topic: 'mobile_app',
    message: 'SSB Mobile does not open after the update.',
    consent: 'true',
  };

  it.each([
    ['a .docx', { data: FILES.docx, name: 'letter.docx' }],
    ['a .pdf that is a Word file', { data: FILES.docx, name: 'letter.pdf' }],
  ])('%s: 415 file_type naming png, jpeg, jpg, pdf', async (_what, file1) => {
    const res = await apply({ ...complaint, file1 });
    expect(res).toEqual({
      status: 415,
      json: { error: 'file_type', field: 'file1', message: 'File type not accepted. Allowed: png, jpeg, jpg, pdf' },
    });
  });

  it('a card application refused for its type names every type it takes', async () => {
    const res = await apply({ ...CARD, file1: { data: FILES.docx, name: 'passport.png' } });
    expect(res.json).toMatchObject({ error: 'file_type', message: 'File type not accepted. Allowed: png, jpeg, jpg, pdf, doc, docx, xls, xlsx' });
  });
});

describe('8. names', () => {
  it.each([
    ['𝐈𝐯𝐚𝐧', 'Ivan'],
    ['Ｉｖａｎ', 'Ivan'],
    ['ᴵᵛᵃⁿ', 'Ivan'],
  ])('%s is kept as the letters it stands for (NFKC)', async (name, kept) => {
    const res = await apply({ ...CARD, name });
    expect(res.status).toBe(201);
    expect((await stored(api.app)).find((a) => a.id === res.json.id)?.fields.name).toBe(kept);
  });

  it.each([
    [`И${'\u0301'.repeat(60)}`, 'name_characters', 'Имя должно состоять из букв; между ними допускается только один пробел, дефис или апостроф'],
    ['Ivаn', 'name_script', 'Напишите имя одним алфавитом — кириллицей или латиницей, как в паспорте'],
    ['И-------------', 'name_characters', 'Имя должно состоять из букв; между ними допускается только один пробел, дефис или апостроф'],
  ])('%s: 400 %s in the visitor’s language, nothing stored', async (name, error, message) => {
    const before = (await stored(api.app)).length;
    const res = await apply({ ...CARD, name }, 2);
    expect(res).toEqual({ status: 400, json: { error, field: 'name', message } });
    expect((await stored(api.app)).length).toBe(before);
  });
});

describe('7. one inbox is mailed once', () => {
  it('x@ and x+a@ … x+e@, posted over HTTP: one confirmation e-mail', async () => {
    for (const email of ['x@example.org', 'x+a@example.org', 'x+b@example.org', 'x+c@example.org', 'x+d@example.org', 'x+e@example.org'])
      expect((await post('/api/message/', JSON.stringify({ email }), { 'X-Forwarded-For': '203.0.113.77' })).status).toBe(202);
    const { db } = await api.db();
    const mails = await db.kysely.selectFrom('outbox').select('newsletter_email').where('newsletter_email', 'like', 'x%@example.org').execute();
    expect(mails).toHaveLength(1);
  });
});
