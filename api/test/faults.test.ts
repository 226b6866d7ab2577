/**
 * Bad input and faults over real HTTP: malformed multipart bodies, oversized and stalled
 * bodies, a database held by another writer. The API answers each with a 4xx or a 503 in its
 * error shape (never a 500), stores nothing it did not acknowledge, and keeps answering.
 * (SIGKILL during a stream of applications: durability.test.ts.)
 */
import { connect } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CARD, FILES, startApi, stored, type TestApi } from './helpers';

/** Files the disk store left under temporary names (none for the database store). */
const temporaryFiles = (api: TestApi) => {
  const tmp = path.join(api.dataDir, 'uploads/.tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
};

/** Another writer that holds the tables the API writes, until the returned function is called. */
async function holdTheDatabase(api: TestApi): Promise<() => Promise<void>> {
  if (api.databaseUrl) {
    const other = new pg.Client({ connectionString: api.databaseUrl });
    await other.connect();
    await other.query('BEGIN');
    await other.query('LOCK TABLE application IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await other.query('ROLLBACK');
      await other.end();
    };
  }
  const other = new Database(path.join(api.dataDir, 'ssb.sqlite'));
  other.exec('BEGIN EXCLUSIVE');
  return async () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

jest.setTimeout(60_000);

/** mulberry32: the same 200 bodies on every run, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOUNDARY = '----ssbFault7MA4YWxkTrZu0gW';

function multipart(boundary = BOUNDARY): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(CARD)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

type Mutation = (body: Buffer, rnd: () => number) => Buffer;
const at = (body: Buffer, rnd: () => number) => Math.floor(rnd() * body.length);
const replaceAll = (body: Buffer, from: string, to: string) => Buffer.from(body.toString('latin1').split(from).join(to), 'latin1');

/** Ways a body goes wrong on a bad network or in a hostile client. */
const MUTATIONS: Record<string, Mutation> = {
  truncated: (b, rnd) => b.subarray(0, at(b, rnd)),
  bytesFlipped: (b, rnd) => {
    const out = Buffer.from(b);
    for (let i = 0; i < 1 + rnd() * 8; i += 1) out[at(b, rnd)] = Math.floor(rnd() * 256);
    return out;
  },
  junkInserted: (b, rnd) => {
    const i = at(b, rnd);
    return Buffer.concat([b.subarray(0, i), Buffer.from(Array.from({ length: 1 + rnd() * 64 }, () => Math.floor(rnd() * 256))), b.subarray(i)]);
  },
  sliceDeleted: (b, rnd) => {
    const i = at(b, rnd);
    return Buffer.concat([b.subarray(0, i), b.subarray(i + 1 + Math.floor(rnd() * 200))]);
  },
  boundaryBroken: (b, rnd) => {
    const text = b.toString('latin1').split(`--${BOUNDARY}`);
    const i = 1 + Math.floor(rnd() * (text.length - 1));
    return Buffer.from(text.slice(0, i).join(`--${BOUNDARY}`) + `--${BOUNDARY.slice(0, -3)}xyz` + text.slice(i).join(`--${BOUNDARY}`), 'latin1');
  },
  noClosingBoundary: (b) => replaceAll(b, `--${BOUNDARY}--\r\n`, ''),
  bareLineFeeds: (b) => replaceAll(b, '\r\n', '\n'),
  noPartName: (b) => replaceAll(b, 'name="surname"', 'nom="surname"'),
  unterminatedQuote: (b) => replaceAll(b, 'filename="passport.png"', 'filename="passport.png'),
  hugeHeader: (b) => replaceAll(b, 'name="branch"', `name="branch"; x="${'a'.repeat(20_000)}"`),
  hugeFieldName: (b) => replaceAll(b, 'name="phone"', `name="${'p'.repeat(5_000)}"`),
  partDuplicated: (b) => {
    const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n`;
    return Buffer.concat([Buffer.from(part + part), b]);
  },
  manyEmptyParts: (b) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n`.repeat(100)), b]),
  nulInHeader: (b) => replaceAll(b, 'form-data; name="patronymic"', 'form-data;\0name="patronymic"'),
};

interface Answer {
  status: number;
  body: string;
}

/** One request on its own connection, with an exact Content-Length (the HTTP is well formed; the body is not). */
function send(
  port: number,
  body: Buffer,
  { path = '/api/sendEmailContent/?language_id=3', contentType = `multipart/form-data; boundary=${BOUNDARY}` } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // Written, not ended: Node's HTTP server closes a connection the client half-closes, so an
    // answer that takes a moment (any database but a synchronous one) would never arrive.
    socket.write(body);
  });
}

describe('faults, over real HTTP', () => {
  let api: TestApi;
  let port: number;
  beforeEach(async () => {
    api = await startApi({ rateLimitMax: 100_000, timeouts: { headersMs: 1_000, requestMs: 2_000 }, databaseLockTimeoutMs: 300 });
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as { port: number }).port;
  });
  afterEach(() => api.close());

  it('answers 200 seeded malformed multipart bodies with a 4xx in the error shape (or a 201 where the damage left it valid), and stores exactly what it acknowledged', async () => {
    const rnd = random(20261125);
    const names = Object.keys(MUTATIONS);
    const base = multipart();
    const statuses = new Map<number, number>();
    let acknowledged = 0;
    for (let i = 0; i < 200; i += 1) {
      let body = base;
      const applied: string[] = [];
      for (let n = 0; n < 1 + Math.floor(rnd() * 3); n += 1) {
        const name = names[Math.floor(rnd() * names.length)]!;
        applied.push(name);
        body = MUTATIONS[name]!(body, rnd);
      }
      const answer = await send(port, body);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 201) {
        acknowledged += 1;
        continue;
      }
      // The failing case names its mutations, so it can be replayed.
      expect({ i, applied, status: answer.status >= 400 && answer.status < 500 }).toEqual({ i, applied, status: true });
      const refusal = JSON.parse(answer.body) as Record<string, unknown>;
      expect(Object.keys(refusal).sort()).toEqual(['error', 'field', 'message']);
      expect(typeof refusal.message === 'string' && refusal.message.length > 0 && (refusal.field === null || typeof refusal.field === 'string')).toBe(
        true,
      );
    }
    // The mix is wide enough to mean something: most bodies are refused, by more than one rule.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(2);
    expect(acknowledged).toBeLessThan(100);
    const apps = await stored(api.app);
    expect(apps).toHaveLength(acknowledged);
    expect(await api.documentNames()).toHaveLength(apps.reduce((sum, a) => sum + a.files.length, 0));
    expect(temporaryFiles(api)).toEqual([]);
    // And it still takes a whole application.
    expect((await send(port, multipart())).status).toBe(201);
  });

  it('refuses a JSON body over 64 KB (413) and a multipart file over 10 MB (413) in the error shape', async () => {
    const email = Buffer.from(JSON.stringify({ email: `${'a'.repeat(100_000)}@example.tj` }));
    const json = await send(port, email, { path: '/api/message/', contentType: 'application/json' });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body)).toMatchObject({ error: 'bad_request', field: null });
    const big = replaceAll(multipart(), FILES.pdf.toString('latin1'), FILES.pdf.toString('latin1') + ' '.repeat(11 * 1024 * 1024));
    const file = await send(port, big);
    expect(file.status).toBe(413);
    expect(JSON.parse(file.body)).toMatchObject({ error: 'file_too_large', field: 'file2' });
  });

  it('answers 408 to a body that stalls, within the request limit, and stores nothing of it', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
      const body = multipart();
      // Half the body, then nothing: a phone that lost its signal.
      socket.write(
        `POST /api/sendEmailContent/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, body.length / 2));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(await stored(api.app)).toHaveLength(0);
    expect(temporaryFiles(api)).toEqual([]);
  });

  it('answers 503 with Retry-After when another writer holds the database past the busy timeout, and stores the same application once it is free', async () => {
    const release = await holdTheDatabase(api);
    try {
      const busy = await send(port, multipart());
      expect(busy.status).toBe(503);
      expect(JSON.parse(busy.body)).toMatchObject({
        error: 'busy',
        field: null,
        message: 'The service is busy and nothing was saved. Send it again in 5 s',
      });
      expect(await api.documentNames()).toEqual([]);
      expect(temporaryFiles(api)).toEqual([]);
    } finally {
      await release();
    }
    expect((await send(port, multipart())).status).toBe(201);
    expect(await stored(api.app)).toHaveLength(1);
  });
});
