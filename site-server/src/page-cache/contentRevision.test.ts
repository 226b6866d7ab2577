/**
 * The content revision's watch: it asks the API's internal route with the service token, tells a
 * change only when the revision differs from the one it knew, and takes an API it cannot read
 * (down, refusing, answering nonsense) for no change, logged once until it is read again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_REVISION_PATH, watchContentRevision, type ContentWatch } from './contentRevision';

type Answer = { status: number; body: unknown } | Error;

function fakeApi(first: Answer) {
  let answer = first;
  const asked: { url: string; authorization: string | undefined }[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    asked.push({ url: String(input), authorization: (init?.headers as Record<string, string> | undefined)?.authorization });
    if (answer instanceof Error) throw answer;
    const { status, body } = answer;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked, answer: (next: Answer) => (answer = next) };
}

function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push({ level: 'info', message: String(args.at(-1)) }),
    warn: (...args: unknown[]) => lines.push({ level: 'warn', message: String(args.at(-1)) }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not reached in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let watch: ContentWatch | undefined;
afterEach(() => watch?.stop());

it('asks the internal route with the service token and tells a change only when the revision differs', async () => {
  const api = fakeApi({ status: 200, body: { revision: 'r1' } });
  const { log } = recordingLog();
  const changes: string[] = [];
  watch = watchContentRevision({
    apiUpstream: 'http://127.0.0.1:8085',
    serviceToken: 'service-secret',
    intervalMs: 10,
    onChange: (revision) => changes.push(revision),
    log,
    fetchImpl: api.fetchImpl,
  });
  await until(() => api.asked.length >= 3);
  expect(changes).toEqual([]);
  expect(api.asked[0]).toEqual({ url: `http://127.0.0.1:8085${CONTENT_REVISION_PATH}`, authorization: 'Bearer service-secret' });
  api.answer({ status: 200, body: { revision: 'r2' } });
  await until(() => changes.length > 0);
  const asked = api.asked.length;
  await until(() => api.asked.length >= asked + 3);
  expect(changes).toEqual(['r2']);
});

it('takes an API it cannot read for no change, says so once, and follows it again once it answers', async () => {
  const api = fakeApi({ status: 200, body: { revision: 'r1' } });
  const { log, lines } = recordingLog();
  const changes: string[] = [];
  watch = watchContentRevision({
    apiUpstream: 'http://127.0.0.1:8085',
    intervalMs: 10,
    onChange: (r) => changes.push(r),
    log,
    fetchImpl: api.fetchImpl,
  });
  await until(() => api.asked.length >= 2);
  for (const unreadable of [new Error('connect ECONNREFUSED'), { status: 401, body: { error: 'unauthorized' } }, { status: 200, body: 'not json' }]) {
    api.answer(unreadable);
    const asked = api.asked.length;
    await until(() => api.asked.length >= asked + 3);
  }
  expect(changes).toEqual([]);
  expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  expect(lines[0]?.message).toMatch(/the API content revision cannot be read: connect ECONNREFUSED/);
  api.answer({ status: 200, body: { revision: 'r2' } });
  await until(() => changes.length > 0);
  expect(changes).toEqual(['r2']);
  expect(lines.map((line) => line.message)).toContain('the API content revision can be read again');
});
