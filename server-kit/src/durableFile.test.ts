import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileDurably } from './durableFile';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (target: string) => statSync(target).mode & 0o777;

describe('writeFileDurably', () => {
  it('replaces a file whole and leaves nothing beside it', () => {
    const file = path.join(dir, 'state.json');
    writeFileSync(file, 'old');
    writeFileDurably(file, 'new', { mode: 0o644 });
    writeFileDurably(file, Buffer.from('newer'), { mode: 0o644 });
    expect(readFileSync(file, 'utf8')).toBe('newer');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('makes a private file in a private folder, and a public one in a readable folder', () => {
    const secret = path.join(dir, 'private', 'registry.json');
    writeFileDurably(secret, '{}', { mode: 0o600 });
    expect([modeOf(secret), modeOf(path.dirname(secret))]).toEqual([0o600, 0o700]);
    const shared = path.join(dir, 'public', 'latest.json');
    writeFileDurably(shared, '{}', { mode: 0o644 });
    expect([modeOf(shared), modeOf(path.dirname(shared))]).toEqual([0o644, 0o755]);
  });
});
