import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { isRoutineRequest, routineRequestsAtDebug } from './requestLog';

/** A real Fastify logging at `level` into lines of JSON. */
async function serverLogging(level: 'info' | 'debug') {
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: routineRequestsAtDebug() });
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/main.0123456789.js', async () => 'js');
  app.get('/broken.js', async () => {
    throw new Error('disk gone');
  });
  app.get('/credits', async () => ({}));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('keeps static files and probes out of info, and pages and errors in it', async () => {
    const { app, lines } = await serverLogging('info');
    for (const url of ['/healthz', '/main.0123456789.js', '/main.0123456789.js?v=1']) expect((await app.inject(url)).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject('/credits');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await app.inject('/broken.js');
    expect(lines.some((l) => l.level >= 50 && l.req?.url !== '/credits')).toBe(true);
    await app.close();
  });

  it('writes the routine requests at debug', async () => {
    const { app, lines } = await serverLogging('debug');
    await app.inject('/main.0123456789.js');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    await app.close();
  });

  it.each([
    ['GET', '/healthz', true],
    ['GET', '/readyz?detail=1', true],
    ['GET', '/fonts/Inter.woff2', true],
    ['HEAD', '/_releases/manifests/ab12.json', true],
    ['GET', '/api/media/card-1.svg', true],
    ['GET', '/ru/credits', false],
    ['GET', '/', false],
    ['GET', '/api/credits/', false],
    ['POST', '/api/applications/card.pdf', false],
    ['GET', '/_deploy/remotes', false],
  ])('counts %s %s as routine: %s', (method, url, routine) => {
    expect(isRoutineRequest(method, url)).toBe(routine);
  });
});
