/**
 * Builds every part in production mode: each remote into a new immutable release (`ssb-remote
 * build` in its folder, as its team runs it), the shell into shell/dist, and then the servers'
 * programs to JavaScript (buildServers.ts).
 * Two at a time (the machines here have two cores).
 */
import path from 'node:path';
import { pool, run, seconds } from './lib/run';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { buildServers } from './buildServers';
import { repoRoot } from './lib/repoRoot';

export const REMOTE_DIRS = remotePackages().map((remote) => remote.dir);
/** The browser builds: every remote, the shell and the back office's app. */
export const APPS = [...REMOTE_DIRS, 'shell', 'backoffice'];

const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
const ssbRemote = path.join(repoRoot, 'node_modules/@ssb/federation-config/bin/ssb-remote.cjs');

export function buildApp(dir: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const options = { cwd: path.join(repoRoot, dir), env: { ...process.env, ...env } };
  return dir === 'shell' || dir === 'backoffice'
    ? run(process.execPath, [webpackCli, '--mode', 'production', '--config', 'webpack.config.cjs'], options)
    : run(process.execPath, [ssbRemote, 'build'], options);
}

export async function buildAll(): Promise<void> {
  const started = Date.now();
  const codes = await pool(
    APPS.map((dir) => async () => {
      const t = Date.now();
      const code = await buildApp(dir);
      console.log(`[build] ${dir} ${code === 0 ? 'built' : 'FAILED'} in ${seconds(t)}`);
      return code;
    }),
    2,
  );
  if (codes.some((c) => c !== 0)) throw new Error('build failed');
  await buildServers();
  console.log(`[build] all parts built in ${seconds(started)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
