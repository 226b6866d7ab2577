/** Test helpers: an API on a real SQLite file in a temp folder, and real multipart bodies. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FormData from 'form-data';
import type { FastifyInstance } from 'fastify';
import { buildApp, type ApiOptions } from '../src/app';

export interface TestApi {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-api-'));
  const app = await buildApp({ dataDir, rateLimitMax: 1000, exposeApplications: true, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Small files whose first bytes are what their names say. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1'),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1')]),
  xls: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 3)]),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64, 4)]),
};

export type Part = string | { data: Buffer; name: string };

export function form(fields: Record<string, Part>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') f.append(key, value);
    else f.append(key, value.data, { filename: value.name, contentType: 'application/octet-stream' });
  }
  return f;
}

export function post(app: FastifyInstance, fields: Record<string, Part>, opts: { lang?: number; key?: string; ip?: string } = {}) {
  const body = form(fields);
  const headers: Record<string, string> = { ...(body.getHeaders() as Record<string, string>) };
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
  file1: { data: FILES.jpeg, name: 'passport.jpg' },
  file2: { data: FILES.docx, name: 'inn.docx' },
  file3: { data: FILES.xls, name: 'salary.xls' },
};

export interface StoredApplication {
  id: string;
  kind: string;
  languageId: number;
  fields: Record<string, string>;
  files: { field: string; originalName: string; storedName: string; size: number; mime: string; sha256: string }[];
}

export async function stored(app: FastifyInstance): Promise<StoredApplication[]> {
  const res = await app.inject({ url: '/api/test/applications' });
  return (res.json() as { results: StoredApplication[] }).results;
}
