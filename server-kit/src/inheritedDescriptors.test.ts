import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A process started with a pipe of this test's left open at descriptor 39: what a child it starts sees there. */
async function childSees(close: boolean): Promise<{ listed: string[]; written: string }> {
  const script = `
    ${close ? `require(${JSON.stringify(path.join(__dirname, 'inheritedDescriptors.ts'))}).closeInheritedDescriptors();` : ''}
    const { spawnSync } = require('node:child_process');
    const out = spawnSync(process.execPath, ['-e', "const fs = require('fs'); try { fs.writeSync(39, 'through'); } catch {} process.stdout.write(fs.readdirSync('/proc/self/fd').join(' '))"], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    process.stdout.write(out.stdout);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit', ...Array<'ignore'>(36).fill('ignore'), 'pipe'],
  });
  let out = '';
  let written = '';
  child.stdout?.on('data', (chunk: Buffer) => void (out += chunk.toString('utf8')));
  ((child.stdio as unknown as Readable[])[39] as Readable).on('data', (chunk: Buffer) => void (written += chunk.toString('utf8')));
  await new Promise((resolve) => child.on('exit', resolve));
  return { listed: out.trim().split(' '), written };
}

describe('descriptors a process inherited', () => {
  it('are closed, so that nothing it starts inherits them in turn', async () => {
    const { listed, written } = await childSees(true);
    expect(listed).not.toContain('39');
    expect(written).toBe('');
  }, 30_000);

  it('matters: left open, a grandchild writes through one', async () => {
    const { listed, written } = await childSees(false);
    expect(listed).toContain('39');
    expect(written).toBe('through');
  }, 30_000);
});
