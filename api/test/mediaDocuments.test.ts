/**
 * The bank's downloadable documents: every PDF the seed lists (in each language) and every
 * /api/files/<name>.pdf the site's code links is a real document — a PDF that parses, passes the
 * uploads' own document check, holds pages of text in its language in an embedded font — and the
 * size a list gives is the size served.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { tenders } from '../seed/content/about';
import { checkDocument } from '../src/features/applications/documents/checkDocument';
import { DOCUMENT_NAMES, renderDocument } from '../src/features/media/documents';
import { findDocument } from '../src/features/media/generate';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const REPO = path.join(__dirname, '..', '..');
const TAJIK_LETTERS = /[ғӣқӯҳҷҒӢҚӮҲҶ]/g;

/** Every literal /api/files/<name>.pdf in the site's source (pages, shell, remotes, seed), tests aside. */
function linkedInSource(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      if (['node_modules', 'dist', 'e2e', 'coverage', '.git', 'var'].includes(entry)) continue;
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|tsx|js|mjs|json|html)$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        for (const [url] of readFileSync(file, 'utf8').matchAll(/\/api\/files\/[a-z0-9-]+\.pdf/g)) found.add(url);
    }
  };
  for (const dir of readdirSync(REPO))
    if (!['node_modules', 'e2e', 'docs', '.git', 'var'].includes(dir) && statSync(path.join(REPO, dir)).isDirectory()) walk(path.join(REPO, dir));
  return found;
}

/** The text of a PDF by poppler's pdftotext, or null where it is not installed. */
function pdfText(pdf: Buffer): string | null {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 8 * 1024 * 1024 });
  if (run.error) return null;
  expect(run.status).toBe(0);
  return run.stdout.toString('utf8');
}
const HAVE_PDFTOTEXT = !spawnSync('pdftotext', ['-v']).error;

type Listed = { url: string; sizeBytes: number; title: string };
const LISTS = ['documents/', 'organization-documents/'];
const LANGUAGES = [
  [1, 'tj'],
  [2, 'ru'],
  [3, 'en'],
] as const;

async function listedDocuments(): Promise<(Listed & { language: 'tj' | 'ru' | 'en' })[]> {
  const all = [];
  for (const list of LISTS)
    for (const [id, language] of LANGUAGES) {
      const res = await api.app.inject({ url: `/api/${list}?language_id=${id}` });
      expect(res.statusCode).toBe(200);
      const results = (res.json() as { results: Listed[] }).results;
      expect(results.length).toBeGreaterThan(0);
      all.push(...results.map((doc) => ({ ...doc, language })));
    }
  return all;
}

async function expectRealDocument(url: string, language: 'tj' | 'ru' | 'en' | 'all'): Promise<Buffer> {
  const res = await api.app.inject({ url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = res.rawPayload;
  // A document, not a line: the one-line placeholder was 674 bytes.
  expect([url, pdf.length > 10_000]).toEqual([url, true]);
  const parsed = await PDFDocument.load(pdf, { throwOnInvalidObject: true });
  expect(parsed.getPageCount()).toBeGreaterThanOrEqual(language === 'all' ? 3 : 1);
  expect(parsed.getPageCount()).toBeLessThanOrEqual(language === 'all' ? 12 : 4);
  // The uploads' checker passes it: a well-formed PDF with nothing active in it.
  const check = await checkDocument(path.basename(url), pdf);
  expect([url, check.ok]).toEqual([url, true]);
  // Its text is in an embedded Unicode font with a map back to the characters.
  const raw = pdf.toString('latin1');
  expect(raw).toMatch(/\/Subtype \/CIDFontType2/);
  expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
  expect(raw).toMatch(/\/ToUnicode \d+ 0 R/);
  const text = pdfText(pdf);
  if (text !== null) {
    const words = text.replace(/\s+/g, ' ');
    expect([url, words.length > 1000]).toEqual([url, true]);
    const tajik = words.match(TAJIK_LETTERS)?.length ?? 0;
    if (language === 'tj' || language === 'all') expect([url, tajik > 30]).toEqual([url, true]);
    if (language === 'ru') {
      expect(words).toMatch(/[а-яё]{4,}/);
      expect([url, tajik]).toEqual([url, 0]);
    }
    if (language === 'en') expect([url, /[а-яё]/i.test(words.replace(/Корти Миллӣ/g, ''))]).toEqual([url, false]);
    if (language === 'all') expect(words).toMatch(/[a-z]{4,}.*Page \d+ of \d+/);
  }
  return pdf;
}

describe('the documents the lists offer', () => {
  it('links each language its own PDF, a real document whose listed size is its size', async () => {
    const listed = await listedDocuments();
    // Reports, tariffs, rules, the manual; the questionnaire, the licence, the agreement: in three languages.
    expect(listed.length).toBe(27);
    for (const doc of listed) {
      expect(doc.url).toMatch(new RegExp(`^/api/files/[a-z0-9-]+-${doc.language}\\.pdf$`));
      const pdf = await expectRealDocument(doc.url, doc.language);
      expect([doc.url, doc.sizeBytes]).toEqual([doc.url, pdf.length]);
    }
  });

  it('gives the Tajik visitor the annual report in Tajik, with its key figures', async () => {
    const [tj] = (await listedDocuments()).filter((d) => d.language === 'tj' && /2024/.test(d.url));
    expect(tj?.url).toBe('/api/files/annual-report-2024-tj.pdf');
    const pdf = (await api.app.inject({ url: tj!.url })).rawPayload;
    expect(await PDFDocument.load(pdf).then((d) => d.getTitle())).toBe(tj!.title);
    const text = pdfText(pdf);
    if (text === null) return; // pdftotext (poppler-utils) is not installed: the text is not read here.
    expect(text).toContain('Нишондиҳандаҳои асосии молиявӣ');
    expect(text).toMatch(/Ҳамагӣ дороиҳо\s+612 480\s+781 350/);
  });
});

describe('the documents the site links', () => {
  const linked = [...linkedInSource()].sort();

  it('finds the footer’s manuals and tariffs and the tenders’ documents', () => {
    expect(linked).toEqual(
      expect.arrayContaining([
        '/api/files/internet-banking-manual.pdf',
        '/api/files/ssb-mobile-manual.pdf',
        '/api/files/tariffs.pdf',
        '/api/files/tender-atm.pdf',
        '/api/files/tender-bokhtar.pdf',
      ]),
    );
    for (const t of tenders) if (t.doc.document) expect(linked).toContain(t.doc.document);
  });

  it('serves each of them as one real document in the three languages', async () => {
    for (const url of linked) await expectRealDocument(url, 'all');
  });
});

describe('making the documents', () => {
  it('makes the same bytes every time, once per name', () => {
    for (const name of DOCUMENT_NAMES) {
      expect(renderDocument(name, ['tj']).equals(renderDocument(name, ['tj']))).toBe(true);
    }
    expect(findDocument('tariffs-legal-ru.pdf')).toBe(findDocument('tariffs-legal-ru.pdf'));
  });

  it('answers 404 for a document the bank does not have', async () => {
    for (const url of [
      '/api/files/no-such-document.pdf',
      '/api/files/annual-report-2024-de.pdf',
      '/api/files/annual-report-2023.pdf',
      '/api/files/tariffs-tj.txt',
    ]) {
      expect([url, (await api.app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });

  it(`reads the text with pdftotext ${HAVE_PDFTOTEXT ? '(installed)' : '— skipped: poppler-utils is not installed'}`, () => {
    // The checks of the text above run only where pdftotext is; this names which it was.
    expect(typeof HAVE_PDFTOTEXT).toBe('boolean');
  });
});
