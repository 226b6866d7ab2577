/**
 * `ssb-remote`: what a remote team runs in its own folder (through its package.json scripts).
 * Everything it needs is that folder and this package; settings are checked before any step runs.
 *
 *   ssb-remote generate                   writes src/generated/ from the declaration, src/remote.ts
 *   ssb-remote build                      generate, then a production build that becomes an immutable release
 *   ssb-remote dev                        generate, then rebuild on save and run the local site with this build
 *   ssb-remote dev --site <URL>           generate, then rebuild on save and show this build on that running site,
 *                                         in the one browser given the preview cookie it prints (no workspace needed)
 *   ssb-remote releases                   the releases in dist/, newest first, and which one is live
 *   ssb-remote deploy <manifest URL | latest> [--if-match ETAG]
 *                                         asks the site's registry to check the release and make it live
 *   ssb-remote rollback [--if-match ETAG] back to the release live before, with the same checks
 *   ssb-remote prune [--keep N] [--live ID]
 *                                         removes all but the newest N releases, never the live one
 *                                         nor one a preview shows
 *   ssb-remote preview [manifest URL | latest]
 *                                         a preview of the latest build (by default) for one browser: prints how to open it
 *   ssb-remote check                      would the live site accept the latest build? exit 0 if so, 1 if not
 *   ssb-remote test | lint | typecheck | format
 *                                         the remote's checks with the platform's Jest, ESLint, TypeScript and Prettier
 *   ssb-remote create <name> [--dir FOLDER] [--registry URL]
 *                                         writes a remote's repository of its own (cli/create.ts)
 * Settings: cli/registryClient.ts.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ROUTES_BY_REMOTE, type RemoteName } from '@ssb/contracts/node';
import { buildRelease } from '../release/buildRelease';
import { createRemoteRepository } from './create';
import { runToolCommand, TOOL_COMMANDS, type ToolCommand } from './tools';
import { latestRelease, listReleases, pruneReleases, releaseManifest, type RetainedReleases } from '../release/releases';
import { portSettingOf } from '../workspaces.cjs';
import {
  deploySecret,
  fetchHostVersions,
  fetchRemoteListing,
  liveReleaseIds,
  previewCookieLines,
  previewedReleaseIds,
  refusalText,
  remoteOfPackage,
  remoteOrigin,
  requestPreview,
  requestSwitch,
  siteUrl,
} from './registryClient';
import { compareWithHost, reportLines, sharedSingletonsOf } from './check';
import { runDev } from './dev';
import { readDeclaration, writeModules, GENERATED_DIR } from '../declaration';

const USAGE = `usage: ssb-remote <generate | build | dev [--site URL] | releases | deploy <manifest URL | latest> [--if-match ETAG] | rollback [--if-match ETAG] | prune [--keep N] [--live ID] | preview [manifest URL | latest] | check | test | lint | typecheck | format | create <name> [--dir FOLDER] [--registry URL]>`;

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

/**
 * The releases a prune keeps, as the registry says: the deployed ones (the public listing) and the
 * previewed ones (with the team's token). `--live ID` stands for the registry's answer: then
 * nothing is asked, so no preview is known.
 */
async function retainedReleases(remote: RemoteName, given: string | undefined): Promise<RetainedReleases> {
  if (given) {
    console.log(`[ssb-remote] --live ${given}: the registry is not asked, so releases that previews show are not known and not kept`);
    return { deployed: [given], previewed: [] };
  }
  // The token first: a missing one is said before anything is asked.
  const secret = deploySecret(remote);
  const [deployed, previewed] = await Promise.all([liveReleaseIds(remote), previewedReleaseIds(remote, secret)]);
  return { deployed, previewed };
}

/** The first page of a remote without a parameter: where a preview shows it. */
const firstPageOf = (remote: RemoteName): string => (ROUTES_BY_REMOTE[remote] as readonly string[]).find((p) => !p.includes(':')) ?? '/';

/** A preview of a release of this remote (the latest build by default), and how a person opens it. */
async function preview(args: string[], appDir: string): Promise<number> {
  const pkg = readPackage(appDir);
  const site = siteUrl();
  const secret = deploySecret(pkg.remote);
  const manifestUrl = manifestUrlOf(args.find((arg) => !arg.startsWith('--')) ?? 'latest', appDir, pkg);
  const answer = await requestPreview({ remote: pkg.remote, manifestUrl, secret, siteUrl: site });
  if (!answer.ok) {
    console.error(`[preview] ${pkg.remote} refused (${refusalText(answer)})`);
    console.error('[preview] no preview was started');
    return 1;
  }
  const releaseId = answer.preview.releases[pkg.remote]?.releaseId ?? '?';
  console.log(`[preview] ${pkg.remote} ${releaseId} previewed on ${site} until ${answer.preview.expires}, by ${answer.preview.by}`);
  for (const line of previewCookieLines(site, answer, firstPageOf(pkg.remote), 'preview')) console.log(line);
  console.log(`[preview] or run the end-to-end suite on it: npm run e2e -- --preview ${pkg.remote}=${manifestUrl}`);
  return 0;
}

/** Whether the live site would accept the latest build: the registry's contracts rule; the shared singletons beside it. */
async function check(appDir: string): Promise<number> {
  const pkg = readPackage(appDir);
  const site = siteUrl();
  const secret = deploySecret(pkg.remote);
  const latest = latestRelease(path.join(appDir, 'dist'));
  if (!latest) throw new Error(`${pkg.name} has no release in dist/: run its build first (npm run build)`);
  const manifest = releaseManifest(latest);
  const host = await fetchHostVersions(
    pkg.remote,
    sharedSingletonsOf(manifest).map((s) => s.name),
    secret,
  );
  const report = compareWithHost(manifest, host);
  for (const line of reportLines(report, pkg.remote, site)) console.log(line);
  return report.accepted ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const appDir = process.cwd();
  const distDir = path.join(appDir, 'dist');
  if (TOOL_COMMANDS.includes(command as ToolCommand)) return runToolCommand(command as ToolCommand, args, appDir);
  switch (command) {
    case 'create': {
      const [name] = args.filter((arg, i) => !arg.startsWith('--') && !['--dir', '--registry'].includes(args[i - 1] ?? ''));
      if (!name) throw new Error('ssb-remote create <name>: which remote (about, products, calculators, applications)?');
      const dir = path.resolve(flag(args, '--dir') ?? appDir);
      const registry = flag(args, '--registry') ?? process.env.SSB_REGISTRY_URL ?? 'http://127.0.0.1:4873/';
      const written = createRemoteRepository(name, { dir, registry });
      console.log(`[ssb-remote] ${dir}: wrote ${written.join(', ')}. Next: npm install, then npm test and npm run build.`);
      return 0;
    }
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
      // Which releases are live or previewed only the registry knows; without it nothing is removed.
      const retained = await retainedReleases(readPackage(appDir).remote, flag(args, '--live'));
      const { kept, removed, previewed } = pruneReleases(distDir, keep, retained);
      const shown = kept.map((id) => (previewed.includes(id) ? `${id} previewed` : id));
      console.log(
        `[ssb-remote] kept ${kept.length} (${shown.join(', ') || 'none'}), removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
      );
      return 0;
    }
    case 'preview':
      return preview(args, appDir);
    case 'check':
      return check(appDir);
    case 'dev': {
      // The site's address is checked before anything is generated or built.
      const site = args.includes('--site') ? siteUrl({ SSB_SITE_URL: flag(args, '--site') ?? '' }) : undefined;
      generate(appDir);
      return runDev(appDir, { site, firstPage: firstPageOf(readPackage(appDir).remote) });
    }
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
