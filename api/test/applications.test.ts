import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { CARD as CARD_FIELDS, FILES, GENERAL as GENERAL_FIELDS, pdfOfSize, post, startApi, stored, type Part, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

// Every application carries the visitor's consent to the processing of personal data.
const CARD: Record<string, Part> = { ...CARD_FIELDS, consent: 'true' };
const GENERAL: Record<string, Part> = { ...GENERAL_FIELDS, consent: 'true' };
const COMPLAINT: Record<string, Part> = {
  type: 'complaint',
  surname: 'Каримова',
  name: 'Зарина',
  email: 'Zarina.K@Example.tj',
  topic: 'mobile_app',
  message: 'SSB Mobile пас аз навсозӣ кушода намешавад.',
  consent: 'true',
};
const CREDIT: Record<string, Part> = {
  ...GENERAL,
  type: 'credit',
  nameProduct: 'Қарзи истеъмолӣ',
  city: 'Хуҷанд',
  amount: '25000',
  months: '24',
  purpose: 'education',
};

/** The staff notification of an application, once the outbox has written it. */
async function notification(id: string): Promise<string> {
  const eml = path.join(api.dataDir, 'outbox', `${id}.eml`);
  // The outbox works after the answer; a busy CI machine may take a few seconds.
  for (let i = 0; i < 500 && !existsSync(eml); i += 1) await new Promise((r) => setTimeout(r, 20));
  // Quoted-printable: soft line breaks joined, UTF-8 bytes decoded.
  const raw = readFileSync(eml, 'utf8').replace(/=\r?\n/g, '');
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

interface DetailRow {
  kind: string;
  email: string | null;
  topic: string | null;
  amount: number | null;
  months: number | null;
  city: string | null;
  purpose: string | null;
  consent_at: string | null;
  received_at: string;
}
async function details(id: string): Promise<DetailRow | undefined> {
  const { db } = await api.db();
  const { rows } = await sql<DetailRow>`
    SELECT kind, email, topic, amount, months, city, purpose, consent_at, received_at FROM application WHERE id = ${id}`.execute(db.kysely);
  return rows[0];
}

const without = (fields: Record<string, Part>, name: string) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== name));

describe('POST /api/sendEmailContent/ accepts', () => {
  it('a card application: 201, stored with its files under generated names, fsynced to the data folder', async () => {
    const res = await post(api.app, CARD, { lang: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: string; status: string };
    expect(body.status).toBe('accepted');
    const app = (await stored(api.app)).find((a) => a.id === body.id);
    expect(app).toMatchObject({ kind: 'card', languageId: 1, fields: { surname: 'Раҳимов', card_type: 'VISA', phone: '+992 93 123 45 67' } });
    expect(app?.files.map((f) => [f.field, f.originalName, f.mime])).toEqual([
      ['file1', 'passport.png', 'image/png'],
      ['file2', 'inn.pdf', 'application/pdf'],
    ]);
    for (const f of app?.files ?? []) {
      expect(f.storedName).not.toContain('passport');
      expect(f.storedName.startsWith(body.id)).toBe(true);
      expect((await (await api.db()).uploads.read(f.storedName))?.length).toBe(f.size);
    }
  });

  it('a card application of a network the bank issues only; the internal name of another is refused', async () => {
    const korti = await post(api.app, { ...CARD, card_type: 'KORTI_MILLI' }, { lang: 1 });
    expect(korti.statusCode).toBe(201);
    const other = await post(api.app, { ...CARD, card_type: 'AMEX' }, { lang: 3 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'invalid', field: 'card_type' });
  });

  it('a general application with jpeg, docx and xls, and a vacancy application without files', async () => {
    expect((await post(api.app, GENERAL)).statusCode).toBe(201);
    const vacancy = {
      type: 'vacancy',
      surname: 'Каримов',
      name: 'Далер',
      patronymic: 'Ҷамшедович',
      branch: 'Хуҷанд',
      phone: '(992) 918-00-00-01',
      vacancy_title: 'Cashier',
      consent: 'true',
    };
    expect((await post(api.app, vacancy)).statusCode).toBe(201);
  });

  it('writes a notification for the staff to the outbox (.eml)', async () => {
    const res = await post(api.app, CARD);
    const { id } = res.json() as { id: string };
    const eml = path.join(api.dataDir, 'outbox', `${id}.eml`);
    for (let i = 0; i < 50 && !existsSync(eml); i += 1) await new Promise((r) => setTimeout(r, 20));
    const text = readFileSync(eml, 'utf8');
    // The reference the visitor was shown after sending (the Cyrillic name makes the subject Q-encoded).
    expect(text).toMatch(new RegExp(`^Subject: .*Application[_ ]card[_ ]${id.slice(0, 8).toUpperCase()}`, 'm'));
    expect(text).toContain('To: applications@ssb.tj');
    expect(text).toContain(id);
  });

  it('stores SQL-looking and script-looking input as plain text and returns it inert', async () => {
    // In fields that take any printable text (names take letters only: hostileInput.test.ts).
    const evil = {
      ...CARD,
      branch: "Robert'); DROP TABLE application;--",
      nameProduct: '<script>alert(1)</script>',
      card_expire_date: '" OR 1=1 --',
    };
    const res = await post(api.app, evil);
    expect(res.statusCode).toBe(201);
    const read = await api.app.inject({ url: '/api/test/applications' });
    expect(read.headers['content-type']).toContain('application/json');
    const app = (read.json() as { results: { id: string; fields: Record<string, string> }[] }).results.find(
      (a) => a.id === (res.json() as { id: string }).id,
    );
    expect(app?.fields).toMatchObject({
      branch: "Robert'); DROP TABLE application;--",
      nameProduct: '<script>alert(1)</script>',
      card_expire_date: '" OR 1=1 --',
    });
    // The table is still there and still answers.
    expect((await stored(api.app)).length).toBeGreaterThan(3);
    expect((await api.app.inject({ url: '/api/Credit/?language_id=1' })).statusCode).toBe(200);
  });

  it('a complaint whose message has paragraphs, with its line breaks as \\n and its text in NFC', async () => {
    const complaint = { ...COMPLAINT, message: 'The ATM kept my card.\r\nPlease call me. Қарз' };
    const res = await post(api.app, complaint);
    expect(res.statusCode).toBe(201);
    const app = (await stored(api.app)).find((a) => a.id === (res.json() as { id: string }).id);
    expect(app?.fields.message).toBe('The ATM kept my card.\nPlease call me. Қарз');
  });
});

describe('a complaint', () => {
  it('without an attachment: its topic and consent in columns, its e-mail only in the sealed form, and none of it in the staff e-mail', async () => {
    const res = await post(api.app, COMPLAINT, { lang: 1 });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const row = await details(id);
    expect(row).toMatchObject({ kind: 'complaint', email: null, topic: 'mobile_app', amount: null, purpose: null });
    expect(row?.consent_at).toBe(row?.received_at);
    const app = (await stored(api.app)).find((a) => a.id === id);
    expect(app?.fields.email).toBe('Zarina.K@Example.tj');
    expect(app?.files).toEqual([]);
    // The mail names the kind and the reference, and links to the back office: nothing the visitor wrote.
    const mail = await notification(id);
    expect(mail).toContain(`complaint ${id.slice(0, 8).toUpperCase()}`);
    expect(mail).toContain(`http://localhost:8086/applications/${id}`);
    for (const value of [String(COMPLAINT.surname), String(COMPLAINT.name), 'Zarina', 'SSB Mobile пас аз']) expect(mail).not.toContain(value);
  });

  it('with a PDF attachment and a Tajik phone instead of an e-mail', async () => {
    const withPhone = { ...without(COMPLAINT, 'email'), phone: '+992 93 555 12 34', file1: { data: FILES.pdf, name: 'receipt.pdf' } };
    const res = await post(api.app, withPhone);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const app = (await stored(api.app)).find((a) => a.id === id);
    expect(app?.files.map((f) => [f.field, f.originalName, f.mime])).toEqual([['file1', 'receipt.pdf', 'application/pdf']]);
    const mail = await notification(id);
    for (const value of ['receipt', '93 555', '935551234']) expect(mail).not.toContain(value);
  });

  const refusals: [string, Record<string, Part>, number, string, string, string][] = [
    [
      'without an e-mail or a phone',
      without(COMPLAINT, 'email'),
      400,
      'contact',
      'email',
      'Укажите электронную почту или телефон, чтобы мы могли ответить',
    ],
    [
      'with a message under 20 characters',
      { ...COMPLAINT, message: 'Плохо работает' },
      400,
      'message_short',
      'message',
      'Слишком коротко: напишите не менее 20 символов',
    ],
    [
      'with a message over 2000 characters',
      { ...COMPLAINT, message: 'а'.repeat(2001) },
      400,
      'message_long',
      'message',
      'Слишком длинно: не более 2000 символов',
    ],
    [
      'with a phone that is not Tajik',
      { ...COMPLAINT, phone: '+7 912 345 67 89' },
      400,
      'phone_tj',
      'phone',
      'Введите номер с +992 и 9 цифрами, например +992 93 123 45 67',
    ],
    ['with a malformed e-mail', { ...COMPLAINT, email: 'zarina@' }, 400, 'email', 'email', 'Некорректный адрес электронной почты'],
    ['without a topic', without(COMPLAINT, 'topic'), 400, 'required', 'topic', 'Это поле обязателен для заполнения'],
    ['with a topic off the list', { ...COMPLAINT, topic: 'weather' }, 400, 'invalid', 'topic', 'Недопустимое значение'],
    [
      'with a Word attachment',
      { ...COMPLAINT, file1: { data: FILES.docx, name: 'letter.docx' } },
      415,
      'file_type',
      'file1',
      'Тип файла не принимается. Допустимы: png, jpeg, jpg, pdf',
    ],
    [
      'with a second attachment',
      { ...COMPLAINT, file1: { data: FILES.png, name: 'a.png' }, file2: { data: FILES.png, name: 'b.png' } },
      400,
      'unknown_field',
      'file2',
      'Это поле не принимается',
    ],
  ];
  it.each(refusals)('is refused %s', async (_label, fields, status, error, field, message) => {
    const before = (await stored(api.app)).length;
    const res = await post(api.app, fields, { lang: 2 });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error, field, message });
    expect((await stored(api.app)).length).toBe(before);
  });
});

describe('a credit application', () => {
  it('stores its sum, term, city and purpose in columns, and sends the staff its kind and reference only', async () => {
    const res = await post(api.app, CREDIT);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(await details(id)).toMatchObject({ kind: 'credit', amount: 25000, months: 24, city: 'Хуҷанд', purpose: 'education' });
    const mail = await notification(id);
    expect(mail).toMatch(new RegExp(`^Subject: .*Application[_ ]credit[_ ]${id.slice(0, 8).toUpperCase()}`, 'm'));
    for (const line of ['25000', 'Хуҷанд', String(CREDIT.surname)]) expect(mail).not.toContain(line);
  });

  const refusals: [string, Record<string, Part>, string, string, string][] = [
    ['a sum under 1 000 TJS', { ...CREDIT, amount: '500' }, 'amount_range', 'amount', 'The amount must be from 1,000 to 500,000 TJS'],
    ['a sum over 500 000 TJS', { ...CREDIT, amount: '500001' }, 'amount_range', 'amount', 'The amount must be from 1,000 to 500,000 TJS'],
    ['a term of 2 months', { ...CREDIT, months: '2' }, 'months_range', 'months', 'The term must be from 3 to 60 months'],
    ['a term of 61 months', { ...CREDIT, months: '61' }, 'months_range', 'months', 'The term must be from 3 to 60 months'],
    // Express loan in the seed: 1 000–15 000 TJS for 12–24 months.
    [
      "a sum over its product's limit",
      { ...CREDIT, product_id: '6', amount: '20000', months: '12' },
      'amount_range',
      'amount',
      'The amount must be from 1,000 to 15,000 TJS',
    ],
    [
      "a term over its product's limit",
      { ...CREDIT, product_id: '6', amount: '10000', months: '36' },
      'months_range',
      'months',
      'The term must be from 12 to 24 months',
    ],
    ['a sum that is not a number', { ...CREDIT, amount: '25 000' }, 'invalid', 'amount', 'Invalid value'],
    ['no purpose', without(CREDIT, 'purpose'), 'required', 'purpose', 'This field is required'],
    ['a purpose off the list', { ...CREDIT, purpose: 'holiday' }, 'invalid', 'purpose', 'Invalid value'],
    ['no city', without(CREDIT, 'city'), 'required', 'city', 'This field is required'],
  ];
  it.each(refusals)('is refused with %s (400)', async (_label, fields, error, field, message) => {
    const res = await post(api.app, fields, { lang: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field, message });
  });

  it("takes a sum within its product's limits that the site's general limits would not", async () => {
    // Business development loan: up to 2 000 000 TJS.
    expect((await post(api.app, { ...CREDIT, product_id: '7', amount: '1500000', months: '48' })).statusCode).toBe(201);
  });
});

describe('consent to the processing of personal data', () => {
  it.each([
    ['a card application without it', without(CARD, 'consent')],
    ['a complaint without it', without(COMPLAINT, 'consent')],
    ['a credit application that refused it', { ...CREDIT, consent: 'false' }],
  ])('is required: %s is refused (400) in the visitor language', async (_label, fields) => {
    const before = (await stored(api.app)).length;
    const res = await post(api.app, fields, { lang: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'consent', field: 'consent', message: 'Барои фиристодан ба коркарди маълумоти шахсӣ розигӣ диҳед' });
    expect((await stored(api.app)).length).toBe(before);
  });
});

describe('POST /api/sendEmailContent/ refuses, naming the field in the request language', () => {
  const cases: [string, Record<string, Part>, number, string, string][] = [
    ['a missing required field', without(CARD, 'patronymic'), 400, 'required', 'patronymic'],
    ['a missing type', without(CARD, 'type'), 400, 'required', 'type'],
    ['an unknown type', { ...CARD, type: 'loan' }, 400, 'invalid', 'type'],
    ['a phone with 8 digits', { ...CARD, phone: '93 123 456' }, 400, 'phone', 'phone'],
    ['a phone with letters', { ...CARD, phone: '93123456x7' }, 400, 'phone', 'phone'],
    ['an unknown field', { ...CARD, isAdmin: '1' }, 400, 'unknown_field', 'isAdmin'],
    ['an unknown file field', { ...CARD, file4: { data: FILES.png, name: 'x.png' } }, 400, 'unknown_field', 'file4'],
    ['a text in a file field', { ...CARD, file1: 'passport' }, 400, 'not_a_file', 'file1'],
    ['an executable named .pdf', { ...CARD, file2: { data: FILES.exe, name: 'inn.pdf' } }, 415, 'file_type', 'file2'],
    ['a pdf named .png', { ...CARD, file1: { data: FILES.pdf, name: 'passport.png' } }, 415, 'file_type', 'file1'],
    ['a png named .exe', { ...CARD, file1: { data: FILES.png, name: 'passport.exe' } }, 415, 'file_type', 'file1'],
    [
      'a zip that is not docx',
      { ...CARD, file1: { data: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]), name: 'a.docx' } },
      415,
      'file_type',
      'file1',
    ],
    // Content checked deeper than its first bytes (cases of each kind: documents/checkDocument.test.ts).
    [
      'a PDF that carries a web page (a polyglot)',
      { ...CARD, file2: { data: pdfOfSize(2000, '<html><script>alert(1)</script>'), name: 'inn.pdf' } },
      415,
      'file_unsafe',
      'file2',
    ],
    ['a PDF cut off in transfer', { ...CARD, file2: { data: pdfOfSize(2000).subarray(0, 1200), name: 'inn.pdf' } }, 415, 'file_damaged', 'file2'],
    [
      'a PNG with bytes after its end',
      { ...CARD, file1: { data: Buffer.concat([FILES.png, Buffer.from('tail')]), name: 'passport.png' } },
      415,
      'file_damaged',
      'file1',
    ],
    ['a general application without the salary statement', without(GENERAL, 'file3'), 400, 'required', 'file3'],
    ['a field longer than allowed', { ...CARD, surname: 'x'.repeat(101) }, 400, 'too_long', 'surname'],
    ['a name with digits', { ...CARD, surname: 'Rahimov2' }, 400, 'name_characters', 'surname'],
    // Text that forges, hides or reorders: refused, never stored or mailed.
    ['a NUL in a name', { ...CARD, name: 'Ali\u0000' }, 400, 'characters', 'name'],
    ['a CR/LF in a name (a forged e-mail line)', { ...CARD, surname: 'Karimov\r\nBcc: all@bank.tj' }, 400, 'characters', 'surname'],
    ['a control character in a name', { ...CARD, patronymic: 'Rahim\u0007ovich' }, 400, 'characters', 'patronymic'],
    ['a zero-width space in a name', { ...CARD, name: 'Ali\u200Bjon' }, 400, 'characters', 'name'],
    ['a bidi override in a name', { ...CARD, surname: '\u202Evomirak' }, 400, 'characters', 'surname'],
    ['a line break in a one-line field', { ...CARD, branch: 'Dushanbe\nKhujand' }, 400, 'characters', 'branch'],
    ['an amount of zero', { ...GENERAL, amount: '0' }, 400, 'invalid', 'amount'],
    ['a term of zero months', { ...GENERAL, months: '0' }, 400, 'invalid', 'months'],
  ];

  it.each(cases)('%s', async (_label, fields, status, error, field) => {
    const before = (await stored(api.app)).length;
    const res = await post(api.app, fields, { lang: 2 });
    expect(res.statusCode).toBe(status);
    const body = res.json() as { error: string; field: string; message: string };
    expect(body).toMatchObject({ error, field });
    expect(body.message).toMatch(/[а-яё]/i);
    expect((await stored(api.app)).length).toBe(before);
  });

  it('a file over 10 MiB (413)', async () => {
    const big = Buffer.concat([FILES.png, Buffer.alloc(10 * 1024 * 1024)]);
    const documentsBefore = await api.documentNames();
    const res = await post(api.app, { ...CARD, file1: { data: big, name: 'passport.png' } }, { lang: 3 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'file_too_large', field: 'file1', message: 'The file is larger than 10 MB' });
    // Nothing of it is kept, under a final name or a temporary one.
    expect(await api.documentNames()).toEqual(documentsBefore);
    const uploads = path.join(api.dataDir, 'uploads');
    if (existsSync(uploads)) {
      const files = readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(uploads, f)).isFile());
      expect(files.some((f) => statSync(path.join(uploads, f)).size > 10 * 1024 * 1024)).toBe(false);
    }
  });

  it('more than 3 files (413)', async () => {
    const res = await post(
      api.app,
      {
        ...GENERAL,
        file1: { data: FILES.png, name: 'a.png' },
        file2: { data: FILES.png, name: 'b.png' },
        file3: { data: FILES.png, name: 'c.png' },
        extra: { data: FILES.png, name: 'd.png' },
      },
      { lang: 1 },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'too_many_files', field: 'files' });
  });

  it('a body that is not multipart (415) and the messages in Tajik by default', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/sendEmailContent/', payload: { type: 'card' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'not_multipart', message: 'Дархост бояд multipart/form-data бошад' });
    const missing = await post(api.app, without(CARD, 'surname'));
    expect(missing.json()).toMatchObject({ error: 'required', field: 'surname', message: 'Ин майдон бояд пур карда шавад' });
  });

  it('a bad language_id', async () => {
    const res = await post(api.app, CARD, { lang: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', field: 'language_id' });
  });
});

describe('Idempotency-Key', () => {
  it('stores a retried application once and answers it the same way', async () => {
    const before = (await stored(api.app)).length;
    const first = await post(api.app, CARD, { key: 'retry-123' });
    const again = await post(api.app, CARD, { key: 'retry-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await stored(api.app)).length).toBe(before + 1);
  });

  it('stores concurrent retries once', async () => {
    const before = (await stored(api.app)).length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(api.app, GENERAL, { key: 'parallel-1' })));
    expect(new Set(answers.map((a) => (a.json() as { id: string }).id)).size).toBe(1);
    expect((await stored(api.app)).length).toBe(before + 1);
  });

  it('refuses the same key with another body (409) and a malformed key (400)', async () => {
    await post(api.app, CARD, { key: 'k-409' });
    const other = await post(api.app, { ...CARD, name: 'Someone else' }, { key: 'k-409' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'idempotency_conflict', field: 'Idempotency-Key' });
    const bad = await post(api.app, CARD, { key: 'has space' });
    expect(bad.statusCode).toBe(400);
  });
});
