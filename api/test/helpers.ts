/**
 * Test helpers: an API on a real database (a SQLite file in a temp folder, or a PostgreSQL
 * database of its own under `npm run test:pg`), and real multipart bodies.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FormData from 'form-data';
import type { FastifyInstance } from 'fastify';
import { buildApp, type ApiOptions } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/db';
import { chooseUploadStore } from '../src/features/uploads/chooseUploadStore';
import type { UploadStore } from '../src/features/uploads/uploadStore';
import { createTestDatabase, onPostgres, type TestDatabase } from './database';
import { BEACON_SEAL_HEADER, sealOf, serviceHeaders } from '@ssb/server-kit/serviceToken';
import { newKeyRingText, parseKeyRing } from '@ssb/server-kit/keyRing';
import { sealedUploadStore } from '../src/features/personal-data/sealedUploadStore';

/** The service token every test API is given (the site server's, in production). */
export const TEST_SERVICE_TOKEN = 'test-service-token-0123456789abcdef';
/** Prometheus's token of every test API. */
const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
/** The headers of the site server's own request (the service token). */
export const AS_SITE = serviceHeaders(TEST_SERVICE_TOKEN);
/** The headers of a scrape. */
export const AS_PROMETHEUS = serviceHeaders(TEST_METRICS_TOKEN);
/** The header the site server adds to a beacon it checked. */
export const sealed = (body: string): Record<string, string> => ({ [BEACON_SEAL_HEADER]: sealOf(TEST_SERVICE_TOKEN, body) });

/** The key ring of this test file's APIs (on PostgreSQL one must be given; on SQLite too, so a second API reads what the first sealed). */
export const TEST_DATA_KEYS = newKeyRingText('test1');

export interface TestApi {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this API, or undefined on SQLite. */
  databaseUrl: string | undefined;
  /** A second connection to the API's database and its upload store, closed with the API. */
  db(): Promise<{ db: Db; uploads: UploadStore }>;
  /** Names of the stored documents, wherever the upload store keeps them. */
  documentNames(): Promise<string[]>;
  close(): Promise<void>;
}

/** Temp folders and databases of `startApi` without the API (a test that starts processes). */
export async function testStorage(): Promise<{ dataDir: string; database: TestDatabase | undefined; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-api-'));
  const database = onPostgres ? await createTestDatabase() : undefined;
  return {
    dataDir,
    database,
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Names of the stored documents, wherever the upload store keeps them. */
export async function documentNames(db: Db, uploads: UploadStore, dataDir: string): Promise<string[]> {
  if (uploads.kind === 'disk') return readdirSync(path.join(dataDir, 'uploads')).filter((n) => n !== '.tmp');
  return (await db.kysely.selectFrom('upload_blob').select('stored_name').execute()).map((r) => r.stored_name);
}

export async function startApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const storage = await testStorage();
  const dataDir = options.dataDir ?? storage.dataDir;
  const databaseUrl = storage.database?.url;
  const app = await buildApp({
    dataDir,
    databaseUrl,
    dataKeys: TEST_DATA_KEYS,
    rateLimitMax: 1000,
    exposeApplications: true,
    outboxPollMs: 60_000,
    serviceToken: TEST_SERVICE_TOKEN,
    metricsToken: TEST_METRICS_TOKEN,
    ...options,
  });
  await app.ready();
  let second: { db: Db; uploads: UploadStore } | undefined;
  const db = async () => {
    if (!second) {
      const handle = await openDatabase({ dataDir, databaseUrl });
      // As staff read them: opened (the store holds them sealed).
      second = {
        db: handle,
        uploads: sealedUploadStore(chooseUploadStore(handle, dataDir, options.uploadStore), parseKeyRing(options.dataKeys ?? TEST_DATA_KEYS)),
      };
    }
    return second;
  };
  return {
    app,
    dataDir,
    databaseUrl,
    db,
    async documentNames() {
      const { db: handle, uploads } = await db();
      return documentNames(handle, uploads, dataDir);
    },
    async close() {
      await app.close();
      await second?.db.close();
      await storage.remove();
    },
  };
}

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name));

/** Real documents, small and whole (how they were made: fixtures/documents/README.md). */
export const FILES = {
  png: fixture('passport.png'),
  jpeg: fixture('passport.jpg'),
  pdf: fixture('inn.pdf'),
  docx: fixture('inn.docx'),
  xlsx: fixture('salary.xlsx'),
  xls: fixture('salary.xls'),
  doc: fixture('statement.doc'),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64, 4)]),
};

/** A whole one-page PDF whose page's content stream is `content`. */
export function pdfWithContent(content: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A whole PDF of about `bytes` bytes: one page whose content stream is padded with a PDF comment. */
export function pdfOfSize(bytes: number, label = 'SSB test document'): Buffer {
  return pdfWithContent(`BT /F1 18 Tf 72 760 Td (${label}) Tj ET\n%${'x'.repeat(Math.max(0, bytes - 400))}`);
}

export type Part = string | { data: Buffer; name: string };

export function form(fields: Record<string, Part>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') f.append(key, value);
    else f.append(key, value.data, { filename: value.name, contentType: 'application/octet-stream' });
  }
  return f;
}

export function post(
  app: FastifyInstance,
  fields: Record<string, Part>,
  opts: { lang?: number; key?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const body = form(fields);
  const headers: Record<string, string> = { ...(body.getHeaders() as Record<string, string>), ...opts.headers };
  if (opts.key) headers['idempotency-key'] = opts.key;
  return app.inject({
    method: 'POST',
    url: `/api/sendEmailContent/${opts.lang ? `?language_id=${opts.lang}` : ''}`,
    headers,
    payload: body,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

export const CARD: Record<string, Part> = {
  type: 'card',
  nameProduct: 'Visa Classic',
  surname: 'Раҳимов',
  name: 'Фарҳод',
  patronymic: 'Саидович',
  branch: 'Душанбе',
  phone: '+992 93 123 45 67',
  card_expire_date: '3 сол',
  consent: 'true',
  file1: { data: FILES.png, name: 'passport.png' },
  file2: { data: FILES.pdf, name: 'inn.pdf' },
};

export const GENERAL: Record<string, Part> = {
  type: 'general',
  nameProduct: 'Қарзи истеъмолӣ',
  surname: 'Назарова',
  name: 'Малика',
  patronymic: 'Абдуллоевна',
  phone: '931234567',
  consent: 'true',
  file1: { data: FILES.jpeg, name: 'passport.jpg' },
  file2: { data: FILES.docx, name: 'inn.docx' },
  file3: { data: FILES.xls, name: 'salary.xls' },
};

export interface StoredApplication {
  id: string;
  kind: string;
  languageId: number;
  fields: Record<string, string>;
  testRun: string | null;
  files: { field: string; originalName: string; storedName: string; size: number; mime: string; sha256: string }[];
}

export async function stored(app: FastifyInstance): Promise<StoredApplication[]> {
  const res = await app.inject({ url: '/api/test/applications' });
  return (res.json() as { results: StoredApplication[] }).results;
}

/** An .eml the outbox wrote, its body decoded (base64 or quoted-printable, as nodemailer chose) to text. */
export function readEml(file: string): string {
  const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return raw;
}
