/**
 * The base every image is built on, made without a registry: Debian bookworm's minimal system
 * from Debian's packages (mmdebstrap), imported into podman. The tar is kept in the cache, named
 * by what goes into it, so a second run imports it in seconds.
 *
 * Where the packages come from: with SSB_DEBIAN_SNAPSHOT (a time, 20261125T000000Z) Debian's
 * dated snapshot of the archive (snapshot.debian.org), so that the same setting makes the same
 * base; without it the mirror this machine's apt uses, whose packages change with Debian's
 * updates. Either way each image's SBOM records every package's exact version (sbom.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { run, seconds } from '../lib/run';
import { CACHE_DIR, imageExists, podman } from './podman';

const BASE_IMAGE = 'localhost/ssb-base:bookworm';

/** What the base holds beyond minbase: certificates for HTTPS, and tini to be PID 1. */
const PACKAGES = ['ca-certificates', 'tini'];
const SUITES = ['bookworm', 'bookworm-updates', 'bookworm-security'];

const SNAPSHOT = /^\d{8}T\d{6}Z$/;
const SNAPSHOT_HOST = 'http://snapshot.debian.org/archive';

/** The snapshot's sources for the three suites, or null without SSB_DEBIAN_SNAPSHOT. */
function snapshotMirrors(at = process.env.SSB_DEBIAN_SNAPSHOT): string[] | null {
  if (!at) return null;
  if (!SNAPSHOT.test(at)) throw new Error(`SSB_DEBIAN_SNAPSHOT must be a time like 20261125T000000Z (got ${at})`);
  return SUITES.map((suite) => `deb ${SNAPSHOT_HOST}/${suite.endsWith('security') ? 'debian-security' : 'debian'}/${at} ${suite} main`);
}

/** Fails, saying so, when the snapshot's archive does not answer from this machine. */
async function snapshotReachable(at: string): Promise<void> {
  const url = `${SNAPSHOT_HOST}/debian/${at}/dists/bookworm/Release`;
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    throw new Error(
      `SSB_DEBIAN_SNAPSHOT=${at}: ${url} does not answer (${error instanceof Error ? error.message : String(error)}); unset it to build from this machine's mirror`,
    );
  }
}

/** The mirrors of this machine's apt (deb822 sources), for the main, updates and security suites. */
function debianMirrors(): string[] {
  const sources = '/etc/apt/sources.list.d/debian.sources';
  const uris = existsSync(sources)
    ? [...readFileSync(sources, 'utf8').matchAll(/^URIs:\s*(\S+)/gm)].map((m) => m[1] as string)
    : ['http://deb.debian.org/debian', 'http://deb.debian.org/debian-security'];
  const main = uris.find((uri) => !uri.includes('security')) ?? 'http://deb.debian.org/debian';
  const security = uris.find((uri) => uri.includes('security')) ?? 'http://deb.debian.org/debian-security';
  return SUITES.map((suite) => `deb ${suite.endsWith('security') ? security : main} ${suite} main`);
}

// Documentation, manuals, translations and apt's lists: nothing a server reads.
const TRIM = 'rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/* "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/locale/*';

export async function ensureBaseImage(): Promise<void> {
  const snapshot = snapshotMirrors();
  const mirrors = snapshot ?? debianMirrors();
  const key = createHash('sha256')
    .update(JSON.stringify([PACKAGES, mirrors]))
    .digest('hex')
    .slice(0, 12);
  const tar = path.join(CACHE_DIR, `debian-bookworm-${key}.tar`);
  if (!existsSync(tar)) {
    const started = Date.now();
    const partial = `${tar}.partial.tar`;
    rmSync(partial, { force: true });
    if (snapshot) await snapshotReachable(process.env.SSB_DEBIAN_SNAPSHOT ?? '');
    const code = await run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      `--include=${PACKAGES.join(',')}`,
      '--aptopt=APT::Install-Recommends "false"',
      // A snapshot's Release files are past their Valid-Until by design.
      ...(snapshot ? ['--aptopt=Acquire::Check-Valid-Until "false"'] : []),
      `--customize-hook=${TRIM}`,
      'bookworm',
      partial,
      ...mirrors,
    ]);
    if (code !== 0) throw new Error(`mmdebstrap failed (code ${code}): is it installed (apt-get install mmdebstrap)?`);
    renameSync(partial, tar);
    console.log(`[images] base rootfs made in ${seconds(started)} (${(statSync(tar).size / 1e6).toFixed(0)} MB, cached)`);
  }
  const tagged = `localhost/ssb-base:${key}`;
  if (!imageExists(tagged)) {
    const started = Date.now();
    await podman(['import', '--quiet', tar, tagged], { quiet: true });
    console.log(`[images] base imported in ${seconds(started)}`);
  }
  await podman(['tag', tagged, BASE_IMAGE]);
}
