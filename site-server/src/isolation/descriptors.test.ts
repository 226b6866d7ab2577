/**
 * Render processes inherit no descriptor of whatever started the site: a site server started
 * with one of its parent's left open (here descriptor 39, a pipe this test reads) runs a hostile
 * release that writes to it. Nothing arrives; with the wall taken down (the render process keeps
 * what it inherits), the release's words come through the pipe.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

async function runWithInheritedPipe(args: string[]): Promise<{ verdict: string; leaked: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../testing/inheritedDescriptorSite.ts'), ...args], {
    // A high number: Node's own descriptors take the low ones as it starts.
    stdio: ['ignore', 'pipe', 'inherit', ...Array<'ignore'>(36).fill('ignore'), 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  let out = '';
  let leaked = '';
  child.stdout?.on('data', (chunk: Buffer) => void (out += chunk.toString('utf8')));
  ((child.stdio as unknown as Readable[])[39] as Readable).on('data', (chunk: Buffer) => void (leaked += chunk.toString('utf8')));
  await new Promise((resolve) => child.on('exit', resolve));
  const line = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { verdict?: string; error?: string };
  if (!line.verdict) throw new Error(`the site did not run: ${line.error ?? out}`);
  return { verdict: line.verdict, leaked };
}

describe('descriptors a render process could inherit', () => {
  it('are closed before any release code runs: a release cannot write to one the site was started with', async () => {
    const { verdict, leaked } = await runWithInheritedPipe([]);
    expect(verdict).toMatch(/^denied \(EBADF/);
    expect(leaked).toBe('');
  }, 90_000);

  it('matters: kept open, the release writes through it', async () => {
    const { verdict, leaked } = await runWithInheritedPipe(['--keep-descriptors']);
    expect(verdict).toBe('ALLOWED written');
    expect(leaked).toBe('LEAKED from a render process\n');
  }, 90_000);
});
