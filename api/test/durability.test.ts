/**
 * The API is killed with SIGKILL while it accepts applications; after a restart on the same
 * data folder (or the same database) every application it answered 201 is there exactly once, with its files, and
 * no document is left that no application names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { chooseUploadStore } from '../src/features/uploads/chooseUploadStore';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { sealedUploadStore } from '../src/features/personal-data/sealedUploadStore';
import { documentNames, FILES, pdfOfSize, TEST_DATA_KEYS, TEST_SERVICE_TOKEN, testStorage } from './helpers';

const repoRoot = path.resolve(__dirname, '../..');
jest.setTimeout(90_000);

function startServer(dataDir: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SSB_DATA_DIR: dataDir,
      SSB_DATA_KEYS: TEST_DATA_KEYS,
      DATABASE_URL: databaseUrl ?? '',
      SSB_API_PORT: '0',
      SSB_API_EXPOSE_APPLICATIONS: '1',
      SSB_RATE_LIMIT_MAX: '100000',
      SSB_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`API did not start: ${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}: ${out}`)));
  });
}

/** A surname of its own for each application, in letters (names take no digits): 0 → "a", 27 → "bb". */
const surnameOf = (i: number): string =>
  `Surname${i >= 26 ? String.fromCharCode(97 + Math.floor(i / 26) - 1) : ''}${String.fromCharCode(97 + (i % 26))}`;

function application(i: number): FormData {
  const f = new FormData();
  f.append('type', 'card');
  f.append('nameProduct', 'Visa Classic');
  f.append('surname', surnameOf(i));
  f.append('name', 'Name');
  f.append('patronymic', 'Patronymic');
  f.append('branch', 'Dushanbe');
  f.append('phone', '+992931234567');
  f.append('consent', 'true');
  f.append('file1', new Blob([pdfOfSize(20_000 + i, `Passport ${i}`)]), 'passport.pdf');
  f.append('file2', new Blob([FILES.pdf]), 'inn.pdf');
  return f;
}

it('keeps every application answered 201 through a SIGKILL', async () => {
  const storage = await testStorage();
  const { dataDir } = storage;
  const databaseUrl = storage.database?.url;
  try {
    const first = await startServer(dataDir, databaseUrl);
    const accepted = new Map<string, number>();
    let sent = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const i = sent++;
        try {
          const res = await fetch(`${first.url}/api/sendEmailContent/`, { method: 'POST', body: application(i) });
          if (res.status === 201) accepted.set(((await res.json()) as { id: string }).id, i);
        } catch {
          // The server died mid-request: this one was never answered.
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (accepted.size < 40) await new Promise((r) => setTimeout(r, 10));
    // The exit is observed asynchronously: wait for it rather than read signalCode at once.
    const exited = new Promise<NodeJS.Signals | null>((resolve) => first.child.once('exit', (_code, signal) => resolve(signal)));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(await exited).toBe('SIGKILL');

    const second = await startServer(dataDir, databaseUrl);
    const handle = await openDatabase({ dataDir, databaseUrl });
    const uploads = sealedUploadStore(chooseUploadStore(handle, dataDir), parseKeyRing(TEST_DATA_KEYS));
    try {
      const res = await fetch(`${second.url}/api/test/applications`);
      const stored = (await res.json()) as {
        results: { id: string; fields: Record<string, string>; files: { storedName: string; size: number; field: string }[] }[];
      };
      const byId = new Map(stored.results.map((a) => [a.id, a]));
      expect(accepted.size).toBeGreaterThanOrEqual(40);
      // Exactly once: each application was sent once, so no surname may be stored twice.
      const surnames = stored.results.map((a) => a.fields.surname);
      expect(new Set(surnames).size).toBe(surnames.length);
      // No orphan: every stored document belongs to a stored application, and nothing is half-written.
      const named = new Set(stored.results.flatMap((a) => a.files.map((f) => f.storedName)));
      const kept = await documentNames(handle, uploads, dataDir);
      expect(kept.filter((n) => !named.has(n))).toEqual([]);
      expect(kept).toHaveLength(named.size);
      if (uploads.kind === 'disk') expect(readdirSync(path.join(dataDir, 'uploads/.tmp'))).toEqual([]);
      for (const [id, i] of accepted) {
        const app = byId.get(id);
        expect(app?.fields.surname).toBe(surnameOf(i));
        expect(app?.files).toHaveLength(2);
        for (const f of app?.files ?? []) expect((await uploads.read(f.storedName))?.length).toBe(f.size);
      }
    } finally {
      await handle.close();
      second.child.kill('SIGTERM');
    }
  } finally {
    await storage.remove();
  }
});
