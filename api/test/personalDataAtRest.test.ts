/**
 * Personal data at rest: after a visitor sends a card application with a passport scan, neither
 * the upload folder, nor the SQLite file (and its WAL), nor a pg_dump of the PostgreSQL database
 * holds the passport's text, the applicant's name or phone, or the file's name, searched for as
 * raw bytes. Then a key rotation: the command seals everything again under the new key, and a
 * ring without the old key still reads every application.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { CARD, pdfOfSize, post, startApi, stored, TEST_DATA_KEYS, type TestApi } from './helpers';
import { buildApp } from '../src/app';
import { chooseUploadStore } from '../src/features/uploads/chooseUploadStore';
import { reseal } from '../src/features/personal-data/resealing';
import { formKeyOf } from '../src/features/personal-data/sealedFields';

jest.setTimeout(60_000);

const PASSPORT_TEXT = 'PASPORT RT 4419027 RAHIMOV FARHOD';
/** An applicant no seed text names (the seed's staff and managers have names too). */
const APPLICANT = { surname: 'Зиёдуллоев', name: 'Фаррухшоҳ', patronymic: 'Бахтиёрович', phone: '+992 98 765 43 21' };
const SECRETS = [PASSPORT_TEXT, APPLICANT.surname, APPLICANT.name, APPLICANT.patronymic, '98 765 43 21', '987654321', 'passport-ziyodulloev'];

/** Every file under a folder, its bytes. */
const filesUnder = (dir: string): Buffer[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(dir, name))
        .filter((file) => statSync(file).isFile())
        .map((file) => readFileSync(file))
    : [];

const holds = (bytes: Buffer[], text: string) => bytes.some((b) => b.includes(Buffer.from(text, 'utf8')));

describe('no readable passport at rest', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('keeps neither the scan’s text nor the applicant in the upload folder, the SQLite file or a pg_dump', async () => {
    const scan = pdfOfSize(2_000, PASSPORT_TEXT);
    expect(scan.includes(Buffer.from(PASSPORT_TEXT))).toBe(true);
    const res = await post(api.app, { ...CARD, ...APPLICANT, file2: { data: scan, name: 'passport-ziyodulloev.pdf' } });
    expect(res.statusCode).toBe(201);
    // The API itself reads it back whole.
    const [application] = await stored(api.app);
    expect(application?.fields.surname).toBe(APPLICANT.surname);
    const { uploads } = await api.db();
    expect((await uploads.read(application?.files.find((f) => f.field === 'file2')?.storedName ?? ''))?.equals(scan)).toBe(true);

    const raw: Buffer[] = [...filesUnder(path.join(api.dataDir, 'uploads'))];
    if (api.databaseUrl) raw.push(execFileSync('pg_dump', ['--no-owner', api.databaseUrl], { maxBuffer: 256 * 1024 * 1024 }));
    else
      raw.push(
        ...['ssb.sqlite', 'ssb.sqlite-wal']
          .map((f) => path.join(api.dataDir, f))
          .filter(existsSync)
          .map((f) => readFileSync(f)),
      );
    // The search finds what is there: the seed's own texts are in the database file.
    expect(holds(raw, api.databaseUrl ? 'Душанбе' : 'SSB')).toBe(true);
    for (const secret of SECRETS) expect([secret, holds(raw, secret)]).toEqual([secret, false]);
  });

  it('after a key rotation seals everything under the new key, and reads it without the old one', async () => {
    const { db } = await api.db();
    const raw = chooseUploadStore(db, api.dataDir);
    const newKey = `k2:${randomBytes(32).toString('base64')}`;
    const rotated = parseKeyRing(`${newKey}\n${TEST_DATA_KEYS}`);
    const counts = await reseal(db, raw, rotated, 'all');
    expect(counts.forms).toBeGreaterThan(0);
    expect(counts.documents).toBeGreaterThan(0);
    const rows = await db.kysely.selectFrom('application').select('fields').execute();
    expect(rows.every((r) => formKeyOf(rotated, r.fields) === 'k2')).toBe(true);
    // Run again, nothing is left to do.
    expect(await reseal(db, raw, rotated, 'all')).toEqual({ forms: 0, documents: 0, notes: 0 });
    // The old key leaves the ring; the index key stays (the blind indexes are its).
    const index = TEST_DATA_KEYS.split('\n').find((line) => line.startsWith('index:')) as string;
    const withoutOld = `${newKey}\n${index}`;
    const second = await buildApp({
      dataDir: api.dataDir,
      databaseUrl: api.databaseUrl,
      dataKeys: withoutOld,
      exposeApplications: true,
      outboxPollMs: 60_000,
    });
    try {
      expect((await stored(second))[0]?.fields.surname).toBe(APPLICANT.surname);
    } finally {
      await second.close();
    }
  });
});
