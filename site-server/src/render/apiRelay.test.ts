/**
 * What the site server will read from the API for a render process, against a real API server:
 * its public paths only, never anything else, and never more than a page's worth.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiRelay, RelayRefusedError } from './apiRelay';
import { RELAY_ORIGIN } from './protocol';

let api: Server;
let upstream: string;
const asked: string[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers['x-request-id'] ?? ''} ${req.headers.traceparent ?? ''}`.trim());
    if (req.url?.startsWith('/api/big')) return void res.end('x'.repeat(3 * 1024 * 1024));
    if (req.url?.startsWith('/api/moved')) return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    res.setHeader('content-type', 'application/json');
    res.end('{"results":[]}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const relay = () => createApiRelay({ apiUpstream: upstream });

it('reads a public API path for the render, with the page request’s id and the render’s trace context', async () => {
  asked.length = 0;
  const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const answer = await relay()(`${RELAY_ORIGIN}/api/Credit/?language_id=2`, AbortSignal.timeout(2_000), { requestId: 'req-42', traceparent });
  expect(answer).toEqual({ status: 200, contentType: 'application/json', body: '{"results":[]}' });
  expect(asked).toEqual([`GET /api/Credit/?language_id=2 req-42 ${traceparent}`]);
});

it.each([
  ['another origin', 'http://127.0.0.1:9/api/Credit/'],
  ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
  ['a path outside the API', `${RELAY_ORIGIN}/internal/vitals/summary`],
  ['a climb out of the API', `${RELAY_ORIGIN}/api/../internal/vitals/summary`],
  ['an encoded climb', `${RELAY_ORIGIN}/api/%2e%2e/internal/vitals/summary`],
  ['credentials in the URL', `http://user:pass@api.render.invalid/api/Credit/`],
  ['no URL at all', 'not a url'],
])('refuses %s without a request', async (_case, url) => {
  asked.length = 0;
  await expect(relay()(url, AbortSignal.timeout(2_000))).rejects.toBeInstanceOf(RelayRefusedError);
  expect(asked).toEqual([]);
});

it('does not follow a redirect, and refuses an answer larger than a page’s data while reading it', async () => {
  expect((await relay()(`${RELAY_ORIGIN}/api/moved`, AbortSignal.timeout(2_000))).status).toBe(302);
  await expect(relay()(`${RELAY_ORIGIN}/api/big`, AbortSignal.timeout(5_000))).rejects.toThrow(/more than/);
});
