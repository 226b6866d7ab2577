/**
 * Durable storage of applications. Each document is written under a temporary name in
 * uploads/.tmp and fsynced; the row that names it is committed (SQLite with synchronous=FULL);
 * only then is the file renamed to its name and the folder fsynced, before the 201. So a name in
 * uploads/ always stands for a whole file of a committed application. A crash leaves only
 * temporary files, which the next start either finishes (the commit happened) or removes.
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

const PART = '.part';

/** Writes and fsyncs `data` as `<storedName>.part` in `tmpDir`; on a failure nothing is left. */
function writeTemporary(tmpDir: string, storedName: string, data: Buffer): string {
  const tmp = path.join(tmpDir, storedName + PART);
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
  return tmp;
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

export interface SweepResult {
  /** Temporary files of committed applications, moved to their names (the crash came between commit and rename). */
  finished: string[];
  /** Temporary files of applications never committed, and stored files no application names. */
  removed: string[];
}

/** Files no application names are kept this long: they may be being looked at by hand (a restore). */
export const ORPHAN_AGE_MS = 60 * 60_000;

/**
 * Puts the uploads folder in order at start, before the API takes requests: every temporary
 * file is from a process that is gone (one API process owns a data folder), so each is either
 * finished or removed. Stored files no application names cannot come from this code, which
 * renames only after the commit; older versions or hands may leave them, and they go once
 * older than an hour.
 */
export function sweepUploads(db: Db, dataDir: string, now = Date.now()): SweepResult {
  const uploads = path.join(dataDir, 'uploads');
  const tmpDir = path.join(uploads, '.tmp');
  const named = db.prepare('SELECT 1 FROM application_file WHERE stored_name = ?');
  const result: SweepResult = { finished: [], removed: [] };
  const files = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
    } catch {
      return []; // no folder yet
    }
  };
  for (const name of files(tmpDir)) {
    const storedName = name.endsWith(PART) ? name.slice(0, -PART.length) : null;
    if (storedName && named.get(storedName) !== undefined) {
      renameSync(path.join(tmpDir, name), path.join(uploads, storedName));
      result.finished.push(`uploads/${storedName}`);
    } else {
      rmSync(path.join(tmpDir, name), { force: true });
      result.removed.push(`uploads/.tmp/${name}`);
    }
  }
  for (const name of files(uploads)) {
    const file = path.join(uploads, name);
    if (named.get(name) !== undefined || now - statSync(file).mtimeMs < ORPHAN_AGE_MS) continue;
    rmSync(file, { force: true });
    result.removed.push(`uploads/${name}`);
  }
  if (result.finished.length > 0) fsyncDir(uploads);
  return result;
}

export function applicationStore(db: Db, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  const tmpDir = path.join(uploads, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  const byKey = db.prepare('SELECT id, request_hash AS hash, received_at AS receivedAt FROM application WHERE idempotency_key = ?');
  const insertApp = db.prepare(
    `INSERT INTO application (id, kind, language_id, fields, idempotency_key, request_hash, client_ip, received_at, test_run)
     VALUES (@id, @kind, @lang, @fields, @key, @hash, @ip, @receivedAt, @testRun)`,
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
      /** The end-to-end run that posted it (stored, never notified), or null. */
      testRun: string | null;
    }): StoreResult {
      const hash = requestHash(input.kind, input.fields, input.files);
      if (input.idempotencyKey) {
        const seen = existing(input.idempotencyKey, hash);
        if (seen) return seen;
      }
      const id = randomUUID();
      const receivedAt = new Date().toISOString();
      const written: string[] = [];
      let committed = false;
      try {
        const stored = input.files.map((f) => {
          const storedName = `${id}-${f.field}-${randomUUID().slice(0, 8)}.${f.ext}`;
          written.push(writeTemporary(tmpDir, storedName, f.data));
          return { ...f, storedName, sha256: createHash('sha256').update(f.data).digest('hex') };
        });
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
            testRun: input.testRun,
          });
          for (const f of stored) insertFile.run(id, f.field, f.storedName, f.originalName, f.mime, f.data.length, f.sha256);
          if (input.testRun === null)
            insertOutbox.run(id, `Application ${input.kind}: ${input.fields.surname ?? ''} ${input.fields.name ?? ''}`.trim(), receivedAt);
        })();
        committed = true;
        for (const f of stored) renameSync(path.join(tmpDir, f.storedName + PART), path.join(uploads, f.storedName));
        if (stored.length > 0) fsyncDir(uploads);
        return { kind: 'created', accepted: { id, status: 'accepted', receivedAt } };
      } catch (error) {
        // After the commit the application exists: its files stay for the next start to finish.
        if (committed) throw error;
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
