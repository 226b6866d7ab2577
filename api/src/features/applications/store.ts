/**
 * Durable storage of applications: every file is written under a generated name and fsynced
 * (and its folder too) before the row that names it is committed; SQLite runs with
 * synchronous=FULL, so a 201 answer means the application survives a crash or power loss.
 * An Idempotency-Key is stored with the application: a retry gets the first answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
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

/**
 * Writes `data` under `file` so that the name only ever stands for the whole content: first to
 * a temporary name in `tmpDir` (same file system), fsynced, then renamed into place. A crash
 * leaves at most a temporary file, which the next start sweeps away.
 */
function writeDurably(file: string, tmpDir: string, data: Buffer): void {
  const tmp = path.join(tmpDir, `${path.basename(file)}.part`);
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    let offset = 0;
    while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(tmp, file);
}

/** A disk that is full (or over its quota): the client should come back later, nothing is wrong with its request. */
export const isDiskFull = (error: unknown): boolean => ['ENOSPC', 'EDQUOT', 'SQLITE_FULL'].includes((error as { code?: string }).code ?? '');

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

/**
 * Removes what a crash can leave in the uploads folder: temporary files, and stored files no
 * application names (written, but the process died before the database commit). Only files
 * older than `graceMs` go, so that a save in progress in another process is never touched.
 */
export function sweepUploads(db: Db, dataDir: string, graceMs = 10 * 60_000, now = Date.now()): string[] {
  const uploads = path.join(dataDir, 'uploads');
  const tmpDir = path.join(uploads, '.tmp');
  const named = db.prepare('SELECT 1 FROM application_file WHERE stored_name = ?');
  const removed: string[] = [];
  const sweep = (dir: string, orphan: (name: string) => boolean) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no folder yet
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || now - stat.mtimeMs < graceMs || !orphan(name)) continue;
      rmSync(file, { force: true });
      removed.push(path.relative(dataDir, file));
    }
  };
  sweep(tmpDir, () => true);
  sweep(uploads, (name) => named.get(name) === undefined);
  return removed;
}

export function applicationStore(db: Db, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  const tmpDir = path.join(uploads, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
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
          writeDurably(file, tmpDir, f.data);
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
