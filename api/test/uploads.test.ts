/**
 * The two upload stores. On disk (on either database): written under a temporary name and
 * renamed, swept when a crash left them unnamed by any application, and a full disk answered
 * 507 with nothing kept. In the database: committed with the application, and gone with it.
 */
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARD as CARD_FIELDS, FILES, GENERAL as GENERAL_FIELDS, pdfOfSize, post, startApi, stored, type TestApi } from './helpers';
import { createDiskUploadStore } from '../src/features/uploads/diskUploadStore';
import { removeTestRuns } from '../src/features/applications/testRuns';

/** A stored picture is a new file of the same kind and size, made from the sent one's pixels. */
async function samePicture(stored: Buffer | undefined, sent: Buffer): Promise<boolean> {
  if (!stored) return false;
  const [a, b] = await Promise.all([sharp(stored).metadata(), sharp(sent).metadata()]);
  return a.format === b.format && a.width === b.width && a.height === b.height;
}

// Every application carries the visitor's consent to the processing of personal data.
const CARD = { ...CARD_FIELDS, consent: 'true' };
const GENERAL = { ...GENERAL_FIELDS, consent: 'true' };
const COMPLAINT = {
  type: 'complaint',
  surname: 'Юсупова',
  name: 'Нигина',
  email: 'nigina@example.tj',
  topic: 'branch_service',
  message: 'Дар филиал навбат хеле дароз буд ва касса кор намекард.',
  consent: 'true',
};

const HOUR_AGO = new Date(Date.now() - 3_601_000);

const storedNames = (api: TestApi) => readdirSync(path.join(api.dataDir, 'uploads')).filter((n) => n !== '.tmp');

describe('the disk store', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ uploadStore: 'disk' });
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
    const { db } = await api.db();
    const named = async (name: string) =>
      (await db.kysely.selectFrom('application_file').select('stored_name').where('stored_name', '=', name).executeTakeFirst()) !== undefined;
    expect(await createDiskUploadStore(api.dataDir).sweep(named)).toEqual({
      finished: [`uploads/${interrupted}`],
      removed: ['uploads/.tmp/never-committed.pdf.part', 'uploads/left-by-an-old-version.png'],
    });
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
    api = await startApi({ dataDir, uploadStore: 'disk' });
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

describe('the database store', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ uploadStore: 'database', testRunToken: 'token' });
  });
  afterEach(() => api.close());

  it('keeps the documents with the application (a PDF byte for byte, a picture re-encoded from its pixels), and nothing on the disk', async () => {
    const res = await post(api.app, CARD);
    expect(res.statusCode).toBe(201);
    const [application] = await stored(api.app);
    const { uploads } = await api.db();
    expect(uploads.kind).toBe('database');
    expect((await api.documentNames()).sort()).toEqual(application!.files.map((f) => f.storedName).sort());
    const byField = Object.fromEntries(await Promise.all(application!.files.map(async (f) => [f.field, await uploads.read(f.storedName)])));
    expect(await samePicture(byField.file1, FILES.png)).toBe(true);
    expect(byField.file2?.equals(FILES.pdf)).toBe(true);
    expect(existsSync(path.join(api.dataDir, 'uploads'))).toBe(false);
  });

  it("keeps a complaint's photo attachment with it, checked by content like an application's documents", async () => {
    const res = await post(api.app, { ...COMPLAINT, file1: { data: FILES.jpeg, name: 'queue.jpg' } });
    expect(res.statusCode).toBe(201);
    const application = (await stored(api.app)).find((a) => a.id === (res.json() as { id: string }).id);
    expect(application?.files.map((f) => [f.field, f.originalName, f.mime])).toEqual([['file1', 'queue.jpg', 'image/jpeg']]);
    expect(await samePicture(await (await api.db()).uploads.read(application!.files[0]!.storedName), FILES.jpeg)).toBe(true);
    // Named .jpg but an executable: refused, and nothing of it is kept.
    const before = await api.documentNames();
    const forged = await post(api.app, { ...COMPLAINT, file1: { data: FILES.exe, name: 'queue.jpg' } }, { lang: 3 });
    expect(forged.statusCode).toBe(415);
    expect(forged.json()).toMatchObject({ error: 'file_type', field: 'file1' });
    expect(await api.documentNames()).toEqual(before);
  });

  it('deletes the documents when their application is deleted', async () => {
    const headers = { 'x-ssb-test-run': 'run-1', 'x-ssb-test-token': 'token' };
    expect((await post(api.app, CARD, { headers })).statusCode).toBe(201);
    expect((await post(api.app, GENERAL)).statusCode).toBe(201);
    expect(await api.documentNames()).toHaveLength(5);
    const { db, uploads } = await api.db();
    expect(await removeTestRuns(db, uploads, 'run-1')).toBe(1);
    expect(await api.documentNames()).toHaveLength(3);
  });
});
