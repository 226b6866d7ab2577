/**
 * OTLP export of requests' spans to a collector over real HTTP (a server standing in for the
 * OpenTelemetry Collector's OTLP/HTTP receiver): the span is the request's trace context, with the
 * route's pattern and never the path asked for; probes and unsampled traces stay out; a collector
 * that does not answer is logged once and costs nothing else.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { otlpTraces } from './otlpTraces';
import { traceChildLogger } from './traceContext';

interface Received {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue: string } }[] };
    scopeSpans: { spans: Record<string, unknown>[] }[];
  }[];
}

let collector: Server;
let received: Received[] = [];
let url = '';
beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json')
        received.push(JSON.parse(body) as Received);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`;
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));
beforeEach(() => {
  received = [];
});

const app = (target: string, log: string[] = []) => {
  const server = Fastify({ childLoggerFactory: traceChildLogger });
  otlpTraces(server, { url: target, service: 'ssb-site', batchMs: 50, log: (level, line) => log.push(`${level} ${line}`) });
  server.get('/Credit/:slug', async () => 'page');
  server.get('/healthz', async () => 'ok');
  server.get('/broken', async (_req, reply) => reply.code(502).send('no'));
  return server;
};
const spansOf = (bodies: Received[]) => bodies.flatMap((b) => b.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('exports each request as a server span of its trace, the caller’s span its parent', async () => {
  const server = app(url);
  const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  await server.inject({ url: '/Credit/visa-gold?amount=5000', headers: { traceparent } });
  await server.inject({ url: '/broken' });
  await until(() => spansOf(received).length >= 2);
  await server.close();
  const [page, broken] = spansOf(received);
  expect(received[0]?.resourceSpans[0]?.resource.attributes).toEqual([{ key: 'service.name', value: { stringValue: 'ssb-site' } }]);
  expect(page).toMatchObject({
    traceId: '0af7651916cd43dd8448eb211c80319c',
    parentSpanId: 'b7ad6b7169203331',
    name: 'GET /Credit/:slug',
    kind: 2,
    status: { code: 0 },
  });
  expect(page?.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(page?.spanId).not.toBe('b7ad6b7169203331');
  expect(BigInt(page?.endTimeUnixNano as string)).toBeGreaterThanOrEqual(BigInt(page?.startTimeUnixNano as string));
  // The route's pattern, never the slug or the query a visitor sent.
  expect(JSON.stringify(page)).not.toMatch(/visa-gold|amount/);
  expect(broken).toMatchObject({ name: 'GET /broken', status: { code: 2 } });
  expect(broken?.parentSpanId).toBeUndefined();
});

it('leaves out probes and traces their caller did not sample', async () => {
  const server = app(url);
  await server.inject({ url: '/healthz' });
  await server.inject({ url: '/Credit/x', headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00' } });
  await server.inject({ url: '/Credit/y' });
  await until(() => spansOf(received).length >= 1);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await server.close();
  expect(spansOf(received).map((s) => s.name)).toEqual(['GET /Credit/:slug']);
});

it('says once that a collector does not answer, and keeps serving', async () => {
  const log: string[] = [];
  // Port 9 (discard) has nothing listening here.
  const server = app('http://127.0.0.1:9/v1/traces', log);
  for (let i = 0; i < 3; i += 1) {
    expect((await server.inject({ url: '/Credit/x' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  await server.close();
  expect(log.filter((line) => line.startsWith('warn traces not exported to 127.0.0.1:9'))).toHaveLength(1);
});
