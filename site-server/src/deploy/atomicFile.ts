/**
 * A file replaced whole or not at all, and durably: written aside, flushed, renamed over the old
 * one, then the folder flushed (the rename itself is durable only then). A crash at any moment
 * leaves the old content or the new, never a part. Readable by its owner only by default: the
 * registry's files are not the render processes' business.
 */
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

export function writeFileDurably(file: string, content: string | Buffer, mode = 0o600): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
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
