import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { startApi, type TestApi } from './helpers';

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
  const res = await api.app.inject({ url: '/readyz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ ready: true, database: { ok: true }, storage: { ok: true } });
});

it('is not ready, and says why, when its data folder is gone', async () => {
  rmSync(api.dataDir, { recursive: true, force: true });
  const res = await api.app.inject({ url: '/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ ready: false, storage: { ok: false, detail: expect.stringContaining('ENOENT') } });
});
