/**
 * Publishes the platform's packages to a registry in one command: each is staged (built
 * JavaScript and declarations, scripts/packages/stage.ts) and published at the version its
 * package.json holds. A version already there is left as it is when its contents are the same, and
 * refused when they differ: a change needs a new version (a changeset, docs/remote-team-repository.md).
 * The publisher's credentials stay in files of mode 600; the token reaches npm in a user config,
 * never on a command line or in a URL.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { stageAll, type PackageManifest } from '../packages/stage';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The publisher's account on the embedded registry: made on first use, then signed in to. */
export async function publisherToken(registryUrl: string, credentialsDir: string): Promise<string> {
  mkdirSync(credentialsDir, { recursive: true, mode: 0o700 });
  const file = path.join(credentialsDir, 'publisher.json');
  if (!existsSync(file))
    writeFileSync(file, JSON.stringify({ name: 'ssb-platform', password: randomBytes(24).toString('base64url') }), { mode: 0o600 });
  const { name, password } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; password: string };
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, registryUrl), {
    method: 'PUT',
    // Basic credentials sign in to the account once it exists (as npm login does); the first call makes it.
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}` },
    body: JSON.stringify({ name, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token) throw new Error(`the registry refused the publisher (${response.status} ${body.error ?? ''})`);
  return body.token;
}

/** A user config that holds the token for this registry only. */
export function userConfigFor(registryUrl: string, token: string, dir: string): string {
  const file = path.join(dir, 'publisher.npmrc');
  const host = registryUrl.replace(/^https?:/, '');
  writeFileSync(file, `${host}:_authToken=${token}\n`, { mode: 0o600 });
  return file;
}

/** The shasum npm would publish for a staged folder. */
async function packedShasum(stage: string): Promise<string> {
  const { stdout } = await exec(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: stage, timeout: 60_000 });
  const [packed] = JSON.parse(stdout) as { shasum: string }[];
  if (!packed) throw new Error(`npm pack gave nothing for ${stage}`);
  return packed.shasum;
}

async function publishedShasum(registryUrl: string, name: string, version: string): Promise<string | undefined> {
  const response = await fetch(new URL(name.replace('/', '%2f'), registryUrl), { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return undefined;
  const packument = (await response.json()) as { versions?: Record<string, { dist?: { shasum?: string } }> };
  return packument.versions?.[version]?.dist?.shasum;
}

export type PublishOutcome = 'published' | 'unchanged';

export async function publishStaged(stage: string, registryUrl: string, userConfig: string): Promise<PublishOutcome> {
  const { name, version } = JSON.parse(readFileSync(path.join(stage, 'package.json'), 'utf8')) as PackageManifest;
  const there = await publishedShasum(registryUrl, name, version);
  if (there) {
    if (there === (await packedShasum(stage))) return 'unchanged';
    throw new Error(`${name}@${version} is published with other contents: its change needs a new version (npx changeset)`);
  }
  await exec(npm, ['publish', '--registry', registryUrl, '--userconfig', userConfig, '--ignore-scripts', '--access', 'restricted'], {
    cwd: stage,
    timeout: 120_000,
    // The token is in the user config; the environment carries no npm credential.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  return 'published';
}

/** Stages and publishes every platform package; prints one line each. */
export async function publishAll(registryUrl: string, credentialsDir: string): Promise<Record<string, PublishOutcome>> {
  const token = await publisherToken(registryUrl, credentialsDir);
  const userConfig = userConfigFor(registryUrl, token, credentialsDir);
  const outcomes: Record<string, PublishOutcome> = {};
  for (const stage of await stageAll()) {
    const { name, version } = JSON.parse(readFileSync(path.join(stage, 'package.json'), 'utf8')) as PackageManifest;
    outcomes[name] = await publishStaged(stage, registryUrl, userConfig);
    console.log(`[registry] ${name}@${version} ${outcomes[name]}`);
  }
  return outcomes;
}
