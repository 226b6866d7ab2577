import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { AS_SITE, startApi, type TestApi } from './helpers';
import { migrations } from '../src/db/migrations';

let api: TestApi;
beforeEach(async () => {
  api = await startApi();
});
afterEach(() => api.close());

it('is alive at /healthz, outside /api/', async () => {
  const res = await api.app.inject({ url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('is ready while the database answers and the data folder takes writes', async () => {
  const res = await api.app.inject({ url: '/readyz', headers: AS_SITE });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ ready: true, database: { ok: true }, storage: { ok: true } });
});

it('is not ready, and says why, when the folder of its documents is gone', async () => {
  // The disk store on either database (with PostgreSQL the default store is the database).
  const onDisk = await startApi({ uploadStore: 'disk' });
  try {
    rmSync(onDisk.dataDir, { recursive: true, force: true });
    const res = await onDisk.app.inject({ url: '/readyz', headers: AS_SITE });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ready: false, storage: { ok: false, detail: expect.stringContaining('ENOENT') } });
    // Anyone else: the status alone, no path of this machine.
    const anyone = await onDisk.app.inject({ url: '/readyz' });
    expect(anyone.statusCode).toBe(503);
    expect(anyone.json()).toEqual({ ready: false });
  } finally {
    await onDisk.close();
  }
});

it("says which database and schema it runs on to the site server's own request only", async () => {
  expect(JSON.stringify((await api.app.inject({ url: '/readyz' })).json())).not.toMatch(/sqlite|postgres|schema/);
  const res = await api.app.inject({ url: '/readyz', headers: AS_SITE });
  const { database } = res.json() as { database: { detail: string } };
  // The newest migration's name: the one applied last.
  const newest = Object.keys(migrations(api.databaseUrl ? 'postgres' : 'sqlite'))
    .sort()
    .at(-1);
  expect(database.detail).toBe(`${api.databaseUrl ? 'postgres' : 'sqlite'} open, schema ${newest}`);
});

it('logs each request as JSON with the site server’s request id, and no secret', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logged = await startApi({ logger: { level: 'info', stream } });
  try {
    await logged.app.inject({
      url: '/api/Credit/?language_id=1',
      headers: { 'x-request-id': 'site-5d1e0b7a', authorization: 'Bearer secret-token-1234' },
    });
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; res?: { statusCode: number }; responseTime?: number });
    const done = records.find((r) => r.msg === 'request completed');
    expect(done).toMatchObject({ reqId: 'site-5d1e0b7a', res: { statusCode: 200 } });
    expect(typeof done?.responseTime).toBe('number');
    expect(lines.join('')).not.toContain('secret-token-1234');
  } finally {
    await logged.close();
  }
});
