/**
 * The inspection pool with real worker threads: a document past its time budget or its memory
 * budget is refused as too complex (the worker is stopped and replaced, the pool goes on), and a
 * full queue is refused at once rather than waited on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blackPng, pdfWithObjectStream } from '../../../../test/documents';
import { createInspectionPool, InspectionBusy, type InspectionPool } from './inspectionPool';

jest.setTimeout(60_000);

const PNG = readFileSync(path.join(__dirname, '../../../../test/fixtures/documents/passport.png'));
/** 40 megapixels of black: its data inflates to 160 MB, a few hundred milliseconds of work. */
const SLOW = blackPng(6_666, 6_000);

let pool: InspectionPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

it('stops a document past its time budget: refused as too complex, the worker stopped', async () => {
  pool = createInspectionPool({ threads: 1, timeoutMs: 1, memoryMb: 256, queueMax: 4 });
  const started = Date.now();
  expect(await pool.inspect('scan.png', SLOW)).toEqual({ ok: false, problem: 'too_complex', reason: 'not checked within 1 ms' });
  // Stopped, not waited for: the whole check takes hundreds of milliseconds.
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(pool.load()).toEqual({ running: 0, waiting: 0 });
});

it('stops a worker that runs out of its heap, and refuses that document only', async () => {
  // A PDF of 150,000 small objects: the parser's objects for it need far more than 64 MB of heap.
  const objects: Record<number, string> = { 1: '<< /Type /Catalog /Pages 2 0 R >>', 2: '<< /Type /Pages /Kids [] /Count 0 >>' };
  for (let n = 3; n < 150_000; n += 1) objects[n] = `<< /A [${n} ${n} ${n}] /B (x) >>`;
  const heavy = pdfWithObjectStream(objects);
  pool = createInspectionPool({ threads: 1, timeoutMs: 30_000, memoryMb: 64, queueMax: 4 });
  expect(await pool.inspect('passport.png', PNG)).toMatchObject({ ok: true });
  expect(await pool.inspect('big.pdf', heavy)).toEqual({ ok: false, problem: 'too_complex', reason: 'the check ran out of its 64 MB' });
  expect(await pool.inspect('passport.png', PNG)).toMatchObject({ ok: true });
});

it('refuses a document at once when every worker is busy and the queue is full', async () => {
  pool = createInspectionPool({ threads: 1, timeoutMs: 10_000, memoryMb: 256, queueMax: 1 });
  const running = pool.inspect('a.png', SLOW);
  const waiting = pool.inspect('b.png', SLOW);
  await expect(pool.inspect('c.png', SLOW)).rejects.toBeInstanceOf(InspectionBusy);
  expect(pool.load()).toEqual({ running: 1, waiting: 1 });
  expect(await running).toMatchObject({ ok: true });
  expect(await waiting).toMatchObject({ ok: true });
  expect(pool.load()).toEqual({ running: 0, waiting: 0 });
});
