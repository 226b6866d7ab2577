/**
 * `ssb-remote`: what a remote team runs in its own folder (through its package.json scripts).
 * Everything it needs is that folder and this package; settings are checked before any step runs.
 *
 *   ssb-remote generate                   writes src/generated/ from the declaration, src/remote.ts
 *   ssb-remote build                      generate, then a production build that becomes an immutable release
 *   ssb-remote dev                        generate, then rebuild on save and run the local site with this build
 *   ssb-remote releases                   the releases in dist/, newest first, and which one is live
 *   ssb-remote deploy <manifest URL | latest> [--if-match ETAG]
 *                                         asks the site's registry to check the release and make it live
 *   ssb-remote rollback [--if-match ETAG] back to the release live before, with the same checks
 *   ssb-remote prune [--keep N] [--live ID]
 *                                         removes all but the newest N releases, never the live one
 * Settings: cli/registryClient.ts.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { RemoteName } from '@ssb/contracts/node';
import { buildRelease } from '../release/buildRelease';
import { latestRelease, listReleases, pruneReleases } from '../release/releases';
import { portSettingOf } from '../workspaces.cjs';
import { deploySecret, fetchRemoteListing, liveReleaseIds, remoteOfPackage, remoteOrigin, requestSwitch, siteUrl } from './registryClient';
import { runDev } from './dev';
import { readDeclaration, writeModules, GENERATED_DIR } from '../declaration';

const USAGE = `usage: ssb-remote <generate | build | dev | releases | deploy <manifest URL | latest> [--if-match ETAG] | rollback [--if-match ETAG] | prune [--keep N] [--live ID]>`;

/** The value after a flag, e.g. `--keep 3`. */
function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

interface RemotePackage {
  name: string;
  remote: RemoteName;
  /** The port `npm start` serves this remote's dist/ on (package.json `ssb.port`, moved by SSB_<NAME>_PORT). */
  localPort: number;
}

function readPackage(appDir: string): RemotePackage {
  const json = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string; ssb?: { port?: number } };
  const moved = process.env[portSettingOf(path.basename(appDir))];
  return { name: json.name, remote: remoteOfPackage(json.name), localPort: Number(moved ?? json.ssb?.port ?? 0) };
}

/** Brings src/generated/ in line with src/remote.ts (checked against the contract first). */
function generate(appDir: string): void {
  const touched = writeModules(appDir, readDeclaration(appDir));
  if (touched.length > 0) console.log(`[ssb-remote] ${GENERATED_DIR}: wrote ${touched.join(', ')}`);
}

/** `latest` is the newest release in dist/ as the remote's origin serves it; a URL is taken as given. */
function manifestUrlOf(target: string, appDir: string, pkg: RemotePackage): string {
  if (target !== 'latest') return target;
  const latest = latestRelease(path.join(appDir, 'dist'));
  if (!latest) throw new Error(`${pkg.name} has no release in dist/: run its build first (npm run build)`);
  return `${remoteOrigin(pkg.localPort)}/releases/${latest.id}/mf-manifest.json`;
}

async function switchRelease(command: 'deploy' | 'rollback', args: string[], appDir: string): Promise<number> {
  const pkg = readPackage(appDir);
  const target = command === 'deploy' ? args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--if-match') : undefined;
  if (command === 'deploy' && !target) {
    console.error(USAGE);
    return 2;
  }
  // Every setting first: a wrong one is said before the registry is asked anything.
  const request = {
    remote: pkg.remote,
    siteUrl: siteUrl(),
    secret: deploySecret(pkg.remote),
    ifMatch: flag(args, '--if-match'),
    manifestUrl: target ? manifestUrlOf(target, appDir, pkg) : undefined,
  };
  const started = Date.now();
  const answer = await requestSwitch(request);
  if (!answer.ok) {
    const status = answer.status ? `HTTP ${answer.status}` : 'no answer';
    console.error(`[${command}] ${pkg.remote} refused (${status}${answer.check ? `, check ${answer.check}` : ''}): ${answer.message}`);
    console.error(`[${command}] nothing changed`);
    return 1;
  }
  console.log(
    `[${command}] ${pkg.remote}: ${answer.before?.releaseId ?? '(none)'} → ${answer.live.releaseId} by ${answer.live.by} in ${Date.now() - started} ms`,
  );
  console.log(`[${command}] registry ETag now ${answer.etag}; the next page any visitor opens uses it`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const appDir = process.cwd();
  const distDir = path.join(appDir, 'dist');
  switch (command) {
    case 'generate':
      generate(appDir);
      return 0;
    case 'build': {
      generate(appDir);
      const started = Date.now();
      const release = await buildRelease(appDir);
      const rel = path.relative(appDir, release.dir);
      const { name } = readPackage(appDir);
      console.log(
        release.created
          ? `[ssb-remote] ${name}: release ${release.id} in ${rel} (${((Date.now() - started) / 1000).toFixed(1)} s)`
          : `[ssb-remote] ${name}: release ${release.id} exists already with the same files; nothing new`,
      );
      return 0;
    }
    case 'releases': {
      const { remote } = readPackage(appDir);
      const latest = latestRelease(distDir)?.id;
      // Which one is live is the registry's to say; without it the list is still worth showing.
      const live = await fetchRemoteListing(remote).then(
        (listing) => listing.live?.releaseId,
        (error: unknown) => console.error(`[ssb-remote] ${error instanceof Error ? error.message : String(error)}; live release unknown`),
      );
      const releases = listReleases(distDir);
      if (releases.length === 0) console.log('[ssb-remote] no release in dist/ yet: npm run build makes one');
      for (const r of releases)
        console.log(`${r.id}  built ${r.builtAt}${r.id === latest ? '  (latest build)' : ''}${r.id === live ? '  (live)' : ''}`);
      return 0;
    }
    case 'deploy':
    case 'rollback':
      return switchRelease(command, args, appDir);
    case 'prune': {
      const keep = Number(flag(args, '--keep') ?? 5);
      if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number from 1 up, got ${flag(args, '--keep')}`);
      const given = flag(args, '--live');
      // Which release is live only the registry knows; without it nothing is removed.
      const live = given ? [given] : await liveReleaseIds(readPackage(appDir).remote);
      const { kept, removed } = pruneReleases(distDir, keep, live);
      console.log(
        `[ssb-remote] kept ${kept.length} (${kept.join(', ') || 'none'}), removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
      );
      return 0;
    }
    case 'dev':
      generate(appDir);
      return runDev(appDir);
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[ssb-remote] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
