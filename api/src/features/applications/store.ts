/**
 * Durable storage of applications: every file is written under a generated name and fsynced
 * (and its folder too) before the row that names it is committed; SQLite runs with
 * synchronous=FULL, so a 201 answer means the application survives a crash or power loss.
 * An Idempotency-Key is stored with the application: a retry gets the first answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import type { LanguageId } from '../../shared/language';
import type { ApplicationKind, FileField } from './fields';

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

function writeDurably(file: string, data: Buffer): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    let offset = 0;
    while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function requestHash(kind: string, fields: Record<string, string>, files: IncomingFile[]): string {
  const h = createHash('sha256').update(kind);
  for (const key of Object.keys(fields).sort()) h.update(`\0${key}=${fields[key]}`);
  for (const f of [...files].sort((a, b) => a.field.localeCompare(b.field))) h.update(`\0${f.field}:`).update(f.data);
  return h.digest('hex');
}

export function applicationStore(db: Db, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const byKey = db.prepare('SELECT id, request_hash AS hash, received_at AS receivedAt FROM application WHERE idempotency_key = ?');
  const insertApp = db.prepare(
    `INSERT INTO application (id, kind, language_id, fields, idempotency_key, request_hash, client_ip, received_at)
     VALUES (@id, @kind, @lang, @fields, @key, @hash, @ip, @receivedAt)`,
  );
  const insertFile = db.prepare(
    `INSERT INTO application_file (application_id, field, stored_name, original_name, mime, size, sha256)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (application_id, subject, created_at) VALUES (?, ?, ?)');

  const existing = (key: string, hash: string): StoreResult | null => {
    const row = byKey.get(key) as { id: string; hash: string; receivedAt: string } | undefined;
    if (!row) return null;
    if (row.hash !== hash) return { kind: 'conflict' };
    return { kind: 'replay', accepted: { id: row.id, status: 'accepted', receivedAt: row.receivedAt } };
  };

  return {
    save(input: {
      kind: ApplicationKind;
      lang: LanguageId;
      fields: Record<string, string>;
      files: IncomingFile[];
      idempotencyKey: string | null;
      ip: string;
    }): StoreResult {
      const hash = requestHash(input.kind, input.fields, input.files);
      if (input.idempotencyKey) {
        const seen = existing(input.idempotencyKey, hash);
        if (seen) return seen;
      }
      const id = randomUUID();
      const receivedAt = new Date().toISOString();
      const written: string[] = [];
      try {
        const stored = input.files.map((f) => {
          const storedName = `${id}-${f.field}-${randomUUID().slice(0, 8)}.${f.ext}`;
          const file = path.join(uploads, storedName);
          writeDurably(file, f.data);
          written.push(file);
          return { ...f, storedName, sha256: createHash('sha256').update(f.data).digest('hex') };
        });
        if (stored.length > 0) fsyncDir(uploads);
        db.transaction(() => {
          insertApp.run({
            id,
            kind: input.kind,
            lang: input.lang,
            fields: JSON.stringify(input.fields),
            key: input.idempotencyKey,
            hash,
            ip: input.ip,
            receivedAt,
          });
          for (const f of stored) insertFile.run(id, f.field, f.storedName, f.originalName, f.mime, f.data.length, f.sha256);
          insertOutbox.run(id, `Application ${input.kind}: ${input.fields.surname ?? ''} ${input.fields.name ?? ''}`.trim(), receivedAt);
        })();
        return { kind: 'created', accepted: { id, status: 'accepted', receivedAt } };
      } catch (error) {
        for (const file of written) rmSync(file, { force: true });
        // Two requests with one key at once: the second finds the first.
        const code = (error as { code?: string }).code;
        if (input.idempotencyKey && code === 'SQLITE_CONSTRAINT_UNIQUE') {
          const seen = existing(input.idempotencyKey, hash);
          if (seen) return seen;
        }
        throw error;
      }
    },
  };
}
