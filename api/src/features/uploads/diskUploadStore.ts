/**
 * Documents as files in <dataDir>/uploads. Each is written under a temporary name in
 * uploads/.tmp and fsynced before the transaction; only after the commit is it renamed to its
 * name and the folder fsynced. A crash leaves only temporary files, which the next start
 * either finishes (the commit happened) or removes.
 */
import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { SweepResult, UploadStore } from './uploadStore';

const PART = '.part';

/** Files no application names are kept this long: they may be being looked at by hand (a restore). */
const ORPHAN_AGE_MS = 60 * 60_000;

/** Writes and fsyncs `data` as `<storedName>.part` in `tmpDir`; on a failure nothing is left. */
function writeTemporary(tmpDir: string, storedName: string, data: Buffer): void {
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
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return []; // no folder yet
  }
};

export function createDiskUploadStore(dataDir: string, now = () => Date.now()): UploadStore {
  const uploads = path.join(dataDir, 'uploads');
  const tmpDir = path.join(uploads, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  const discard = async (names: string[]) => {
    for (const name of names) rmSync(path.join(tmpDir, name + PART), { force: true });
  };
  return {
    kind: 'disk',
    async stage(documents) {
      const written: string[] = [];
      try {
        for (const d of documents) {
          writeTemporary(tmpDir, d.storedName, d.data);
          written.push(d.storedName);
        }
      } catch (error) {
        await discard(written);
        throw error;
      }
    },
    write: async () => undefined,
    async publish(documents) {
      for (const d of documents) renameSync(path.join(tmpDir, d.storedName + PART), path.join(uploads, d.storedName));
      if (documents.length > 0) fsyncDir(uploads);
    },
    discard: (documents) => discard(documents.map((d) => d.storedName)),
    async read(storedName) {
      try {
        return readFileSync(path.join(uploads, path.basename(storedName)));
      } catch {
        return undefined;
      }
    },
    async replace(storedName, data) {
      const name = path.basename(storedName);
      rmSync(path.join(tmpDir, name + PART), { force: true });
      writeTemporary(tmpDir, name, data);
      renameSync(path.join(tmpDir, name + PART), path.join(uploads, name));
      fsyncDir(uploads);
    },
    async remove(storedNames) {
      for (const name of storedNames) rmSync(path.join(uploads, path.basename(name)), { force: true });
    },
    /**
     * Every temporary file is from a process that is gone (one API process owns a data folder),
     * so each is either finished or removed. Stored files no application names cannot come from
     * this code, which renames only after the commit; older versions or hands may leave them, and
     * they go once older than an hour.
     */
    async sweep(isNamed): Promise<SweepResult> {
      const result: SweepResult = { finished: [], removed: [] };
      for (const name of filesIn(tmpDir)) {
        const storedName = name.endsWith(PART) ? name.slice(0, -PART.length) : null;
        if (storedName && (await isNamed(storedName))) {
          renameSync(path.join(tmpDir, name), path.join(uploads, storedName));
          result.finished.push(`uploads/${storedName}`);
        } else {
          rmSync(path.join(tmpDir, name), { force: true });
          result.removed.push(`uploads/.tmp/${name}`);
        }
      }
      for (const name of filesIn(uploads)) {
        const file = path.join(uploads, name);
        if ((await isNamed(name)) || now() - statSync(file).mtimeMs < ORPHAN_AGE_MS) continue;
        rmSync(file, { force: true });
        result.removed.push(`uploads/${name}`);
      }
      if (result.finished.length > 0) fsyncDir(uploads);
      return result;
    },
    async ready() {
      accessSync(uploads, constants.W_OK);
      return 'uploads folder writable';
    },
  };
}
