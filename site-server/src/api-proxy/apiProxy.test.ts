// The /api proxy over real HTTP: a real site server in front of a real HTTP server standing in
// for the API (it counts what reaches it), clients on loopback addresses of their own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../site-server';

interface Seen {
  bytes: number;
  xff: string | undefined;
  expect: string | undefined;
  traceparent: string | undefined;
  tracestate: string | undefined;
  cookie: string | undefined;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over real HTTP, from `localAddress`; resolves with the answer. */
function send(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: Buffer;
    localAddress?: string;
    waitForContinue?: boolean;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    if (options.waitForContinue) req.on('continue', () => req.end(options.body));
    else req.end(options.body);
  });
}

/** Opens a connection that sends headers and `sent` bytes of a declared body, then stalls. */
function stalledUpload(port: number, localAddress: string, declared = 1_000_000, sent = 100): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(
        `POST /api/upload/ HTTP/1.1\r\nHost: site\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declared}\r\n\r\n${'a'.repeat(sent)}`,
      );
      let text = '';
      const answer = new Promise<string>((done) => {
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('close', () => done(text));
        socket.on('error', () => undefined);
      });
      resolve({ socket, answer });
    });
  });
}

/** A small upload from `localAddress`, sent whole. */
const smallUpload = (port: number, localAddress: string, headers: Record<string, string> = {}) =>
  send(port, {
    method: 'POST',
    path: '/api/upload/',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 10, ...headers },
    body: Buffer.alloc(10),
    localAddress,
  });

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

describe('the /api proxy', () => {
  let dir: string;
  let api: Server;
  let site: FastifyInstance;
  let port: number;
  const seen: Seen[] = [];
  const siteLog: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-proxy-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--ssb:head--></head><body></body></html>');
    api = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        seen.push({
          bytes,
          xff: req.headers['x-forwarded-for'] as string | undefined,
          expect: req.headers.expect,
          traceparent: req.headers.traceparent as string | undefined,
          tracestate: req.headers.tracestate as string | undefined,
          cookie: req.headers.cookie,
        });
        // The proxy passes on the path's one spelling: no trailing slash.
        if (req.url === '/api/slow-answer') return void setTimeout(() => res.end('{}'), 3_000);
        if (req.url === '/api/own-policy') {
          // What the API's own helmet sets: not the site's policy.
          res.setHeader('x-frame-options', 'SAMEORIGIN');
          res.setHeader('strict-transport-security', 'max-age=15552000; includeSubDomains');
          res.setHeader('referrer-policy', 'no-referrer');
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ bytes, xff: req.headers['x-forwarded-for'] }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    site = await createSiteServer({
      distDir: dir,
      runtimeConfig: () => ({ apiBaseUrl: '/api', internetBankingUrl: '', legalInternetBankingUrl: '', remotes: {} as never }),
      apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      publicOrigin: 'https://ssb.tj',
      trustedProxies: ['127.0.0.9'],
      apiLimits: { bodiesPerClient: 2, bodiesInAll: 3, upstreamTimeoutMs: 1_000 },
      timeouts: { requestMs: 1_500, headersMs: 1_000 },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().trim().split('\n')) siteLog.push(JSON.parse(line) as { level: number; msg: string });
            done();
          },
        }),
      },
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    port = (site.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the API the visitor’s trace with the site’s span as parent, and its tracestate only with that trace', async () => {
    const visitor = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    seen.length = 0;
    await send(port, { path: '/api/Credit/', headers: { traceparent: visitor, tracestate: 'vendor=1' } });
    await send(port, { path: '/api/Credit/', headers: { traceparent: visitor.toUpperCase(), tracestate: 'vendor=1' } });
    const [continued, restarted] = seen;
    expect(continued?.traceparent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    expect(continued?.traceparent).not.toBe(visitor);
    expect(continued?.tracestate).toBe('vendor=1');
    // Not the visitor's word: a trace of the site's own, without the state of another.
    expect(restarted?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(restarted?.traceparent).not.toContain('0af7651916cd43dd8448eb211c80319c');
    expect(restarted?.tracestate).toBeUndefined();
  });

  it("keeps the visitor's cookies (a canary cohort's id, a preview) from the API, which reads none", async () => {
    seen.length = 0;
    await send(port, { path: '/api/Credit/', headers: { cookie: 'ssb_cohort=AAAAAAAAAAAAAAAAAAAAAA; lang=ru' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cookie).toBeUndefined();
  });

  it('passes a body sent after `Expect: 100-continue` (curl does so over 1 KiB), without the header', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.tj', pad: 'x'.repeat(2_000) }));
    const answer = await send(port, {
      method: 'POST',
      path: '/api/subscribe/',
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
      body,
      waitForContinue: true,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ bytes: body.length });
    expect(seen.at(-1)?.expect).toBeUndefined();
  });

  /** A GET written by hand, with exactly these header lines (Node's client would mend some of them). */
  const rawGet = (lines: string[]) =>
    new Promise<string>((resolve) => {
      let text = '';
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.write(`GET /api/content/ HTTP/1.1\r\nHost: site\r\n${lines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n`),
      );
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });

  it.each([
    ['Keep-Alive: 5', ['Keep-Alive: 5']],
    ['Upgrade: websocket', ['Upgrade: websocket']],
    ['TE and a header named by Connection', ['TE: trailers', 'Connection: x-hop', 'X-Hop: 1']],
  ])('answers a request with %s as it would without it (hop-by-hop headers are not passed on)', async (_case, lines) => {
    const plain = await rawGet([]);
    const answer = await rawGet(lines);
    expect(statusOf(answer)).toBe(200);
    expect(answer.split('\r\n\r\n')[1]).toBe(plain.split('\r\n\r\n')[1]);
  });

  it('answers /api with the site’s security headers, never the API’s own', async () => {
    const page = await send(port, { path: '/index-of-nothing' });
    const answer = await send(port, { path: '/api/own-policy/' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // The site's public origin is https here: its HSTS (a year), not the API's.
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const name of [
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'permissions-policy',
    ])
      expect(answer.headers[name]).toBe(page.headers[name]);
  });

  it("keeps the visitor's `Connection: close`: the API connection's hop-by-hop headers are not passed on", async () => {
    const started = Date.now();
    const raw = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.write('GET /api/content/ HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(statusOf(raw)).toBe(200);
    expect(raw.toLowerCase()).not.toContain('keep-alive');
    // Closed as asked, not after the 5 s keep-alive of the API's connection.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body over the limit with 413 before reading it, every time, and the API never sees it', async () => {
    const before = seen.length;
    const big = Buffer.alloc(5 * 1024 * 1024, 'x');
    for (let i = 0; i < 5; i += 1) {
      const answer = await send(port, {
        method: 'POST',
        path: '/api/subscribe/',
        headers: { 'content-type': 'application/json', 'content-length': big.length, referer: 'https://ssb.tj/ru/apply' },
        body: big,
      }).catch((error: unknown) => ({ status: -1, headers: {}, body: String(error) }));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: 'too_large', field: null, message: 'Запрос слишком большой: принимается до 64 КБ.' });
    }
    expect(seen.length).toBe(before);
  });

  it('lets a multipart upload up to its own limit through, whole', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'y');
    const answer = await send(port, {
      method: 'POST',
      path: '/api/upload/',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': body.length },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ bytes: body.length });
  });

  it('asks a body without a stated length to state it (411), in Tajik by default', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/subscribe/', headers: { 'transfer-encoding': 'chunked' } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.write('{"a":');
      req.end('1}');
    });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'length_required', message: 'Дархост бояд андозаи худро нишон диҳад.' });
  });

  it('answers 408 to a body that stalls, within the request limit', async () => {
    const started = Date.now();
    const { answer } = await stalledUpload(port, '127.0.0.20');
    const raw = await answer;
    expect(statusOf(raw)).toBe(408);
    // The 1.5 s limit, checked every second (a slow body was once held for minutes).
    expect(Date.now() - started).toBeLessThan(3_500);
  });

  it('a client that leaves mid-body is no failure of the API: nothing in the error log, no 502 for nobody', async () => {
    const from = siteLog.length;
    const { socket } = await stalledUpload(port, '127.0.0.21');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = siteLog.slice(from);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('api proxy: the client left before its request was answered');
  });

  it('bounds the bodies one client and all clients hold open, while reads go on', async () => {
    const held: Socket[] = [];
    try {
      // Two from one address: its limit.
      for (let i = 0; i < 2; i += 1) held.push((await stalledUpload(port, '127.0.0.30')).socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const third = await smallUpload(port, '127.0.0.30', { referer: 'https://ssb.tj/en/apply' });
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBe('10');
      expect(JSON.parse(third.body)).toMatchObject({ error: 'rate_limited' });
      // One more from elsewhere fills the site's limit (3); the next one is told to come back.
      held.push((await stalledUpload(port, '127.0.0.31')).socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = await smallUpload(port, '127.0.0.32');
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      // Reads are not held up by the uploads.
      const read = await send(port, { path: '/api/credits/', localAddress: '127.0.0.33' });
      expect(read.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Closed uploads free their places.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await smallUpload(port, '127.0.0.30');
    expect(after.status).toBe(200);
  });

  it('tells the API who the visitor is: the peer, or what a trusted load balancer says', async () => {
    const direct = await send(port, { path: '/api/who/', headers: { 'x-forwarded-for': '203.0.113.7' }, localAddress: '127.0.0.40' });
    // A visitor cannot choose its own address by sending the header.
    expect(JSON.parse(direct.body)).toMatchObject({ xff: '127.0.0.40' });
    const balanced = await send(port, { path: '/api/who/', headers: { 'x-forwarded-for': '203.0.113.7' }, localAddress: '127.0.0.9' });
    expect(JSON.parse(balanced.body)).toMatchObject({ xff: '203.0.113.7' });
  });

  it('answers 504 when the API does not answer in time, and 502 when it is not there', async () => {
    const slow = await send(port, { path: '/api/slow-answer/', headers: { referer: 'https://ssb.tj/en/' } });
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body)).toMatchObject({ error: 'upstream', message: 'The bank’s services did not answer. Try again a little later.' });
    // Nothing listens on port 1.
    const orphan = await createSiteServer({
      distDir: dir,
      runtimeConfig: () => ({ apiBaseUrl: '/api', internetBankingUrl: '', legalInternetBankingUrl: '', remotes: {} as never }),
      apiUpstream: 'http://127.0.0.1:1',
      publicOrigin: 'https://ssb.tj',
    });
    try {
      const down = await orphan.inject({ url: '/api/credits/' });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ error: 'upstream' });
    } finally {
      await orphan.close();
    }
  });
});

describe('the /api proxy as one process of two', () => {
  it('holds its share of the site’s body limits, so the site as a whole holds them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-proxy-share-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--ssb:head--></head><body></body></html>');
    const api = createServer((req, res) => req.on('data', () => undefined).on('end', () => res.end('{}')));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const site = await createSiteServer({
      distDir: dir,
      runtimeConfig: () => ({ apiBaseUrl: '/api', internetBankingUrl: '', legalInternetBankingUrl: '', remotes: {} as never }),
      apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      publicOrigin: 'https://ssb.tj',
      // The site's limits: 4 bodies per client, 6 in all; this process is one of two.
      apiLimits: { bodiesPerClient: 4, bodiesInAll: 6 },
      processes: 2,
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    const port = (site.server.address() as AddressInfo).port;
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 2; i += 1) held.push((await stalledUpload(port, '127.0.0.50')).socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Its share of four is two: the third is refused here (the other process holds the rest).
      expect((await smallUpload(port, '127.0.0.50')).status).toBe(429);
      held.push((await stalledUpload(port, '127.0.0.51')).socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Its share of six in all is three.
      expect((await smallUpload(port, '127.0.0.52')).status).toBe(503);
    } finally {
      for (const socket of held) socket.destroy();
      await site.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
