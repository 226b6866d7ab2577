/**
 * `npm run migrate` as the migration Job runs it (a real process on a real database), and an API
 * told to wait for the schema (SSB_SCHEMA=wait): it changes nothing, and starts once the command
 * has applied every migration.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrations, schemaStatus } from '../src/db/migrations';
import { testStorage } from './helpers';

let storage: Awaited<ReturnType<typeof testStorage>>;
beforeEach(async () => {
  storage = await testStorage();
});
afterEach(() => storage.remove());

const settings = () => ({ dataDir: storage.dataDir, databaseUrl: storage.database?.url });

/** The command in a process of its own, with only the settings the Job gives it. */
function migrate(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', ...args], {
      cwd: path.join(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        SSB_DATA_DIR: storage.dataDir,
        ...(storage.database ? { DATABASE_URL: storage.database.url } : {}),
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

it('says what is pending without changing anything, applies it with up, and is then up to date', async () => {
  const names = Object.keys(migrations(storage.database ? 'postgres' : 'sqlite'));
  const before = await migrate('status');
  expect(before.code).toBe(2);
  expect(before.out).toContain(`${names.length} pending: run npm run migrate -- up`);
  expect(before.out).not.toContain('applied ');

  const up = await migrate('up');
  expect(up.code).toBe(0);
  for (const name of names) expect(up.out).toContain(`applied  ${name}`);
  expect(up.out).toMatch(/up to date\n$/);
  // The database URL's password never reaches the output.
  if (storage.database) expect(up.out).not.toContain(`:${new URL(storage.database.url).password}@`);

  const after = await migrate('status');
  expect(after.code).toBe(0);
  expect(after.out.match(/^ {2}applied /gm)).toHaveLength(names.length);

  const again = await migrate();
  expect(again.code).toBe(0);
  expect(again.out).not.toMatch(/^applied /m);
}, 60_000);

it('undoes the newest migration with down, which status then names as pending', async () => {
  expect((await migrate('up')).code).toBe(0);
  const names = Object.keys(migrations(storage.database ? 'postgres' : 'sqlite'));
  const down = await migrate('down');
  expect(down.code).toBe(0);
  expect(down.out).toContain(`undone  ${names.at(-1)}`);
  const status = await migrate('status');
  expect(status.code).toBe(2);
  expect(status.out).toContain(`pending  ${names.at(-1)}`);
}, 60_000);

it('refuses an unknown command before it opens anything', async () => {
  const wrong = await migrate('sideways');
  expect(wrong.code).toBe(64);
  expect(wrong.out).toContain('usage: npm run migrate -- [up|status|down]');
});

it('opens the database for an API that waits for the schema once the command has applied it, and not before', async () => {
  const told: string[][] = [];
  let opened = false;
  const waiting = openDatabase({
    ...settings(),
    schema: 'wait',
    schemaWait: { timeoutMs: 45_000, pollMs: 100, onWaiting: (p) => told.push(p) },
  }).then((db) => {
    opened = true;
    return db;
  });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(opened).toBe(false);
  expect(told).toHaveLength(1);
  expect(told[0]?.[0]).toBe('0001-credits');
  expect((await migrate('up')).code).toBe(0);
  const db = await waiting;
  try {
    expect((await schemaStatus(db)).pending).toEqual([]);
  } finally {
    await db.close();
  }
}, 60_000);

it('gives up waiting after its time, naming what is pending, and leaves the database as it was', async () => {
  await expect(openDatabase({ ...settings(), schema: 'wait', schemaWait: { timeoutMs: 300, pollMs: 100 } })).rejects.toThrow(
    /the schema is not migrated after 0 s \(pending: 0001-credits, .*\); run npm run migrate/,
  );
  const db = await openDatabase({ ...settings(), schema: 'leave' });
  try {
    expect((await schemaStatus(db)).applied).toEqual([]);
  } finally {
    await db.close();
  }
});
