/**
 * `ssb-remote dev`: the remote's team works on it inside the real site. Its webpack rebuilds on
 * every save (development mode) into dist/dev, served on a port of its own. Reload the page to see
 * a change.
 *   ssb-remote dev               the workspace's site (the built shell, the other remotes' live
 *                                releases and the API) runs as with `npm start`, with this remote
 *                                pinned to the development build (SSB_DEV_REMOTES)
 *   ssb-remote dev --site <URL>  no site is started, and no workspace is needed: the running site
 *                                at URL is asked for a development preview (the team's
 *                                SSB_DEPLOY_TOKEN), which shows this build to the one browser
 *                                given the cookie printed, loaded from this machine's loopback
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { contractsRangeFor, type RemoteName } from '@ssb/contracts/node';
import { createRemoteServer } from '../release/remoteServer';
import { deploySecret, previewCookieLines, refusalText, remoteOfPackage, requestPreview } from './registryClient';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'development' }) => Configuration | Configuration[];

export interface DevOptions {
  /** The running site to show the build on (a development preview); absent: the workspace's site is started. */
  site?: string;
  /** The remote's first page, where the printed instructions send the browser. */
  firstPage?: string;
}

/** The folder of the npm workspace this remote belongs to (where the site's start script is). */
function workspaceRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object)) return dir;
  }
  throw new Error(
    `no npm workspace above ${from}: ssb-remote dev runs the site of the workspace (or show the build on a running site: ssb-remote dev --site <URL>)`,
  );
}

/** The contracts range the build is made against: `^` the @ssb/contracts installed for the remote, as a release states it. */
function contractsRangeOf(appDir: string): string {
  const file = createRequire(path.join(appDir, 'package.json')).resolve('@ssb/contracts/package.json');
  return contractsRangeFor((JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version);
}

/** Asks the site for a development preview of the build at `manifestUrl`, and says how to open it; false if refused. */
async function startDevelopmentPreview(remote: RemoteName, manifestUrl: string, site: string, secret: string, appDir: string, firstPage: string) {
  const answer = await requestPreview({ remote, manifestUrl, secret, siteUrl: site, development: { contractsRange: contractsRangeOf(appDir) } });
  if (!answer.ok) {
    console.error(`[dev] ${site} refused a development preview of ${remote} (${refusalText(answer)})`);
    return false;
  }
  console.log(`[dev] ${remote} development build previewed on ${site} until ${answer.preview.expires}, by ${answer.preview.by}`);
  for (const line of previewCookieLines(site, answer, firstPage, 'dev')) console.log(line);
  console.log('[dev] after each save, reload the page once "[dev] … rebuilt" is printed');
  return true;
}

export async function runDev(appDir: string, options: DevOptions = {}): Promise<number> {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string };
  const remote = remoteOfPackage(pkg.name);
  const { site } = options;
  // Every setting first: a missing token or workspace is said before anything is built.
  const secret = site ? deploySecret(remote) : null;
  const root = site ? null : workspaceRoot(appDir);
  const outDir = path.join(appDir, 'dist', 'dev');
  mkdirSync(outDir, { recursive: true });
  process.env.SSB_OUT_DIR = outDir;
  process.env.SSB_BUILD_ID = 'dev';
  const factory = (await import(path.join(appDir, 'webpack.config.cjs'))) as { default: ConfigFactory };
  // A development build is the browser build alone (the site renders a pinned remote in the browser).
  const [config] = ([] as Configuration[]).concat(factory.default({}, { mode: 'development' }));
  if (!config) throw new Error('webpack could not be set up');
  // The site's pages allow no eval (CSP script-src): source maps in files, not in eval'd modules.
  config.devtool = 'cheap-module-source-map';
  const compiler = webpack(config);
  if (!compiler) throw new Error('webpack could not be set up');

  // Loopback only: the build is the developer's, for the developer's own browser.
  const host = site ? '127.0.0.1' : (process.env.SSB_HOST ?? '127.0.0.1');
  const server = await createRemoteServer(outDir, { development: true });
  await server.listen({ host, port: Number(process.env.SSB_DEV_PORT ?? 0) });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const manifestUrl = `http://${host}:${port}/mf-manifest.json`;
  console.log(`[dev] ${remote} rebuilds into ${path.relative(appDir, outDir)}, served at ${manifestUrl}`);

  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));
  let previewing: Promise<boolean> | null = null;
  // Set once webpack watches (below).
  let stop: (code: number) => void = (code) => finish(code);
  const onBuild = (stats: Stats) => {
    const ms = (stats.endTime ?? 0) - (stats.startTime ?? 0);
    console.log(
      `[dev] ${remote} ${stats.hasErrors() ? 'has errors' : 'rebuilt'} in ${ms} ms:\n${stats.toString({ preset: 'errors-warnings', colors: true })}`,
    );
    // The preview is asked for once, when there is a build to show.
    if (site && secret && !previewing && !stats.hasErrors()) {
      previewing = startDevelopmentPreview(remote, manifestUrl, site, secret, appDir, options.firstPage ?? '/');
      void previewing.then((ok) => ok || stop(1));
    }
  };
  const watching = compiler.watch({ aggregateTimeout: 100 }, (error, stats) => {
    if (error) console.error(`[dev] ${error.message}`);
    else if (stats) onBuild(stats);
  });
  if (!watching) throw new Error('webpack could not watch');

  const child = root
    ? spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts'), '--build-if-missing'], {
        cwd: root,
        stdio: 'inherit',
        // Pinned, not deployed: a development build is no release, and the registry stays as it was.
        env: { ...process.env, SSB_DEV_REMOTES: `${remote}=${manifestUrl}` },
      })
    : null;
  let stopping = false;
  stop = (code) => {
    if (stopping) return;
    stopping = true;
    child?.kill('SIGTERM');
    watching.close(() => void server.close().then(() => finish(code)));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  child?.on('exit', (code) => stop(code ?? 0));
  return done;
}
