/**
 * Durable storage of applications: the documents go to the upload store (uploads/), the rows
 * (application, its files, its notification) are committed in one transaction, and only then is
 * the answer 201. An Idempotency-Key is stored with the application (a unique column, so it holds
 * across API instances on one database): a retry gets the first answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isUniqueViolation, type Db } from '../../db/database';
import type { LanguageId } from '../../shared/language';
import type { ApplicationKind, FileField } from './fields';
import type { StoredDocument, UploadStore } from './uploads/uploadStore';

/** The columns of migration 0005, from the form's fields. */
export function detailsOf(fields: Record<string, string>, receivedAt: string) {
  const text = (name: string) => fields[name] || null;
  const number = (name: string) => (fields[name] ? Number(fields[name]) : null);
  return {
    email: text('email')?.toLowerCase() ?? null,
    topic: text('topic'),
    amount: number('amount'),
    months: number('months'),
    city: text('city'),
    purpose: text('purpose'),
    // Every kind is refused without consent: a stored application was agreed to when it was received.
    consent_at: fields.consent === 'true' ? receivedAt : null,
  };
}

export interface IncomingFile {
  field: FileField;
  originalName: string;
  ext: string;
  mime: string;
  data: Buffer;
}

export interface Accepted {
  id: string;
  status: 'accepted';
  receivedAt: string;
}

export type StoreResult = { kind: 'created'; accepted: Accepted } | { kind: 'replay'; accepted: Accepted } | { kind: 'conflict' };

/** A disk that is full (or over its quota): the client should come back later, nothing is wrong with its request. */
export const isDiskFull = (error: unknown): boolean =>
  // 53100: PostgreSQL's disk_full.
  ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'].includes((error as { code?: string }).code ?? '');

export function requestHash(kind: string, fields: Record<string, string>, files: IncomingFile[]): string {
  const h = createHash('sha256').update(kind);
  for (const key of Object.keys(fields).sort()) h.update(`\0${key}=${fields[key]}`);
  for (const f of [...files].sort((a, b) => a.field.localeCompare(b.field))) h.update(`\0${f.field}:`).update(f.data);
  return h.digest('hex');
}

/** What a visitor quotes: the first 8 characters of the application's id, in capitals. */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

export interface SaveInput {
  kind: ApplicationKind;
  lang: LanguageId;
  fields: Record<string, string>;
  files: IncomingFile[];
  idempotencyKey: string | null;
  ip: string;
  /** The end-to-end run that posted it (stored, never notified), or null. */
  testRun: string | null;
}

export function applicationStore({ kysely }: Db, uploads: UploadStore) {
  const existing = async (key: string, hash: string): Promise<StoreResult | null> => {
    const row = await kysely
      .selectFrom('application')
      .select(['id', 'request_hash', 'received_at'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash) return { kind: 'conflict' };
    return { kind: 'replay', accepted: { id: row.id, status: 'accepted', receivedAt: row.received_at } };
  };

  return {
    async save(input: SaveInput): Promise<StoreResult> {
      const hash = requestHash(input.kind, input.fields, input.files);
      if (input.idempotencyKey) {
        const seen = await existing(input.idempotencyKey, hash);
        if (seen) return seen;
      }
      const id = randomUUID();
      const receivedAt = new Date().toISOString();
      const documents = input.files.map((f) => ({
        ...f,
        storedName: `${id}-${f.field}-${randomUUID().slice(0, 8)}.${f.ext}`,
        sha256: createHash('sha256').update(f.data).digest('hex'),
      }));
      const staged: StoredDocument[] = documents;
      let committed = false;
      try {
        await uploads.stage(staged);
        await kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('application')
            .values({
              id,
              kind: input.kind,
              language_id: input.lang,
              fields: JSON.stringify(input.fields),
              idempotency_key: input.idempotencyKey,
              request_hash: hash,
              client_ip: input.ip,
              received_at: receivedAt,
              test_run: input.testRun,
              ...detailsOf(input.fields, receivedAt),
            })
            .execute();
          for (const f of documents) {
            await trx
              .insertInto('application_file')
              .values({
                application_id: id,
                field: f.field,
                stored_name: f.storedName,
                original_name: f.originalName,
                mime: f.mime,
                size: f.data.length,
                sha256: f.sha256,
              })
              .execute();
          }
          await uploads.write(trx, staged);
          if (input.testRun === null) {
            // The reference the visitor is shown after sending (the id's first 8 characters), so staff find it by it.
            const subject = `Application ${input.kind} ${referenceOf(id)}: ${input.fields.surname ?? ''} ${input.fields.name ?? ''}`.trim();
            await trx.insertInto('outbox').values({ application_id: id, subject, created_at: receivedAt }).execute();
          }
        });
        committed = true;
        await uploads.publish(staged);
        return { kind: 'created', accepted: { id, status: 'accepted', receivedAt } };
      } catch (error) {
        // After the commit the application exists: its documents stay for the next start to finish.
        if (committed) throw error;
        await uploads.discard(staged);
        // Two requests with one key at once (on this instance or another): the second finds the first.
        if (input.idempotencyKey && isUniqueViolation(error)) {
          const seen = await existing(input.idempotencyKey, hash);
          if (seen) return seen;
        }
        throw error;
      }
    },
  };
}
