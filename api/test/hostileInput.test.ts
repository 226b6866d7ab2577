/**
 * The API's findings of the penetration test (issue 37), each sent exactly as found, as a real
 * multipart request to a real API on a real database: the answer, in the visitor's language, and
 * that nothing was kept of a refused application (no row, no document, no outbox entry, no
 * temporary file). Document checks one by one: documents/checkDocument.test.ts; the bombs under
 * a concurrent reader: documentBombs.test.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { compressedPdf, pngBombs, pngChunk, blackPng, WORD_PACKAGE, zip } from './documents';
import { AS_PROMETHEUS, CARD, FILES, post, readEml, startApi, stored, type Part, type TestApi } from './helpers';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const COMPLAINT: Record<string, Part> = {
  type: 'complaint',
  surname: 'Каримова',
  name: 'Зарина',
  email: 'zarina@example.tj',
  topic: 'cards',
  message: 'Корти ман дар банкомат монд, лутфан занг занед.',
  consent: 'true',
};

/** Everything an application leaves behind, counted (once the notifications of earlier ones are written). */
async function footprint() {
  const { db } = await api.db();
  const pending = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sent_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  for (let i = 0; i < 200 && (await pending()) > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
  const count = async (table: 'application' | 'application_file' | 'outbox') =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tmp = path.join(api.dataDir, 'uploads/.tmp');
  const outbox = path.join(api.dataDir, 'outbox');
  return {
    applications: await count('application'),
    files: await count('application_file'),
    outbox: await count('outbox'),
    documents: (await api.documentNames()).length,
    temporary: existsSync(tmp) ? readdirSync(tmp).length : 0,
    mails: existsSync(outbox) ? readdirSync(outbox).length : 0,
  };
}

/** Sends and checks that the answer is the refusal expected and nothing was kept. */
async function refused(
  fields: Record<string, Part>,
  lang: number,
  status: number,
  expected: { error: string; field: string | null; message: RegExp | string },
) {
  const before = await footprint();
  const res = await post(api.app, fields, { lang });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({
    ...expected,
    message: typeof expected.message === 'string' ? expected.message : expect.stringMatching(expected.message),
  });
  expect(await footprint()).toEqual(before);
}

const inspections = async (app: FastifyInstance) => {
  const lines = (await app.inject({ url: '/metrics', headers: AS_PROMETHEUS })).body.split('\n');
  return lines.filter((l) => l.startsWith('ssb_document_inspections_total{')).reduce((sum, l) => sum + Number(l.split(' ')[1]), 0);
};

/** The staff e-mail of an application, decoded. */
async function notification(id: string): Promise<string> {
  const eml = path.join(api.dataDir, 'outbox', `${id}.eml`);
  for (let i = 0; i < 100 && !existsSync(eml); i += 1) await new Promise((r) => setTimeout(r, 20));
  return readEml(eml);
}

describe('1. decompression bombs', () => {
  const { largeDeclared, hugeStream } = pngBombs();

  it('are not looked at when the form is refused anyway: its fields are checked first', async () => {
    const before = await inspections(api.app);
    const { surname: _missing, ...withoutSurname } = CARD;
    for (const bomb of [largeDeclared, hugeStream]) {
      await refused({ ...withoutSurname, file1: { data: bomb, name: 'passport.png' } }, 3, 400, {
        error: 'required',
        field: 'surname',
        message: 'This field is required',
      });
    }
    expect(await inspections(api.app)).toBe(before);
  });

  it('a PNG that declares 20,000 x 20,000 pixels: 415 from its header, in the visitor language', async () => {
    await refused({ ...CARD, file1: { data: largeDeclared, name: 'passport.png' } }, 1, 415, {
      error: 'image_too_large',
      field: 'file1',
      message: 'Тасвир хеле калон аст (зиёда аз 40 мегапиксел). Онро хурдтар карда, боз фиристед',
    });
    await refused({ ...CARD, file1: { data: largeDeclared, name: 'passport.png' } }, 2, 415, {
      error: 'image_too_large',
      field: 'file1',
      message: 'Изображение слишком большое (более 40 мегапикселей). Уменьшите его и отправьте снова',
    });
  });

  it('a PNG that declares 100 x 100 pixels and carries 300 MB of image data: 415, inflation stopped at its size', async () => {
    await refused({ ...CARD, file1: { data: hugeStream, name: 'passport.png' } }, 3, 415, {
      error: 'file_damaged',
      field: 'file1',
      message: /^The file is damaged/,
    });
  });

  it('a 40-megapixel PNG, the largest taken, is stored (its data inflated in a worker, counted, not kept)', async () => {
    const res = await post(api.app, { ...CARD, file1: { data: blackPng(6_666, 6_000), name: 'scan.png' } });
    expect(res.statusCode).toBe(201);
  });
});

describe('every inspector busy', () => {
  it('answers 503 with Retry-After and keeps nothing of that application; the others are stored', async () => {
    const busy = await startApi({ inspection: { threads: 1, queueMax: 0 } });
    try {
      const big = blackPng(6_666, 6_000);
      const answers = await Promise.all([1, 2, 3].map(() => post(busy.app, { ...CARD, file1: { data: big, name: 'scan.png' } }, { lang: 3 })));
      const refusedOnes = answers.filter((a) => a.statusCode === 503);
      expect(refusedOnes.length).toBeGreaterThanOrEqual(1);
      for (const answer of refusedOnes) {
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toEqual({ error: 'busy', field: null, message: 'The service is busy and nothing was saved. Send it again in 5 s' });
      }
      const created = answers.filter((a) => a.statusCode === 201);
      expect(created.length + refusedOnes.length).toBe(3);
      expect((await stored(busy.app)).length).toBe(created.length);
      expect(await busy.documentNames()).toHaveLength(created.length * 2);
    } finally {
      await busy.close();
    }
  });
});

describe('no input makes a 5xx', () => {
  /** mulberry32: the same mutations on every run. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('answers 60 damaged variants of hostile and plain documents with a 201 or a 4xx, storing only the 201s', async () => {
    const rnd = random(37);
    const bases: [string, 'file1' | 'file2', Buffer][] = [
      ['inn.pdf', 'file2', compressedPdf('/OpenAction [3 0 R /Fit] ')],
      ['inn.pdf', 'file2', FILES.pdf],
      ['passport.png', 'file1', blackPng(16, 16, [pngChunk('tEXt', Buffer.from('Software\0x'))])],
      ['passport.jpg', 'file1', FILES.jpeg],
      ['inn.docx', 'file2', FILES.docx],
      ['inn.docx', 'file2', zip(WORD_PACKAGE)],
    ];
    const before = (await stored(api.app)).length;
    let created = 0;
    for (let i = 0; i < 60; i += 1) {
      const [name, field, base] = bases[i % bases.length]!;
      const doc = Buffer.from(base);
      for (let n = 0; n < 1 + Math.floor(rnd() * 6); n += 1) doc[Math.floor(rnd() * doc.length)] = Math.floor(rnd() * 256);
      const cut = rnd() < 0.2 ? doc.subarray(0, Math.floor(rnd() * doc.length)) : doc;
      const res = await post(api.app, { ...CARD, [field]: { data: cut, name } });
      expect({ i, name, status: res.statusCode === 201 || (res.statusCode >= 400 && res.statusCode < 500) }).toEqual({ i, name, status: true });
      if (res.statusCode === 201) created += 1;
    }
    expect((await stored(api.app)).length).toBe(before + created);
  });
});

describe('2. active content is refused with 415 in the visitor language', () => {
  const unsafe = { error: 'file_unsafe', field: 'file2' };
  it.each([
    [
      'a PDF with JavaScript inside a compressed object stream',
      compressedPdf('/Names << /JavaScript 4 0 R >> ', { 4: '<< /Names [(a) 5 0 R] >>', 5: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
    ],
    ['a PDF with an /OpenAction action', compressedPdf('/OpenAction 4 0 R ', { 4: '<< /S /JavaScript /JS (app.alert\\(2\\)) >>' })],
    [
      'a PDF with a /URI action',
      compressedPdf('', { 4: '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://evil.example) >> >>' }),
    ],
    ['a PDF with additional actions (/AA)', compressedPdf('/AA << /WC 4 0 R >> ', { 4: '<< /S /Named /N /Print >>' })],
    ['a PDF with a /Launch action', compressedPdf('', { 4: '<< /S /Launch /F (cmd.exe) >>' })],
    ['a PDF with an /EmbeddedFile', compressedPdf('', { 4: '<< /Type /EmbeddedFile /Length 0 >>' })],
    ['a PDF with an XFA form', compressedPdf('/AcroForm << /Fields [] /XFA 4 0 R >> ', { 4: '<< >>' })],
    ['a PDF with <img onerror> in its data', compressedPdf('', { 4: '<< /Subject (<img src=x onerror=alert\\(document.cookie\\)>) >>' })],
  ])('%s', async (_label, pdf) => {
    await refused({ ...CARD, file2: { data: pdf, name: 'inn.pdf' } }, 2, 415, {
      ...unsafe,
      message: 'Файл содержит код, ссылки, вложения, макросы или веб-страницу и не принимается. Отправьте документ как обычный PDF или изображение',
    });
  });

  it('a PNG with <img onerror> in its data', async () => {
    const png = blackPng(4, 4, [pngChunk('tEXt', Buffer.from('Comment\0<img src=x onerror=alert(1)>'))]);
    await refused({ ...CARD, file1: { data: png, name: 'passport.png' } }, 1, 415, {
      error: 'file_unsafe',
      field: 'file1',
      message: 'Файл дорои код, пайванд, замима, макрос ё саҳифаи веб аст ва қабул намешавад. Ҳуҷҷатро ҳамчун PDF ё расми оддӣ фиристед',
    });
  });

  it('a .docx whose zip entry declares 4 GiB, one with macros, one with an external relationship', async () => {
    const docx = (extra: Record<string, string | { data: string; deflate: boolean; declaredSize: number }>) => ({
      ...CARD,
      type: 'general',
      file1: { data: FILES.jpeg, name: 'passport.jpg' },
      file2: { data: zip({ ...WORD_PACKAGE, ...extra }), name: 'inn.docx' },
      file3: { data: FILES.xls, name: 'salary.xls' },
    });
    const message = /^The file contains code, links, attachments, macros or a web page/;
    await refused(docx({ 'word/media/big.bin': { data: 'x', deflate: true, declaredSize: 0xffffffff } }), 3, 415, { ...unsafe, message });
    await refused(docx({ 'word/vbaProject.bin': 'Attribute VB_Name' }), 3, 415, { ...unsafe, message });
    await refused(
      docx({
        'word/_rels/document.xml.rels':
          '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://evil.example/pixel.png" TargetMode="External"/></Relationships>',
      }),
      3,
      415,
      { ...unsafe, message },
    );
  });

  it('a PNG with harmless text chunks is stored without them (re-encoded from its pixels)', async () => {
    const png = blackPng(4, 4, [pngChunk('tEXt', Buffer.from('Software\0Scanner 2.1'))]);
    const res = await post(api.app, { ...CARD, file1: { data: png, name: 'passport.png' } });
    expect(res.statusCode).toBe(201);
    const file = (await stored(api.app)).find((a) => a.id === (res.json() as { id: string }).id)?.files.find((f) => f.field === 'file1');
    const kept = await (await api.db()).uploads.read(file?.storedName ?? '');
    expect(kept?.includes(Buffer.from('tEXt'))).toBe(false);
    expect(kept?.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect(file?.size).toBe(kept?.length);
  });
});

/** A multipart body written byte by byte: file names exactly as a hostile client sends them. */
function rawPost(app: FastifyInstance, fileName: string, lang = 3) {
  const boundary = '----ssbRaw7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(CARD)) {
    if (typeof value !== 'string') continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file1"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    FILES.png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return app.inject({
    method: 'POST',
    url: `/api/sendEmailContent/?language_id=${lang}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

describe('3. file names are display hints', () => {
  it.each([
    ['a NUL', 'pass\u0000port.png', 'passport.png'],
    ['an ESC', '\u001b[31mpassport.png', '[31mpassport.png'],
    ['an RLO (U+202E)', 'scan\u202Egnp.exe', 'scangnp.exe'],
  ])('a name with %s: its characters removed from the display name', async (_label, fileName, shown) => {
    const res = await rawPost(api.app, fileName);
    const app = (await stored(api.app)).find((a) => a.id === (res.json() as { id?: string }).id);
    if (shown.endsWith('.exe')) {
      // Cleaned, the name says what it is: not a picture.
      expect(res.statusCode).toBe(415);
      expect(app).toBeUndefined();
      return;
    }
    expect(res.statusCode).toBe(201);
    const file = app?.files.find((f) => f.field === 'file1');
    expect(file?.originalName).toBe(shown);
    expect(file?.storedName).toMatch(/^[0-9a-f-]{36}-file1-[0-9a-f]{8}\.png$/);
  });

  it.each([
    ['a bare LF', 'pass\nport.png'],
    ['a bare CR', 'pass\rport.png'],
  ])('a name with %s (the parser drops the part): 400 naming the field, nothing stored', async (_label, fileName) => {
    const before = await footprint();
    const res = await rawPost(api.app, fileName, 2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'part_unreadable',
      field: 'file1',
      message: 'Часть формы не удалось прочитать, ничего не сохранено. Переименуйте файл без особых символов и отправьте снова',
    });
    expect(await footprint()).toEqual(before);
  });

  it('a name with CR LF (it cuts the header line): never a 201 without the document', async () => {
    const before = await footprint();
    const res = await rawPost(api.app, 'pass\r\nport.png');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await footprint()).toEqual(before);
  });

  it('a name of 300 characters: the display name keeps 120 with its extension', async () => {
    const res = await rawPost(api.app, `${'ф'.repeat(296)}.png`);
    expect(res.statusCode).toBe(201);
    const name = (await stored(api.app)).find((a) => a.id === (res.json() as { id: string }).id)?.files[0]?.originalName ?? '';
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('….png')).toBe(true);
  });
});

describe('4. personal names', () => {
  it.each([
    // Line and paragraph separators are white space to trim(): a name of nothing else is empty.
    ['U+2028 LINE SEPARATOR', '\u2028', 'required'],
    ['U+2029 PARAGRAPH SEPARATOR', '\u2029', 'required'],
    ['U+2063 INVISIBLE SEPARATOR', '\u2063', 'characters'],
    ['U+00AD SOFT HYPHEN', '\u00AD', 'characters'],
    ['U+3164 HANGUL FILLER', '\u3164', 'characters'],
    ['U+115F HANGUL CHOSEONG FILLER', '\u115F', 'characters'],
    ['tag characters (U+E0041 U+E0042)', '\u{E0041}\u{E0042}', 'characters'],
  ])('a name made of %s: 400 naming the field', async (_label, invisible, error) => {
    for (const field of ['surname', 'name', 'patronymic']) {
      await refused({ ...CARD, [field]: invisible.repeat(3) }, 3, 400, {
        error,
        field,
        message: /^(The text holds characters that are not allowed|This field is required)/,
      });
    }
    // Hidden inside a real name, too.
    await refused({ ...CARD, name: `Ali${invisible}jon` }, 3, 400, { error: 'characters', field: 'name', message: /not allowed/ });
  });

  it.each([
    ['digits', 'Ali2'],
    ['a dot', 'A. Rahimov'],
    ['an emoji', 'Ali 😀'],
    ['punctuation only', "'-'"],
    ['markup', '<b>Ali</b>'],
  ])('a name with %s: 400 name_characters in the visitor language', async (_label, value) => {
    await refused({ ...CARD, surname: value }, 1, 400, {
      error: 'name_characters',
      field: 'surname',
      message: 'Ном бояд аз ҳарфҳо иборат бошад; байни онҳо танҳо як фосила, дефис ё апостроф гузоштан мумкин аст',
    });
  });

  it('takes names with letters of Tajik, Russian and English, hyphens, spaces and the three apostrophes', async () => {
    for (const [surname, name, patronymic] of [
      ['Ҷӯраев-Қодирзода', 'Ғуломҳусайн', 'Иброҳимович'],
      ["O'Neil", 'Mary Ann', 'D’Arcy'],
      ['Маъруфов', 'Шаҳриёр', 'Нурʼалиевич'],
    ] as const) {
      expect((await post(api.app, { ...CARD, surname, name, patronymic })).statusCode).toBe(201);
    }
  });
});

describe('5. the staff e-mail and the e-mail address', () => {
  it('carries nothing a visitor wrote: a message cannot put a line of its own into the staff e-mail', async () => {
    const message = 'Kartam ishlamayapti, yordam bering.\nfile1: forged line\namount: 999999 TJS';
    const res = await post(api.app, { ...COMPLAINT, message });
    expect(res.statusCode).toBe(201);
    const mail = await notification((res.json() as { id: string }).id);
    for (const line of ['Kartam', 'forged line', '999999']) expect(mail).not.toContain(line);
  });

  it.each([
    ['<x>@y.zz', 'email'],
    ['"x"@y.tj', 'email'],
    ['a b@c.tj', 'email'],
    ['x@y', 'email'],
    ['x@y.t', 'email'],
    ['x@y.t1', 'email'],
    ['x..y@z.tj', 'email'],
    ['.x@z.tj', 'email'],
    ['x@-y.tj', 'email'],
    ['x@y-.tj', 'email'],
    ["o'neil@z.tj", 'email'],
    [`${'a'.repeat(65)}@z.tj`, 'email'],
    // A control character is refused before the address is looked at.
    ['x\u0007@z.tj', 'characters'],
  ])('refuses the address %j', async (email, error) => {
    await refused({ ...COMPLAINT, email }, 2, 400, { error, field: 'email', message: /[а-я]/ });
  });

  it('takes real addresses, punycode top-level domains too', async () => {
    for (const email of ['first.last+tag@mail.example.tj', 'a_b-c@sub.domain.co', 'x@xn--d1acj3b.xn--p1ai']) {
      expect((await post(api.app, { ...COMPLAINT, email })).statusCode).toBe(201);
    }
  });
});
