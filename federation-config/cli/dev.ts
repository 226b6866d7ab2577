/**
 * `ssb-remote dev`: the remote's team works on it inside the real site. Its webpack rebuilds on
 * every save (development mode) into dist/dev, served on a port of its own; the workspace's site
 * (the built shell, the other remotes' live releases and the API) runs as with `npm start`, with
 * this remote pinned to the development build. Reload the page to see a change.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createRemoteServer } from '../release/remoteServer';
import { remoteOfPackage } from './registryClient';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'development' }) => Configuration | Configuration[];

/** The folder of the npm workspace this remote belongs to (where the site's start script is). */
function workspaceRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object)) return dir;
  }
  throw new Error(`no npm workspace above ${from}: ssb-remote dev runs the site of the workspace`);
}

export async function runDev(appDir: string): Promise<number> {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string };
  const remote = remoteOfPackage(pkg.name);
  const outDir = path.join(appDir, 'dist', 'dev');
  mkdirSync(outDir, { recursive: true });
  process.env.SSB_OUT_DIR = outDir;
  process.env.SSB_BUILD_ID = 'dev';
  const factory = (await import(path.join(appDir, 'webpack.config.cjs'))) as { default: ConfigFactory };
  // A development build is the browser build alone (the site renders a pinned remote in the browser).
  const [config] = ([] as Configuration[]).concat(factory.default({}, { mode: 'development' }));
  const compiler = config ? webpack(config) : null;
  if (!compiler) throw new Error('webpack could not be set up');
  const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) console.error(`[dev] ${error.message}`);
    else if (stats)
      console.log(`[dev] ${remote} ${stats.hasErrors() ? 'has errors' : 'rebuilt'}:\n${stats.toString({ preset: 'errors-warnings', colors: true })}`);
  });
  if (!watching) throw new Error('webpack could not watch');

  const host = process.env.SSB_HOST ?? '127.0.0.1';
  const server = await createRemoteServer(outDir, { development: true });
  await server.listen({ host, port: Number(process.env.SSB_DEV_PORT ?? 0) });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const manifestUrl = `http://${host}:${port}/mf-manifest.json`;
  console.log(`[dev] ${remote} rebuilds into ${path.relative(appDir, outDir)}, served at ${manifestUrl}`);

  const root = workspaceRoot(appDir);
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts'), '--build-if-missing'], {
    cwd: root,
    stdio: 'inherit',
    // Pinned, not deployed: a development build is no release, and the registry stays as it was.
    env: { ...process.env, SSB_DEV_REMOTES: `${remote}=${manifestUrl}` },
  });
  return new Promise<number>((resolve) => {
    const stop = () => {
      site.kill('SIGTERM');
      watching.close(() => void server.close().then(() => resolve(0)));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    site.on('exit', (code) => {
      watching.close(() => void server.close().then(() => resolve(code ?? 0)));
    });
  });
}
