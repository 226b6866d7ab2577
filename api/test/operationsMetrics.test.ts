/**
 * The metrics the on-call alerts read from the API: the outbox's backlog and its deliveries (sent,
 * or refused by a mail relay that is not there), and the database's connections.
 */
import { afterEach, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AS_PROMETHEUS, CARD, post, startApi, type TestApi } from './helpers';

jest.setTimeout(30_000);

let api: TestApi | undefined;
let relay: Server | undefined;
afterEach(async () => {
  await api?.close();
  await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(null)));
  api = undefined;
  relay = undefined;
});

/** One series' value (name and labels as written), or undefined when /metrics does not have it; scraped as Prometheus does, with its token. */
async function valueOf(app: FastifyInstance, series: string): Promise<number | undefined> {
  const line = (await app.inject({ url: '/metrics', headers: AS_PROMETHEUS })).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

it('counts a notification pending while the relay refuses it, and its failed deliveries', async () => {
  // A relay that closes every connection at once: nodemailer's delivery fails.
  relay = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => relay?.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  api = await startApi({ smtpUrl: `smtp://127.0.0.1:${port}` });
  expect(await valueOf(api.app, 'ssb_outbox_pending')).toBe(0);
  expect(await valueOf(api.app, 'ssb_outbox_oldest_pending_seconds')).toBe(0);
  expect(await valueOf(api.app, 'ssb_outbox_deliveries_total{outcome="failed"}')).toBe(0);

  expect((await post(api.app, CARD)).statusCode).toBe(201);
  const app = api.app;
  await until(async () => ((await valueOf(app, 'ssb_outbox_deliveries_total{outcome="failed"}')) ?? 0) >= 1);
  expect(await valueOf(app, 'ssb_outbox_pending')).toBe(1);
  expect(await valueOf(app, 'ssb_outbox_deliveries_total{outcome="sent"}')).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(await valueOf(app, 'ssb_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(1);
});

it('counts a delivery sent, after which nothing is pending', async () => {
  // No relay: the notification is written as an .eml file, which is a delivery too.
  api = await startApi();
  expect((await post(api.app, CARD)).statusCode).toBe(201);
  const app = api.app;
  await until(async () => (await valueOf(app, 'ssb_outbox_deliveries_total{outcome="sent"}')) === 1);
  expect(await valueOf(app, 'ssb_outbox_pending')).toBe(0);
  expect(await valueOf(app, 'ssb_outbox_oldest_pending_seconds')).toBe(0);
});

it('reports its database connections: the pool’s size, busy and idle, none waiting', async () => {
  api = await startApi();
  const max = await valueOf(api.app, 'ssb_db_pool_max_connections');
  expect(max).toBe(api.databaseUrl ? 10 : 1);
  const busy = (await valueOf(api.app, 'ssb_db_pool_connections{state="busy"}')) ?? -1;
  const idle = (await valueOf(api.app, 'ssb_db_pool_connections{state="idle"}')) ?? -1;
  expect(busy).toBeGreaterThanOrEqual(0);
  expect(busy + idle).toBeLessThanOrEqual(max ?? 0);
  expect(await valueOf(api.app, 'ssb_db_pool_waiting_requests')).toBe(0);
});
