/**
 * The restore drill (docs/deployment.md, "Backups and the restore drill"), against the played
 * cluster: card applications with their two documents arrive through the balancer while
 * `pg_dump` takes the database (one consistent snapshot, as a nightly dump does); the dump is
 * restored into a fresh PostgreSQL, the API's image is started on it (waiting for the schema, as
 * in production, not migrating), and every application acknowledged before the dump began must be
 * there, read through that API, with both documents' bytes as they were sent; none restored half.
 */
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../lib/repoRoot';
import { podman, podmanEnv } from '../images/podman';
import { checkDocuments, readStored, type StoredApplication } from '../scale/storedChecks';
import { SITE_URL, waitFor } from './localCluster';

/** The drill's own pod: a fresh PostgreSQL and an API on it, published on 127.0.0.1 only. */
const POD = 'ssb-restore-drill';
const PG_PORT = 22110;
const API_PORT = 22111;
const PASSWORD = 'restore-drill-only';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A number in letters: a surname may hold letters, spaces, hyphens and apostrophes only. */
const LETTERS = 'абвгдежзийклмнопрстуфхцчшэюя';
const inLetters = (n: number): string =>
  n < LETTERS.length ? (LETTERS[n] ?? '') : inLetters(Math.floor(n / LETTERS.length) - 1) + (LETTERS[n % LETTERS.length] ?? '');

interface Sent {
  surname: string;
  acknowledgedAt: number | null;
}

export interface DrillOutcome {
  sent: number;
  acknowledged: number;
  /** Acknowledged before pg_dump began: each must be in the restore. */
  beforeDump: number;
  restored: number;
  documents: number;
  dumpBytes: number;
  ms: { dump: number; restore: number; apiReady: number };
  problems: string[];
}

const documents = () => {
  const dir = path.join(repoRoot, 'api/test/fixtures/documents');
  return { png: readFileSync(path.join(dir, 'passport.png')), pdf: readFileSync(path.join(dir, 'inn.pdf')) };
};

/** One card application with its documents, retried with its key on a 5xx or no answer. */
async function postCard(surname: string, key: string, visitor: string, docs: { png: Buffer; pdf: Buffer }): Promise<true | string> {
  for (let tries = 1; tries <= 5; tries += 1) {
    const form = new FormData();
    const fields = {
      type: 'card',
      nameProduct: 'Visa Classic',
      surname,
      name: 'Фарҳод',
      patronymic: 'Саидович',
      branch: 'Душанбе',
      phone: '+992 93 123 45 67',
      card_expire_date: '3 сол',
      consent: 'true',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file1', new Blob([new Uint8Array(docs.png)], { type: 'image/png' }), 'passport.png');
    form.append('file2', new Blob([new Uint8Array(docs.pdf)], { type: 'application/pdf' }), 'inn.pdf');
    // With a length: the site's proxy refuses chunked bodies.
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    try {
      const res = await fetch(`${SITE_URL}/api/sendEmailContent/`, {
        method: 'POST',
        headers: { 'content-type': request.headers.get('content-type') ?? '', 'idempotency-key': key, 'x-forwarded-for': visitor },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (res.status === 201) return true;
      if (res.status < 500) return `${res.status} ${text.slice(0, 200)}`;
    } catch {
      // no answer: the same key again
    }
    await pause(300 * tries);
  }
  return 'no answer after 5 tries';
}

/** `pg_dump -Fc` of the cluster's database into a file; resolves with its size. */
function dumpTo(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = openSync(file, 'w');
    const child = spawn('podman', ['exec', 'ssb-postgres-pod-0-postgres', 'pg_dump', '-Fc', '-U', 'ssb', '-d', 'ssb'], {
      env: podmanEnv(),
      stdio: ['ignore', out, 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(out);
      if (code === 0) resolve(statSync(file).size);
      else reject(new Error(`pg_dump failed (${code}): ${err.trim()}`));
    });
  });
}

function restoreFrom(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = openSync(file, 'r');
    const child = spawn('podman', ['exec', '-i', `${POD}-postgres`, 'pg_restore', '-U', 'ssb', '-d', 'ssb', '--no-owner', '--exit-on-error'], {
      env: podmanEnv(),
      stdio: [input, 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(input);
      if (code === 0) resolve();
      else reject(new Error(`pg_restore failed (${code}): ${err.trim()}`));
    });
  });
}

/** The fresh PostgreSQL, made as the local overlay's is (the same image, its first start). */
async function startFreshDatabase(work: string): Promise<void> {
  const secret = path.join(work, 'restore-password');
  writeFileSync(secret, PASSWORD, { mode: 0o444 });
  await podman(['pod', 'create', '--name', POD, '-p', `127.0.0.1:${PG_PORT}:5432`, '-p', `127.0.0.1:${API_PORT}:8085`], { quiet: true });
  await podman(
    [
      'run',
      '-d',
      '--pod',
      POD,
      '--name',
      `${POD}-postgres`,
      '-v',
      `${secret}:/run/secrets/ssb-postgres/password:ro`,
      '-e',
      'POSTGRES_PASSWORD_FILE=/run/secrets/ssb-postgres/password',
      'localhost/ssb-postgres:local',
    ],
    { quiet: true },
  );
  const until = Date.now() + 60_000;
  for (;;) {
    const ready = await podman(['exec', `${POD}-postgres`, 'pg_isready', '-h', '127.0.0.1', '-U', 'ssb', '-d', 'ssb'], { quiet: true }).then(
      () => true,
      () => false,
    );
    if (ready) return;
    if (Date.now() > until) throw new Error('the fresh PostgreSQL did not start within 60 s');
    await pause(500);
  }
}

/**
 * The API's image on the restored database: it waits for the schema (SSB_SCHEMA=wait) and migrates
 * nothing. It is given the cluster's key ring: a dump holds personal data sealed, and a restore
 * without the keys it was sealed with opens none of it.
 */
async function startApi(work: string, keyRing: string): Promise<void> {
  const secret = path.join(work, 'restore-database-url');
  writeFileSync(secret, `postgres://ssb:${PASSWORD}@127.0.0.1:5432/ssb`, { mode: 0o444 });
  const keys = path.join(work, 'restore-data-keys');
  writeFileSync(keys, keyRing, { mode: 0o444 });
  // The secret the API shares with a site server (required; no site server asks this one).
  const serviceToken = path.join(work, 'restore-service-token');
  writeFileSync(serviceToken, randomBytes(32).toString('base64url'), { mode: 0o444 });
  await podman(
    [
      'run',
      '-d',
      '--pod',
      POD,
      '--name',
      `${POD}-api`,
      // A read-only root as in the cluster; the data folder (the outbox's .eml files) under /tmp.
      '--read-only',
      '--tmpfs',
      '/tmp',
      '-e',
      // A folder inside the container (its tmpfs above), not of this machine.
      'SSB_DATA_DIR=/tmp/ssb-api',
      '-v',
      `${secret}:/run/secrets/ssb/database-url:ro`,
      '-e',
      'DATABASE_URL_FILE=/run/secrets/ssb/database-url',
      '-v',
      `${keys}:/run/secrets/ssb/data-keys:ro`,
      '-e',
      'SSB_DATA_KEYS_FILE=/run/secrets/ssb/data-keys',
      '-v',
      `${serviceToken}:/run/secrets/ssb/service-token:ro`,
      '-e',
      'SSB_SERVICE_TOKEN_FILE=/run/secrets/ssb/service-token',
      '-e',
      'SSB_SCHEMA=wait',
      '-e',
      'SSB_SCHEMA_WAIT_MS=5000',
      '-e',
      'SSB_UPLOAD_STORE=database',
      '-e',
      'SSB_API_EXPOSE_APPLICATIONS=1',
      '-e',
      'SSB_OUTBOX_POLL_MS=600000',
      'localhost/ssb-api:local',
    ],
    { quiet: true },
  );
}

export function removeDrill(): Promise<void> {
  return podman(['pod', 'rm', '--force', '--ignore', POD], { quiet: true }).catch(() => undefined);
}

export async function restoreDrill(work: string, keyRing: string, count = 40, dumpAfter = 15): Promise<DrillOutcome> {
  const run = `restore-${Date.now()}`;
  const tag = `Восстанов-${inLetters(Date.now() % 1_000_000)}`;
  const docs = documents();
  const sent: Sent[] = Array.from({ length: count }, (_, i) => ({ surname: `${tag}-${inLetters(i)}`, acknowledgedAt: null }));
  const dumpFile = path.join(work, 'ssb.dump');
  let dumpStartedAt = Infinity;
  let dumping: Promise<number> | null = null;
  let dumpMs = 0;
  let next = 0;
  const refusals: string[] = [];
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const application = sent[i] as Sent;
      const answer = await postCard(application.surname, `${run}-${i}`, `198.51.100.${(i % 50) + 1}`, docs);
      if (answer === true) application.acknowledgedAt = Date.now();
      else refusals.push(`${application.surname}: ${answer}`);
      // The dump begins while the others are still arriving.
      if (!dumping && sent.filter((s) => s.acknowledgedAt !== null).length >= dumpAfter) {
        dumpStartedAt = Date.now();
        dumping = dumpTo(dumpFile).then((bytes) => {
          dumpMs = Date.now() - dumpStartedAt;
          return bytes;
        });
      }
    }
  };
  await Promise.all([worker(), worker()]);
  const dumpBytes = await (dumping ?? dumpTo(dumpFile));

  await removeDrill();
  let t = Date.now();
  await startFreshDatabase(work);
  await restoreFrom(dumpFile);
  const restoreMs = Date.now() - t;
  t = Date.now();
  await startApi(work, keyRing);
  await waitFor(`http://127.0.0.1:${API_PORT}/readyz`, 60_000, 'the API on the restored database').catch(async (error: unknown) => {
    const said = spawnSync('podman', ['logs', '--tail', '5', `${POD}-api`], { env: podmanEnv(), encoding: 'utf8' });
    throw new Error(`${error instanceof Error ? error.message : String(error)}; its log: ${`${said.stdout}${said.stderr}`.trim().slice(-1500)}`);
  });
  const apiReadyMs = Date.now() - t;

  const problems: string[] = refusals.slice(0, 3).map((r) => `not acknowledged: ${r}`);
  const ours = (await readStored(`http://127.0.0.1:${API_PORT}`)).filter((s) => (s.fields.surname ?? '').startsWith(`${tag}-`));
  const bySurname = new Map<string, StoredApplication[]>();
  for (const s of ours) bySurname.set(s.fields.surname ?? '', [...(bySurname.get(s.fields.surname ?? '') ?? []), s]);
  const beforeDump = sent.filter((s) => s.acknowledgedAt !== null && s.acknowledgedAt < dumpStartedAt);
  for (const application of beforeDump) {
    const copies = bySurname.get(application.surname)?.length ?? 0;
    if (copies !== 1) problems.push(`${application.surname}, acknowledged before the dump, is in the restore ${copies} times`);
  }
  const strangers = ours.filter((s) => !sent.some((a) => a.surname === s.fields.surname && a.acknowledgedAt !== null));
  if (strangers.length) problems.push(`restored but never acknowledged: ${strangers.map((s) => s.fields.surname).join(', ')}`);
  // Every restored application has both documents, their bytes those sent (the restored upload_blob).
  const client = new pg.Client({ connectionString: `postgres://ssb:${PASSWORD}@127.0.0.1:${PG_PORT}/ssb` });
  await client.connect();
  let documentsChecked = 0;
  try {
    // Only the drill's own: the cluster test's earlier applications (complaints) carry no document.
    const checked = await checkDocuments(client, ours, docs, keyRing);
    documentsChecked = checked.count;
    problems.push(...checked.problems.filter((p) => !p.includes('documents in upload_blob for')));
  } finally {
    await client.end();
  }
  return {
    sent: count,
    acknowledged: sent.filter((s) => s.acknowledgedAt !== null).length,
    beforeDump: beforeDump.length,
    restored: ours.length,
    documents: documentsChecked,
    dumpBytes,
    ms: { dump: dumpMs, restore: restoreMs, apiReady: apiReadyMs },
    problems,
  };
}
