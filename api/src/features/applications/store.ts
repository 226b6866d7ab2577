/**
 * Durable storage of applications: the documents go to the upload store (uploads/), the rows
 * (application, its files, its notification) are committed in one transaction, and only then is
 * the answer 201. An Idempotency-Key is stored with the application (a unique column, so it holds
 * across API instances on one database): a retry gets the first answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../db/database';
import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';
import type { ApplicationKind, FileField } from './fields';
import type { StoredDocument, UploadStore } from '../uploads';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import { sealForm } from '../personal-data';
import { nameTokensOf, phoneIndexOf } from '../personal-data';

/** The columns of migration 0005, from the form's fields. */
function detailsOf(fields: Record<string, string>, receivedAt: string) {
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
  /** Its malware scan at intake (malware-scan/intakeScan.ts); pending by default. */
  scan?: 'clean' | 'pending' | 'unscanned';
}

interface Accepted {
  id: string;
  status: 'accepted';
  receivedAt: string;
}

export type StoreResult = { kind: 'created'; accepted: Accepted } | { kind: 'replay'; accepted: Accepted } | { kind: 'conflict' };

/** A disk that is full (or over its quota): the client should come back later, nothing is wrong with its request. */
export const isDiskFull = (error: unknown): boolean =>
  // 53100: PostgreSQL's disk_full.
  ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'].includes((error as { code?: string }).code ?? '');

function requestHash(kind: string, fields: Record<string, string>, files: IncomingFile[]): string {
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

/**
 * `uploads` seals what it stores (personal-data/sealedUploadStore.ts); the form is sealed here,
 * with its blind indexes beside it, and nothing personal is kept in the clear: not the names,
 * not the phone, not the e-mail, not the files' names.
 */
export function applicationStore({ kysely }: Db, uploads: UploadStore, keys: KeyRing) {
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
              fields: sealForm(keys, id, { fields: input.fields, fileNames: Object.fromEntries(input.files.map((f) => [f.field, f.originalName])) }),
              idempotency_key: input.idempotencyKey,
              request_hash: hash,
              client_ip: input.ip,
              received_at: receivedAt,
              test_run: input.testRun,
              ...detailsOf(input.fields, receivedAt),
              // In the sealed form only.
              email: null,
              reference: referenceOf(id),
              branch: input.fields.branch || null,
              phone_index: phoneIndexOf(keys, input.fields.phone ?? ''),
            })
            .execute();
          const tokens = nameTokensOf(keys, input.fields);
          if (tokens.length > 0)
            await trx
              .insertInto('application_name_index')
              .values(tokens.map((token) => ({ application_id: id, token })))
              .execute();
          for (const f of documents) {
            await trx
              .insertInto('application_file')
              .values({
                application_id: id,
                field: f.field,
                stored_name: f.storedName,
                // In the sealed form only: a file's name may carry the visitor's.
                original_name: '',
                mime: f.mime,
                size: f.data.length,
                sha256: f.sha256,
                scan_status: f.scan ?? 'pending',
                scanned_at: f.scan === 'clean' ? receivedAt : null,
              })
              .execute();
          }
          await uploads.write(trx, staged);
          if (input.testRun === null) {
            // The kind and the reference the visitor is shown after sending: nothing personal goes by mail.
            const subject = `Application ${input.kind} ${referenceOf(id)}`;
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
