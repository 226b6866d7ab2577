/**
 * What API instances on one PostgreSQL database share: a visitor's rate limit counts across
 * them, an Idempotency-Key answered by one is replayed by another, and the outbox is delivered
 * once however many instances drain it at the same time. On SQLite one process owns the
 * database, so there is nothing to share and the suite runs under `npm run test:pg` only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/db';
import { createMailer } from '../src/features/mail/outbox';
import { onPostgres } from './database';
import { CARD, post, testStorage, TEST_DATA_KEYS } from './helpers';

/** GETs per visitor, minute and route: generous, so counted in memory below half of it (sharedRateLimitStore.ts). */
const READ_MAX = 400;

// Skipped on SQLite (npm test): one process owns a SQLite file, so nothing is shared; npm run test:pg runs it.
(onPostgres ? describe : describe.skip)('two API instances on one database (npm run test:pg)', () => {
  let storage: Awaited<ReturnType<typeof testStorage>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    storage = await testStorage();
    const options = {
      databaseUrl: storage.database?.url,
      dataKeys: TEST_DATA_KEYS,
      rateLimitMax: 3,
      rateLimits: { readMax: READ_MAX },
      exposeApplications: true,
      outboxPollMs: 60_000,
    };
    a = await buildApp({ ...options, dataDir: path.join(storage.dataDir, 'a') });
    b = await buildApp({ ...options, dataDir: path.join(storage.dataDir, 'b') });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await storage.remove();
  });

  // The site server names the visitor; requests from it come from a trusted peer.
  const visitor = (address: string) => ({ 'x-forwarded-for': address });

  it('counts one visitor’s applications on both instances against one limit', async () => {
    const statuses: number[] = [];
    // A surname of letters only (a personal name holds no digits), different each time.
    const surnames = ['Abdulloev', 'Boboev', 'Davlatov', 'Ghafurov'];
    for (const [i, app] of [a, b, a, b].entries())
      statuses.push((await post(app, { ...CARD, surname: surnames[i] ?? 'Rahimov' }, { headers: visitor('10.9.0.1') })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another visitor has a limit of their own.
    expect((await post(b, CARD, { headers: visitor('10.9.0.2') })).statusCode).toBe(201);
  });

  it('counts one visitor’s reads on both instances against one limit, though each counts in memory below half of it', async () => {
    const read = async (app: FastifyInstance) => (await app.inject({ url: '/api/Credit/?language_id=1', headers: visitor('10.9.0.9') })).statusCode;
    const statuses: number[] = [];
    for (const app of [a, b]) for (let i = 0; i < 250; i += 1) statuses.push(await read(app));
    expect(statuses.filter((s) => s === 200)).toHaveLength(READ_MAX);
    expect(statuses.indexOf(429)).toBe(READ_MAX);
    expect(statuses.slice(READ_MAX).every((s) => s === 429)).toBe(true);
    // Another visitor has a limit of their own.
    expect((await b.inject({ url: '/api/Credit/?language_id=1', headers: visitor('10.9.0.10') })).statusCode).toBe(200);
  });

  it('replays on one instance the answer another gave to the same Idempotency-Key', async () => {
    const key = `key-${randomUUID()}`;
    const first = await post(a, { ...CARD, surname: 'Once' }, { key, headers: visitor('10.9.0.3') });
    const again = await post(b, { ...CARD, surname: 'Once' }, { key, headers: visitor('10.9.0.3') });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await post(b, { ...CARD, surname: 'Changed' }, { key, headers: visitor('10.9.0.3') });
    expect(other.statusCode).toBe(409);
  });
});

// Skipped on SQLite (npm test): SKIP LOCKED and several instances exist on PostgreSQL only; npm run test:pg runs it.
(onPostgres ? describe : describe.skip)('the outbox drained by three instances at once (npm run test:pg)', () => {
  let storage: Awaited<ReturnType<typeof testStorage>>;
  let handles: Db[];
  beforeAll(async () => {
    storage = await testStorage();
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.database?.url })));
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await storage.remove();
  });

  it('sends every pending notification exactly once', async () => {
    const [first] = handles;
    const ids = Array.from({ length: 60 }, () => randomUUID());
    await first!.kysely.transaction().execute(async (trx) => {
      for (const id of ids) {
        await trx
          .insertInto('application')
          .values({
            id,
            kind: 'card',
            language_id: 1,
            fields: '{"surname":"Outbox"}',
            idempotency_key: null,
            request_hash: id,
            client_ip: null,
            received_at: new Date().toISOString(),
            test_run: null,
          })
          .execute();
        await trx
          .insertInto('outbox')
          .values({ application_id: id, subject: `Application ${id}`, created_at: new Date().toISOString() })
          .execute();
      }
    });
    const folders = handles.map(() => mkdtempSync(path.join(tmpdir(), 'ssb-outbox-')));
    try {
      const mailers = handles.map((h, i) =>
        createMailer(h, { dataDir: folders[i]!, to: 'staff@ssb.tj', publicOrigin: 'https://ssb.tj', backofficeOrigin: 'https://backoffice.ssb.tj' }),
      );
      await Promise.all(mailers.map((m) => m.flush()));
      const sent = folders.flatMap((f) => readdirSync(path.join(f, 'outbox')));
      expect(sent.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
      // More than one instance took part: the claims split the work rather than one doing it all.
      expect(folders.filter((f) => readdirSync(path.join(f, 'outbox')).length > 0).length).toBeGreaterThan(1);
      const pending = await first!.kysely.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
      expect(pending).toEqual([]);
    } finally {
      for (const f of folders) rmSync(f, { recursive: true, force: true });
    }
  });
});
