/**
 * The staff API's one authentication hook, on a scope of its own: every route of the scope names
 * its permission in its config (one that names none fails at registration), a request is checked
 * against the permission its route declares (or chooses by the request), and routes outside the
 * scope are not touched.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/db';
import { actorNameOf, staffAuthentication } from '../src/features/staff/authentication';
import { machineTokens } from '../src/features/staff/machineTokens';
import type { Permission } from '../src/features/staff/principal';
import { testStorage } from './helpers';

let storage: Awaited<ReturnType<typeof testStorage>>;
let db: Db;
let app: FastifyInstance | undefined;
beforeEach(async () => {
  storage = await testStorage();
  db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.database?.url });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await db.close();
  await storage.remove();
});

function staffScope(routes: (scope: FastifyInstance) => void): FastifyInstance {
  const made = Fastify();
  void made.register(async (scope) => {
    staffAuthentication(scope, { db, machineTokens: machineTokens(db), verifyPerson: null });
    routes(scope);
  });
  made.get('/public', async () => ({ open: true }));
  return made;
}

it('refuses to start with a staff route that names no permission', async () => {
  app = staffScope((scope) => {
    scope.get('/internal/staff/forgotten', async () => ({ open: true }));
  });
  await expect(app.ready()).rejects.toThrow('GET /internal/staff/forgotten: a staff route names its permission (config.staff)');
});

it("checks each route's own permission, or the one its request chooses, and leaves other routes alone", async () => {
  const byKind = (req: { params: unknown }): Permission => ((req.params as { kind: string }).kind === 'gold' ? 'rates.publish' : 'content.publish');
  app = staffScope((scope) => {
    scope.get('/internal/content/read', { config: { staff: 'content.read' } }, async (req) => ({ by: actorNameOf(req) }));
    scope.put<{ Params: { kind: string } }>('/internal/content/items/:kind', { config: { staff: byKind } }, async (req) => ({
      by: actorNameOf(req),
    }));
  });
  const tokens = machineTokens(db);
  const { token: rates } = await tokens.create({ name: 'treasury feed', scope: 'rates', by: 'admin' });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  const anonymous = await app.inject({ url: '/internal/content/read' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['www-authenticate']).toBe('Bearer');
  expect(anonymous.json()).toEqual({ error: 'unauthorized', field: null, message: 'A staff member’s access token or a machine token is needed.' });
  expect((await app.inject({ url: '/internal/content/read', headers: as('ssbm.unknown.token') })).statusCode).toBe(401);

  expect((await app.inject({ url: '/internal/content/read', headers: as(rates) })).json()).toEqual({ by: 'machine:treasury feed' });
  expect((await app.inject({ method: 'PUT', url: '/internal/content/items/gold', headers: as(rates) })).statusCode).toBe(200);
  const news = await app.inject({ method: 'PUT', url: '/internal/content/items/news', headers: as(rates) });
  expect(news.statusCode).toBe(403);
  expect(news.json()).toEqual({ error: 'forbidden', field: null, message: 'Your role does not allow this.' });

  expect((await app.inject({ url: '/public' })).json()).toEqual({ open: true });
});
