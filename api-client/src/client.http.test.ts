/**
 * @jest-environment node
 */
// The client against a real HTTP server (Node's fetch is the browser's contract here).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient } from './client';

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/api/missing/')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not Found', message: 'Нет такой записи' }));
      } else if (req.url?.startsWith('/api/text/')) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('plain answer');
      } else if (req.url?.startsWith('/api/slow/')) {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 2_000);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [{ id: 1 }], echo: req.url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

it('GETs path and non-empty query under the base, asking for JSON, and parses the answer', async () => {
  const api = createApiClient(base);
  const body = await api.get<{ echo: string }>('Credit/1/', { language_id: 2, q: '', section: 'credit' });
  expect(body.echo).toBe('/api/Credit/1/?language_id=2&section=credit');
  expect(seen[0]?.headers.accept).toBe('application/json, text/plain, */*');
  expect(seen[0]?.headers.authorization).toBeUndefined();
});

it('answers from the answers it was given by URL, and asks the API (at its origin) for anything else', async () => {
  const origin = base.replace(/\/api\/$/, '');
  const api = createApiClient('/api', { origin, answers: { '/api/Credit/1/?language_id=2': { held: true } } });
  expect(await api.get('Credit/1/', { language_id: 2 })).toEqual({ held: true });
  expect(seen).toHaveLength(0);
  const asked = await api.get<{ echo: string }>('Credit/1/', { language_id: 3 });
  expect(asked.echo).toBe('/api/Credit/1/?language_id=3');
  expect(seen.map((r) => r.url)).toEqual(['/api/Credit/1/?language_id=3']);
});

it('rejects a 4xx with an ApiError carrying the status and the parsed error body', async () => {
  const api = createApiClient(base);
  const error: unknown = await api.get('/missing/7/').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).response).toEqual({ status: 404, data: { error: 'Not Found', message: 'Нет такой записи' } });
});

it('returns text answers as text', async () => {
  await expect(createApiClient(base).get('/text/')).resolves.toBe('plain answer');
});

it('POSTs JSON with extra headers and the bearer token once set', async () => {
  const api = createApiClient(base);
  api.setToken('t0k');
  await api.postJson('/message/?language_id=1', { email: 'a@b.tj' }, { 'Idempotency-Key': 'k1' });
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/message/?language_id=1', body: '{"email":"a@b.tj"}' });
  expect(seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k1', authorization: 'Bearer t0k' });
  api.setToken(null);
  await api.get('/x/');
  expect(seen[1]?.headers.authorization).toBeUndefined();
});

it('stops waiting when the signal aborts', async () => {
  const controller = new AbortController();
  const pending = createApiClient(base).get('/slow/', {}, controller.signal);
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
