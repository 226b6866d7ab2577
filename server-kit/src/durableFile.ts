/** Files written whole or not at all: what a service's state on disk needs. */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

function fsyncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A file replaced whole or not at all, and durably: written aside, flushed, renamed over the old
 * one, then its folder flushed (the rename itself is durable only then). A crash at any moment
 * leaves the old content or the new, never a part. The one way files are written atomically here:
 * a release's latest.json, the deploy registry and its pinned files.
 */
export function writeFileDurably(file: string, content: string | Buffer, { mode }: { mode: number }): void {
  // A folder made here is as closed as the file: a private file gets a private folder.
  mkdirSync(path.dirname(file), { recursive: true, mode: mode | ((mode & 0o444) >> 2) });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'w', mode);
  try {
    writeSync(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  fsyncPath(path.dirname(file));
}
