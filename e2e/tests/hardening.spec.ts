/**
 * The composed site under bad input, through its /api proxy to the real API: malformed and
 * hostile uploads, a body announced too large, Expect: 100-continue, a forged Host. Each is
 * refused with a 4xx in the API's error shape and the visitor's language, never a 5xx, and
 * nothing is stored. The full seeded fault suite runs against the API itself
 * (api/test/faults.test.ts); this proves the same holds with the site server in front.
 */
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { test, expect } from '../support/fixtures';
import { testDocument } from '../support/documents';
import { TEST_RUN_HEADERS } from '../support/env';

const BOUNDARY = 'ssbE2eFaultBoundary42';

function card(file1: { name: string; data: Buffer }, surname: string): Buffer {
  const fields = {
    type: 'card',
    nameProduct: 'Visa Classic',
    surname,
    name: 'Ali',
    patronymic: 'Karimovich',
    branch: 'Dushanbe',
    phone: '+992 93 123 45 67',
    consent: 'true',
  };
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file1"; filename="${file1.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file1.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  head: string;
  body: string;
}

/** One raw HTTP/1.1 exchange: the tests need headers (Expect, Host, a lying Content-Length) that fetch clients will not send. */
function raw(baseURL: string, head: string, body: Buffer = Buffer.alloc(0), { waitForContinue = false } = {}): Promise<Answer> {
  const url = new URL(baseURL);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const socket: Socket =
    url.protocol === 'https:' ? connectTls({ host: url.hostname, port, servername: url.hostname }) : connectTcp({ host: url.hostname, port });
  return new Promise((resolve, reject) => {
    let text = '';
    let sentBody = !waitForContinue;
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (!sentBody && text.startsWith('HTTP/1.1 100')) {
        sentBody = true;
        text = text.slice(text.indexOf('\r\n\r\n') + 4);
        socket.write(body);
      }
    });
    const answered = () => {
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1];
      return length !== undefined && Buffer.byteLength(text.slice(split + 4)) >= Number(length);
    };
    const finish = () => {
      const split = text.indexOf('\r\n\r\n');
      socket.destroy();
      resolve({ status: Number(text.slice(9, 12)), head: text.slice(0, split), body: text.slice(split + 4) });
    };
    socket.on('data', () => {
      if (sentBody && answered()) finish();
    });
    socket.on('error', reject);
    socket.on('close', finish);
    socket.write(`${head.replace('{host}', url.host)}\r\n`);
    // Written without a half-close: the site server (like a browser's peer) takes a FIN as the visitor leaving.
    if (sentBody) socket.write(body);
  });
}

const marks = Object.entries(TEST_RUN_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');
const post = (path: string, contentType: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nReferer: http://site/ru/apply\r\nConnection: close\r\n${marks}${extra}`;

test.describe('site server hardening', { tag: ['@shell', '@mutating'] }, () => {
  test.describe('the /api proxy under bad input', () => {
    test('malformed multipart bodies: a 4xx in the error shape each, never a 5xx, nothing stored', async ({ baseURL, request }) => {
      const whole = card({ name: 'passport.png', data: testDocument('passport.png') }, 'EndToEndFaultNeverStored');
      const text = whole.toString('latin1');
      const bodies: Record<string, Buffer> = {
        'cut off mid-file': whole.subarray(0, Math.floor(whole.length * 0.8)),
        'no closing boundary': Buffer.from(text.replace(`--${BOUNDARY}--\r\n`, ''), 'latin1'),
        'bare line feeds': Buffer.from(text.replaceAll('\r\n', '\n'), 'latin1'),
        'a field sent twice': Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nVali\r\n`), whole]),
        'a part with no name': Buffer.from(text.replace('name="surname"', 'nom="surname"'), 'latin1'),
        'a PNG with its end cut off': card({ name: 'passport.png', data: testDocument('passport.png').subarray(0, 200) }, 'EndToEndFaultNeverStored'),
      };
      for (const [label, body] of Object.entries(bodies)) {
        const answer = await raw(baseURL!, post('/api/sendEmailContent/', `multipart/form-data; boundary=${BOUNDARY}`, body.length), body);
        expect.soft(answer.status, label).toBeGreaterThanOrEqual(400);
        expect.soft(answer.status, label).toBeLessThan(500);
        expect.soft(Object.keys(JSON.parse(answer.body) as object).sort(), label).toEqual(['error', 'field', 'message']);
      }
      const stored = (await (await request.get('/api/test/applications')).json()) as { results: { fields: Record<string, string> }[] };
      expect(stored.results.filter((a) => a.fields.surname === 'EndToEndFaultNeverStored')).toEqual([]);
    });

    test('a PDF that is also a web page is refused as unsafe, in Russian from a Russian page', async ({ baseURL }) => {
      const pdf = testDocument('inn.pdf').toString('latin1');
      // A valid PDF structure with a web page inside an object: the polyglot a browser would render.
      const polyglot = Buffer.from(
        pdf.replace('/Type /Catalog', '/Type /Catalog /Note (<html><body><script>alert(document.cookie)</script></body></html>)'),
        'latin1',
      );
      const body = card({ name: 'passport.pdf', data: polyglot }, 'EndToEndPolyglot');
      const answer = await raw(baseURL!, post('/api/sendEmailContent/', `multipart/form-data; boundary=${BOUNDARY}`, body.length), body);
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ field: 'file1', message: expect.stringMatching(/^Файл/) });
      expect((JSON.parse(answer.body) as { error: string }).error).toMatch(/^file_(unsafe|damaged)$/);
    });

    test('a body announced over the limit gets 413 at once, before any of it is sent', async ({ baseURL }) => {
      const answer = await raw(baseURL!, post('/api/sendEmailContent/', `multipart/form-data; boundary=${BOUNDARY}`, 40 * 1024 * 1024));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'too_large', message: expect.stringMatching(/[а-яё]/i) });
    });

    test('Expect: 100-continue is answered, and the body then reaches the API', async ({ baseURL }) => {
      const body = Buffer.from(JSON.stringify({ email: 'not-an-address' }));
      const answer = await raw(baseURL!, post('/api/message/', 'application/json', body.length, 'Expect: 100-continue\r\n'), body, {
        waitForContinue: true,
      });
      // The API's own validation answered, so the body went through.
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'email', field: 'email' });
    });

    test('a JPEG with a zip after its end marker is refused as unsafe, in Russian from a Russian page', async ({ baseURL }) => {
      // A zip's end record, as a zip archive appended to the photo ends.
      const zipEnd = Buffer.from('504b0506000000000100010033000000250000000000', 'hex');
      const body = card({ name: 'passport.jpg', data: Buffer.concat([testDocument('passport.jpg'), zipEnd]) }, 'EndToEndJpegZip');
      const answer = await raw(baseURL!, post('/api/sendEmailContent/', `multipart/form-data; boundary=${BOUNDARY}`, body.length), body);
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'file_unsafe', field: 'file1', message: expect.stringMatching(/^Файл/) });
    });

    test('a beacon naming an invented release is refused at /api/vitals/ as at /api/vitals', async ({ baseURL }) => {
      const beacon = JSON.stringify({
        page: '/',
        lang: 'en',
        device: 'desktop',
        releases: { mfe_products: '9.9.9-pentest' },
        metrics: [{ name: 'TTFB', value: 1 }],
      });
      for (const path of ['/api/vitals/', '/api//vitals', '/api/vitals']) {
        const answer = await raw(baseURL!, post(path, 'application/json', Buffer.byteLength(beacon)), Buffer.from(beacon));
        expect.soft(answer.status, path).toBe(400);
        expect.soft(JSON.parse(answer.body), path).toMatchObject({ error: 'unknown_release' });
      }
    });

    test('a request target that begins with // is a path: //ru//Credit//?q=1 is the Russian credits page', async ({ baseURL, page }) => {
      const answer = await raw(baseURL!, 'GET //ru//Credit//?q=1 HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n');
      expect(answer.status).toBe(301);
      expect(answer.head).toMatch(/\r\nlocation: \/ru\/Credit\?q=1\r\n/i);
      for (const target of ['//a%20b/', '//[::1/', '//h:99999/', '/%c0']) {
        const odd = await raw(baseURL!, `GET ${target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n`);
        expect.soft(odd.status, target).toBeLessThan(500);
        expect.soft(odd.head.toLowerCase(), target).toContain('x-content-type-options: nosniff');
      }
      await page.goto(`${baseURL}//ru//Credit//?q=1`);
      // The shell adds the audience tab (type=1) once the page runs.
      await expect(page).toHaveURL(/^[^?]*[^/]\/ru\/Credit\?q=1(&type=1)?$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    });

    test('a forged Host is never written into the page', async ({ baseURL }) => {
      const answer = await raw(baseURL!, 'GET /ru/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n');
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.head.toLowerCase()).toContain('content-security-policy:');
    });
  });

  test.describe('names in the form', () => {
    test('a name of two alphabets and a run of hyphens are refused in Tajik before anything is sent', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/sendEmailContent')) sent.push(req.url());
      });
      await page.goto('/apply');
      await page.getByRole('button', { name: 'Дархост барои кор', exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The second letter is Cyrillic: it reads as Ivan.
      await dialog.getByLabel(/^Насаб/).fill('Ivаn');
      await dialog.getByLabel(/^Ном \*/).fill('И-------------');
      await dialog.getByRole('button', { name: 'Фиристодан' }).click();
      await expect(dialog.getByText('Номро бо як алифбо нависед: кириллӣ ё лотинӣ, чунон ки дар шиноснома навишта шудааст')).toBeVisible();
      await expect(
        dialog.getByText('Ном бояд аз ҳарфҳо иборат бошад; байни онҳо танҳо як фосила, дефис ё апостроф гузоштан мумкин аст'),
      ).toBeVisible();
      expect(sent).toEqual([]);
    });
  });
});
