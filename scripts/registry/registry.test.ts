/**
 * The embedded registry as npm meets it: a real Verdaccio on loopback, real `npm publish`.
 * It holds the @ssb scope and nothing else (no uplink: a public name is never fetched through it),
 * only the publisher may publish, and a version's contents never change once published.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { publisherToken, publishStaged, userConfigFor } from './publish';
import { startRegistry } from './verdaccio';

const exec = promisify(execFile);
let dir: string;
let registry: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-registry-test-'));
  registry = await startRegistry({ storageDir: path.join(dir, 'registry'), host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await registry.close();
  rmSync(dir, { recursive: true, force: true });
});

function probePackage(body: string): string {
  const stage = path.join(dir, 'probe');
  mkdirSync(stage, { recursive: true });
  writeFileSync(path.join(stage, 'package.json'), JSON.stringify({ name: '@ssb/probe', version: '1.0.0', main: 'index.js' }));
  writeFileSync(path.join(stage, 'index.js'), body);
  return stage;
}

it('serves no package it does not hold, public ones included: nothing is fetched from elsewhere', async () => {
  const ask = (name: string) => fetch(new URL(name, registry.url), { signal: AbortSignal.timeout(10_000) }).then((r) => r.status);
  await expect(ask('@ssb%2fnot-published')).resolves.toBe(404);
  // A name outside the scope matches no rule of the registry: refused, never proxied.
  expect([401, 403, 404]).toContain(await ask('react'));
});

it('refuses a publish without the publisher’s token', async () => {
  const stage = probePackage('module.exports = 1;\n');
  const anonymous = path.join(dir, 'anonymous.npmrc');
  writeFileSync(anonymous, '');
  await expect(
    exec('npm', ['publish', '--registry', registry.url, '--userconfig', anonymous, '--ignore-scripts'], { cwd: stage, timeout: 60_000 }),
  ).rejects.toThrow(/E401|ENEEDAUTH|E403/);
});

it('publishes once, leaves the same contents as they are, and refuses other contents at the same version', async () => {
  const credentials = path.join(dir, 'credentials');
  const token = await publisherToken(registry.url, credentials);
  expect(statSync(path.join(credentials, 'publisher.json')).mode & 0o777).toBe(0o600);
  // Signing in again gives a token too (the account exists now).
  await expect(publisherToken(registry.url, credentials)).resolves.toEqual(expect.any(String));
  const userConfig = userConfigFor(registry.url, token, credentials);

  const stage = probePackage('module.exports = 1;\n');
  await expect(publishStaged(stage, registry.url, userConfig)).resolves.toBe('published');
  await expect(publishStaged(stage, registry.url, userConfig)).resolves.toBe('unchanged');
  probePackage('module.exports = 2;\n');
  await expect(publishStaged(stage, registry.url, userConfig)).rejects.toThrow(/new version/);

  const packument = (await (await fetch(new URL('@ssb%2fprobe', registry.url))).json()) as { versions: Record<string, unknown> };
  expect(Object.keys(packument.versions)).toEqual(['1.0.0']);
}, 60_000);
