import { expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createDeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';
import { createOriginAllowlist } from './originAllowlist';
import { emptyRegistryState } from './registryState';
import { pollRegistry } from './registryPoll';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

it('picks up a switch saved by someone else, warns once per failure streak and keeps the last state', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-poll-'));
  const file = path.join(dir, 'registry.json');
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } as unknown as FastifyBaseLogger });
  const registry = await createDeployRegistry({ store: createFileRegistryStore(file), checks: { allowlist: createOriginAllowlist(undefined) } });
  const poll = pollRegistry(registry, 20, app.log);
  try {
    // Another instance's save: the same state, one switch on.
    await createFileRegistryStore(file).save({ ...emptyRegistryState(), revision: 1 });
    await until(() => registry.state().revision === 1);
    expect(registry.state().revision).toBe(1);
    expect(lines.join('')).toContain('deploy registry: revision 1, switched by another instance');

    writeFileSync(file, '{ torn');
    await until(() => lines.some((l) => l.includes('cannot be read')));
    await new Promise((r) => setTimeout(r, 200)); // several failed polls
    expect(lines.filter((l) => l.includes('cannot be read'))).toHaveLength(1);
    expect(registry.state().revision).toBe(1);

    await createFileRegistryStore(file).save({ ...emptyRegistryState(), revision: 2 });
    await until(() => registry.state().revision === 2);
    expect(lines.join('')).toContain('can be read again');
  } finally {
    await poll.stop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
