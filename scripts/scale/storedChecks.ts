/**
 * After the stream: every acknowledged application is stored exactly once (under the id its
 * client was given, a retry included), and each has its two documents, whose bytes are in the
 * database and match what was sent. Each check answers with its problems, empty when all is well.
 */
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { SCALE_DATA_KEYS } from './apiInstances';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Documents, SentApplication } from './applicationStream';

interface StoredFile {
  field: string;
  storedName: string;
  size: number;
  sha256: string;
  mime: string;
}

export interface StoredApplication {
  id: string;
  fields: Record<string, string>;
  files: StoredFile[];
}

/** A fault that hits every document must not bury the other checks' messages. */
const MAX_LISTED = 10;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const list = (items: string[], max = 5) => `${items.slice(0, max).join(', ')}${items.length > max ? `, … (${items.length} in all)` : ''}`;

/** What the API stored, read back through its e2e-only route (SSB_API_EXPOSE_APPLICATIONS=1). */
export async function readStored(apiUrl: string): Promise<StoredApplication[]> {
  const res = await fetch(`${apiUrl}/api/test/applications`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${apiUrl}/api/test/applications answered ${res.status}`);
  return ((await res.json()) as { results: StoredApplication[] }).results;
}

const describeAttempts = (a: SentApplication) => a.attempts.map((t) => `${t.via} ${t.outcome}`).join(', ');

/** Every application of the stream was acknowledged (a refusal or exhausted retries are failures). */
export function checkAcknowledged(sent: SentApplication[]): string[] {
  const lost = sent.filter((a) => a.id === null);
  return lost.map((a) => `${a.surname} was never acknowledged (${describeAttempts(a)})${a.refusal ? `: ${a.refusal}` : ''}`);
}

/** Each acknowledged id stored, under its own surname, once; nothing stored that nobody was told of. */
export function checkStoredOnce(sent: SentApplication[], stored: StoredApplication[]): string[] {
  const problems: string[] = [];
  const acknowledged = sent.filter((a) => a.id !== null);
  const ids = new Set(acknowledged.map((a) => a.id));
  if (ids.size !== acknowledged.length) problems.push(`${acknowledged.length} applications acknowledged with only ${ids.size} distinct ids`);

  const bySurname = new Map<string, StoredApplication[]>();
  for (const s of stored) bySurname.set(s.fields.surname ?? '', [...(bySurname.get(s.fields.surname ?? '') ?? []), s]);
  const twice = [...bySurname].filter(([, copies]) => copies.length > 1);
  if (twice.length > 0) problems.push(`stored more than once: ${list(twice.map(([surname, copies]) => `${surname} ×${copies.length}`))}`);

  const storedIds = new Map(stored.map((s) => [s.id, s]));
  const missing = acknowledged.filter((a) => !storedIds.has(a.id ?? ''));
  if (missing.length > 0) problems.push(`acknowledged but not stored: ${list(missing.map((a) => `${a.surname} (${a.id})`))}`);
  const mismatched = acknowledged.filter((a) => storedIds.has(a.id ?? '') && storedIds.get(a.id ?? '')?.fields.surname !== a.surname);
  if (mismatched.length > 0) problems.push(`acknowledged ids stored under another surname: ${list(mismatched.map((a) => a.surname))}`);

  const unknown = stored.filter((s) => !ids.has(s.id));
  if (unknown.length > 0) problems.push(`stored without being acknowledged: ${list(unknown.map((s) => `${s.fields.surname} (${s.id})`))}`);
  if (stored.length !== ids.size) problems.push(`${stored.length} applications stored for ${ids.size} acknowledged`);
  return problems;
}

/** The bytes of every document, straight from the upload_blob table, opened with the instances' key ring (they are sealed at rest). */
async function readBlobs(client: pg.Client, keyRing: string): Promise<Map<string, Buffer>> {
  const { rows } = await client.query<{ stored_name: string; data: Buffer }>('SELECT stored_name, data FROM upload_blob');
  const keys = parseKeyRing(keyRing);
  return new Map(rows.map((r) => [r.stored_name, keys.open(r.data, `document:${r.stored_name}`)]));
}

/** Problems of one stored file: its bytes against its metadata and against what was sent. */
function fileProblems(owner: string, file: StoredFile, data: Buffer | undefined, expected: Buffer): string[] {
  const where = `${owner} ${file.field} (${file.storedName})`;
  if (!data) return [`${where}: no bytes in upload_blob`];
  const problems: string[] = [];
  if (data.length !== file.size) problems.push(`${where}: ${data.length} bytes stored, metadata says ${file.size}`);
  if (sha256(data) !== file.sha256) problems.push(`${where}: sha256 of the stored bytes differs from the metadata`);
  // A picture is stored re-encoded from its pixels (a PNG still); any other document byte for byte.
  if (file.mime === 'image/png' ? !data.subarray(0, 8).equals(expected.subarray(0, 8)) : sha256(data) !== sha256(expected))
    problems.push(`${where}: the stored bytes are not the document that was sent`);
  return problems;
}

export async function checkDocuments(
  client: pg.Client,
  stored: StoredApplication[],
  documents: Documents,
  keyRing: string = SCALE_DATA_KEYS,
): Promise<{ problems: string[]; count: number }> {
  const blobs = await readBlobs(client, keyRing);
  const sentAs: Record<string, Buffer> = { file1: documents.png, file2: documents.pdf };
  const problems: string[] = [];
  let count = 0;
  for (const application of stored) {
    const owner = application.fields.surname ?? application.id;
    const fields = application.files.map((f) => f.field).sort();
    if (fields.join(',') !== 'file1,file2') problems.push(`${owner}: documents ${fields.join(', ') || 'none'}, expected file1 and file2`);
    for (const file of application.files) {
      count += 1;
      problems.push(...fileProblems(owner, file, blobs.get(file.storedName), sentAs[file.field] ?? Buffer.alloc(0)));
    }
  }
  if (blobs.size !== count) problems.push(`${blobs.size} documents in upload_blob for ${count} named by applications`);
  const shown =
    problems.length > MAX_LISTED ? [...problems.slice(0, MAX_LISTED), `… ${problems.length - MAX_LISTED} more document problems`] : problems;
  return { problems: shown, count };
}
