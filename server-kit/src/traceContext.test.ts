import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { routineRequestsAtDebug } from './requestLog';
import { childSpan, parseTraceparent, traceChildLogger, traceFrom, traceOf, traceparentOf } from './traceContext';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
const HEX32 = /^[0-9a-f]{32}$/;
const HEX16 = /^[0-9a-f]{16}$/;

describe('parseTraceparent', () => {
  it('reads a version 00 header', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: '01' });
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-00`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: '00' });
    expect(parseTraceparent([`00-${TRACE}-${PARENT}-01`])?.traceId).toBe(TRACE);
  });

  it('keeps only the sampled flag', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-ff`)?.flags).toBe('01');
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-02`)?.flags).toBe('00');
  });

  it('reads the four known fields of a later version, which may append more', () => {
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-01`)?.traceId).toBe(TRACE);
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01-what-comes-later`)?.parentId).toBe(PARENT);
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01x`)).toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['an empty header', ''],
    ['version ff', `ff-${TRACE}-${PARENT}-01`],
    ['version 00 with a fifth field', `00-${TRACE}-${PARENT}-01-00`],
    ['an unreadable version', `0x-${TRACE}-${PARENT}-01`],
    ['upper case', `00-${TRACE.toUpperCase()}-${PARENT}-01`],
    ['a trace id of zeros', `00-${'0'.repeat(32)}-${PARENT}-01`],
    ['a parent id of zeros', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${PARENT}-01`],
    ['a long parent id', `00-${TRACE}-${PARENT}0-01`],
    ['one flag digit', `00-${TRACE}-${PARENT}-1`],
    ['not hex', `00-${TRACE.replace('4', 'g')}-${PARENT}-01`],
    ['surrounding text', ` 00-${TRACE}-${PARENT}-01;x`],
    ['a line after it', `00-${TRACE}-${PARENT}-01\n{"level":60}`],
    ['two headers (joined by Node)', `00-${TRACE}-${PARENT}-01, 00-${TRACE}-${PARENT}-01`],
    ['two headers (as a list)', [`00-${TRACE}-${PARENT}-01`, `00-${TRACE}-${PARENT}-01`]],
  ])('refuses %s', (_case, header) => {
    expect(parseTraceparent(header)).toBeNull();
  });
});

describe('a hop of a trace', () => {
  it('continues the caller’s trace with a span of its own', () => {
    const trace = traceFrom(`00-${TRACE}-${PARENT}-01`);
    expect(trace).toMatchObject({ traceId: TRACE, parentId: PARENT, flags: '01' });
    expect(trace.spanId).toMatch(HEX16);
    expect(trace.spanId).not.toBe(PARENT);
    expect(traceFrom(`00-${TRACE}-${PARENT}-01`).spanId).not.toBe(trace.spanId);
  });

  it('starts a trace of its own when the header is missing or not well formed', () => {
    const fresh = [traceFrom(undefined), traceFrom('garbage'), traceFrom(`00-${'0'.repeat(32)}-${PARENT}-01`)];
    for (const trace of fresh) {
      expect(trace.traceId).toMatch(HEX32);
      expect(trace.spanId).toMatch(HEX16);
      expect(trace).toMatchObject({ parentId: null, flags: '01' });
    }
    expect(new Set(fresh.map((t) => t.traceId)).size).toBe(3);
  });

  it('gives a request made within a span that span as its parent', () => {
    const trace = traceFrom(`00-${TRACE}-${PARENT}-00`);
    expect(parseTraceparent(traceparentOf(trace))).toEqual({ traceId: TRACE, parentId: trace.spanId, flags: '00' });
    const render = childSpan(trace);
    expect(render).toMatchObject({ traceId: TRACE, parentId: trace.spanId, flags: '00' });
    expect(render.spanId).not.toBe(trace.spanId);
  });
});

/** A real Fastify logging into lines of JSON, with the trace in its request loggers. */
async function tracedServer() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n')) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: routineRequestsAtDebug(), childLoggerFactory: traceChildLogger });
  app.get('/credits', async (req) => {
    req.log.info('reading credits');
    return { traceparent: traceparentOf(traceOf(req)) };
  });
  app.get('/broken', async () => {
    throw new Error('disk gone');
  });
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('carries the trace id and the span on every line of a request, its errors’ included', async () => {
    const { app, lines } = await tracedServer();
    const res = await app.inject({ url: '/credits', headers: { traceparent: `00-${TRACE}-${PARENT}-01` } });
    // What this hop sends on: the same trace, its own span as the parent.
    const sent = parseTraceparent((res.json() as { traceparent: string }).traceparent);
    expect(sent?.traceId).toBe(TRACE);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'reading credits', 'request completed']);
    for (const line of lines) expect(line).toMatchObject({ trace_id: TRACE, span_id: sent?.parentId });
    expect(sent?.parentId).not.toBe(PARENT);

    lines.length = 0;
    await app.inject({ url: '/broken', headers: { traceparent: `00-${TRACE}-${PARENT}-01` } });
    expect(lines.some((l) => l.level === 50 && l.trace_id === TRACE)).toBe(true);
    expect(lines.every((l) => l.trace_id === TRACE)).toBe(true);
    await app.close();
  });

  it('gives a request without a usable header a trace of its own, and logs nothing of what it sent', async () => {
    const { app, lines } = await tracedServer();
    await app.inject({ url: '/credits', headers: { traceparent: '00-evil"},"level":60-x' } });
    await app.inject({ url: '/credits' });
    const [first, second] = [lines[0]?.trace_id, lines[3]?.trace_id];
    expect(first).toMatch(HEX32);
    expect(second).toMatch(HEX32);
    expect(first).not.toBe(second);
    expect(lines.slice(0, 3).every((l) => l.trace_id === first)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('evil');
    await app.close();
  });
});
