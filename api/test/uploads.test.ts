/**
 * Uploaded files on disk: written under a temporary name and renamed, swept when a crash left
 * them unnamed by any application, and a full disk answered 507 with nothing kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARD, FILES, pdfOfSize, post, startApi, type TestApi } from './helpers';
import { sweepUploads } from '../src/features/applications/store';
import { openDatabase } from '../src/db/database';

const HOUR_AGO = new Date(Date.now() - 3_601_000);

const storedNames = (api: TestApi) => readdirSync(path.join(api.dataDir, 'uploads')).filter((n) => n !== '.tmp');

describe('uploads', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  it('keeps only whole files under their names: the temporary folder is empty after a save', async () => {
    expect((await post(api.app, CARD)).statusCode).toBe(201);
    expect(storedNames(api)).toHaveLength(2);
    expect(readdirSync(path.join(api.dataDir, 'uploads/.tmp'))).toEqual([]);
  });

  it('at start finishes the documents of committed applications, removes uncommitted ones, and old files no application names', async () => {
    expect((await post(api.app, CARD)).statusCode).toBe(201);
    const [interrupted, kept] = storedNames(api);
    const uploads = path.join(api.dataDir, 'uploads');
    // A crash between the commit and the rename leaves the committed document under its temporary name.
    renameSync(path.join(uploads, interrupted!), path.join(uploads, `.tmp/${interrupted}.part`));
    writeFileSync(path.join(uploads, '.tmp/never-committed.pdf.part'), 'half');
    writeFileSync(path.join(uploads, 'left-by-an-old-version.png'), FILES.png);
    writeFileSync(path.join(uploads, 'restored-by-hand-just-now.pdf'), FILES.pdf);
    for (const name of [kept!, 'left-by-an-old-version.png']) utimesSync(path.join(uploads, name), HOUR_AGO, HOUR_AGO);
    const db = openDatabase(api.dataDir);
    try {
      expect(sweepUploads(db, api.dataDir)).toEqual({
        finished: [`uploads/${interrupted}`],
        removed: ['uploads/.tmp/never-committed.pdf.part', 'uploads/left-by-an-old-version.png'],
      });
    } finally {
      db.close();
    }
    expect(storedNames(api).sort()).toEqual([interrupted, kept, 'restored-by-hand-just-now.pdf'].sort());
    expect(readdirSync(path.join(uploads, '.tmp'))).toEqual([]);
  });
});

// A full disk, for real: the uploads folder on a 256 KB tmpfs. Mounting needs root and a
// machine that allows it (CI and this one do); where it cannot be done, a disk cannot be made
// full, hence the skip.
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(path.join(tmpdir(), 'ssb-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const CAN_MOUNT = canMountTmpfs();

describe('a full disk', () => {
  let api: TestApi;
  let dataDir: string;
  let uploads: string;
  beforeAll(async () => {
    if (!CAN_MOUNT) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-full-'));
    uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', uploads]);
    api = await startApi({ dataDir });
  });
  afterAll(async () => {
    if (!CAN_MOUNT) return;
    await api.close();
    execFileSync('umount', [uploads]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Skipped only where a tmpfs cannot be mounted (not root, or a container without the right):
  // there is no other way to make a disk really full. CI and this machine mount it and run it.
  (CAN_MOUNT ? it : it.skip)(
    'answers 507 in the visitor language when a document does not fit, keeps nothing of it, and takes the next one that fits',
    async () => {
      const big = pdfOfSize(400 * 1024);
      const refused = await post(api.app, { ...CARD, file2: { data: big, name: 'inn.pdf' } }, { lang: 2 });
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({
        error: 'storage_full',
        field: null,
        message: expect.stringMatching(/^Сейчас мы не можем принять заявку/),
      });
      expect(readdirSync(uploads).filter((n) => n !== '.tmp')).toEqual([]);
      expect(readdirSync(path.join(uploads, '.tmp'))).toEqual([]);
      expect((await post(api.app, CARD)).statusCode).toBe(201);
      expect(readdirSync(uploads).filter((n) => n !== '.tmp')).toHaveLength(2);
    },
  );
});
