/**
 * The staff side of the played cluster, used as people use it: a visitor sends a card application
 * with two documents through the site (multipart, through the balancer, scanned by clamd), and
 * one carrying the EICAR test file, which is refused in the visitor's language with nothing
 * stored; an officer signs in to the back office in Chromium at the local identity provider
 * (authorization code with PKCE, as at the bank's), finds the application, opens a document and
 * sets its status; the visitor's /application-status then shows it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEV_ACCOUNTS } from '@ssb/backoffice/dev-identity/accounts';
import { PAGE_READY_ATTRIBUTE } from '@ssb/shell/server';
import { repoRoot } from '../lib/repoRoot';
import { BACKOFFICE_URL, IDENTITY_URL, inPod, SITE_URL, sqlRows, waitFor } from './localCluster';

/** The EICAR test file: every scanner knows it, nothing in it can run. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
const PHONE = '+992 93 555 01 02';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole one-page PDF whose content stream carries `comment` as a PDF comment: it passes the API's document checks. */
function pdfWithComment(comment: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (Passport) Tj ET\n%${comment}\n`;
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

const fixture = (name: string) => readFileSync(path.join(repoRoot, 'api/test/fixtures/documents', name));

/** A card application in Russian, as the site's form sends it: its answer's status and body. */
async function sendCard(surname: string, documents: { png: Buffer; pdf: Buffer }): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  const fields = {
    type: 'card',
    nameProduct: 'Visa Classic',
    surname,
    name: 'Фарҳод',
    patronymic: 'Саидович',
    branch: 'Хуҷанд',
    phone: PHONE,
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', new Blob([new Uint8Array(documents.png)], { type: 'image/png' }), 'passport.png');
  form.append('file2', new Blob([new Uint8Array(documents.pdf)], { type: 'application/pdf' }), 'inn.pdf');
  // With a length: the site's proxy refuses chunked bodies, as a browser never sends them.
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const res = await fetch(`${SITE_URL}/api/sendEmailContent/?language_id=2`, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: new Uint8Array(await request.arrayBuffer()),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The rows an application leaves behind: the applications, their files, the stored bytes. */
const storedCounts = () =>
  sqlRows('SELECT (SELECT count(*) FROM application), (SELECT count(*) FROM application_file), (SELECT count(*) FROM upload_blob)')[0];

/**
 * The back office and the identity provider answer through the balancer, and clamd answers PING
 * from inside an API pod through the balancer (SSB_CLAMD): before it does, an upload would be
 * held as not yet scanned, and the EICAR file accepted as such.
 */
async function staffSideReady(withinMs: number): Promise<void> {
  await waitFor(`${IDENTITY_URL}/.well-known/openid-configuration`, withinMs, 'the identity provider (through the balancer)');
  await waitFor(`${BACKOFFICE_URL}/readyz`, withinMs, 'the back office (through the balancer)');
  // Fails unless PONG comes back: the balancer accepts and closes the connection while no clamd is up.
  const ping = `
    import { connect } from 'node:net';
    process.exitCode = 1;
    const s = connect(3310, 'ssb-lb-pod-0', () => s.write('zPING\\0'));
    s.setTimeout(2000, () => s.destroy());
    s.on('data', (d) => {
      if (d.toString().startsWith('PONG')) process.exitCode = 0;
      s.destroy();
    });
    s.on('error', () => undefined);`;
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      await inPod('ssb-api-pod-0-api', ping, 10_000);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`clamd did not answer PING from the API pod within ${withinMs / 1000} s: ${(error as Error).message}`);
      await pause(1_000);
    }
  }
}

interface VisitorOutcome {
  id: string;
  reference: string;
  problems: string[];
}

/** The visitor's two applications: the clean one stored with both documents scanned clean, the EICAR one refused and not stored. */
async function visitorSendsApplications(surname: string): Promise<VisitorOutcome> {
  const problems: string[] = [];
  const clean = await sendCard(surname, { png: fixture('passport.png'), pdf: fixture('inn.pdf') });
  const id = typeof clean.body.id === 'string' ? clean.body.id : '';
  if (clean.status !== 201 || !id) problems.push(`the clean application was answered ${clean.status}: ${JSON.stringify(clean.body).slice(0, 200)}`);
  const scans = id ? sqlRows(`SELECT scan_status FROM application_file WHERE application_id = '${id.replace(/[^0-9a-f-]/g, '')}'`) : [];
  if (scans.join(',') !== 'clean,clean') problems.push(`its documents' scans are [${scans.join(', ')}], not clean twice`);

  const before = storedCounts();
  const infected = await sendCard(`${surname}а`, { png: fixture('passport.png'), pdf: pdfWithComment(EICAR) });
  if (infected.status !== 422 || infected.body.error !== 'file_infected' || infected.body.field !== 'file2')
    problems.push(`the EICAR application was answered ${infected.status}: ${JSON.stringify(infected.body).slice(0, 200)}`);
  if (!/вредоносная программа/.test(String(infected.body.message)))
    problems.push(`the refusal is not in the visitor's language (Russian): ${String(infected.body.message)}`);
  const after = storedCounts();
  if (after !== before) problems.push(`the EICAR application left rows (applications|files|blobs ${before} → ${after})`);
  return { id, reference: id.slice(0, 8).toUpperCase(), problems };
}

interface OfficerOutcome {
  /** The document's answer headers, as the officer's browser got them. */
  document: { status: number; contentType: string; disposition: string; nosniff: string; csp: string };
  visitorSees: string;
  ms: { signIn: number; answer: number; visitor: number };
}

/** Signs in at the local identity provider as a person does: the back office's link, the provider's form. */
async function signIn(page: Page, target: string): Promise<void> {
  const officer = DEV_ACCOUNTS.find((a) => a.username === 'officer');
  if (!officer) throw new Error('no officer among the development accounts');
  await page.goto(`${BACKOFFICE_URL}${target}`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  // The provider's own page, on its own origin (its issuer).
  await page.waitForURL(`${IDENTITY_URL}/interaction/**`);
  await page.getByLabel(/User name/).fill(officer.username);
  await page.getByLabel(/Password/).fill(officer.password);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL(`${BACKOFFICE_URL}${target}`);
}

/**
 * In Chromium: the officer signs in, searches the inbox for the reference, opens the application
 * and its PDF (the headers it is served with), and puts it under review; then the visitor, in a
 * browser context of their own, asks /ru/application-status.
 */
async function officerAnswers(reference: string, id: string): Promise<OfficerOutcome> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const staff = await browser.newContext({ locale: 'en-US' });
  const page = await staff.newPage();
  try {
    let t = Date.now();
    await signIn(page, '/applications');
    const signInMs = Date.now() - t;

    t = Date.now();
    await page.getByLabel('Reference, name or phone').fill(reference);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    // The PDF as the page frames it: fetched with the officer's session, from the back office's origin.
    await page.locator('iframe[title="Document inn.pdf"]').waitFor();
    const res = await staff.request.get(`${BACKOFFICE_URL}/documents/${id}/file2`);
    const headers = res.headers();
    const pdf = {
      status: res.status(),
      contentType: headers['content-type'] ?? '',
      disposition: headers['content-disposition'] ?? '',
      nosniff: headers['x-content-type-options'] ?? '',
      csp: headers['content-security-policy'] ?? '',
    };
    await page.getByLabel('New status').selectOption('under_review');
    await page.getByLabel('Internal note').fill('Called the applicant from the cluster test');
    await page.getByRole('button', { name: 'Save status' }).click();
    await page.getByText('Status saved.').waitFor();
    const answerMs = Date.now() - t;

    t = Date.now();
    const visitor = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
    await visitor.goto(`${SITE_URL}/ru/application-status`);
    // A visitor waits for the page to be live (the shell's ready mark), as the e2e suite does.
    await visitor.waitForFunction((name) => document.documentElement.hasAttribute(name), PAGE_READY_ATTRIBUTE);
    await visitor.getByLabel(/^Номер заявки/).fill(reference);
    await visitor.getByLabel(/^Телефон/).fill('935550102');
    await visitor.getByRole('button', { name: 'Проверить статус' }).click();
    const said = visitor.getByTestId('status-answer');
    // What it says, once it says the status (or whatever it says instead, after 15 s).
    await said
      .filter({ hasText: 'На рассмотрении' })
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    const visitorSees = ((await said.textContent({ timeout: 1_000 }).catch(() => null)) ?? 'nothing').trim();
    return { document: pdf, visitorSees, ms: { signIn: signInMs, answer: answerMs, visitor: Date.now() - t } };
  } catch (error) {
    // Where the officer was: the page's address and heading say which step did not come.
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    throw new Error(
      `${error instanceof Error ? error.message.split('\n')[0] : String(error)} (the officer was on ${page.url()}: «${heading ?? ''}»)`,
    );
  } finally {
    await browser.close();
  }
}

/** The whole journey: what it saw, one line each, and what was wrong. */
export async function backofficeJourney(): Promise<{ lines: string[]; problems: string[] }> {
  await staffSideReady(60_000);
  // Letters only: a surname holds no digits.
  const surname = `Кластерова${String(Date.now() % 1e6).replace(/\d/g, (d) => 'абвгдежзик'[Number(d)] ?? '')}`;
  const sent = await visitorSendsApplications(surname);
  if (sent.problems.length) return { lines: [], problems: sent.problems };
  const lines = [`${sent.reference} stored with both documents scanned clean; the EICAR one refused in Russian, nothing stored`];
  const { document: doc, visitorSees, ms } = await officerAnswers(sent.reference, sent.id);
  lines.push(
    `signed in ${ms.signIn} ms; found, opened and answered ${ms.answer} ms; the visitor's page ${ms.visitor} ms`,
    `the PDF: ${doc.status} ${doc.contentType}; ${doc.disposition}; nosniff ${doc.nosniff}; CSP ${doc.csp}`,
  );
  const problems = [
    doc.status === 200 && doc.contentType === 'application/pdf' ? '' : `the PDF answered ${doc.status} ${doc.contentType}`,
    // Inline (a PDF is framed in the page), named by the reference and field, never the visitor's name for it.
    /^inline; filename="[0-9A-F]{8}-file2\.pdf"$/.test(doc.disposition) ? '' : `its Content-Disposition is ${doc.disposition}`,
    doc.nosniff === 'nosniff' ? '' : 'it is served without nosniff',
    /(^|;)\s*sandbox\b/.test(doc.csp) && /default-src 'none'/.test(doc.csp) ? '' : `its CSP is ${doc.csp}`,
    /На рассмотрении/.test(visitorSees) ? '' : `the visitor's /application-status says ${visitorSees}`,
  ].filter(Boolean);
  return { lines, problems };
}
