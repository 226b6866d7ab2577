/**
 * `npm run dev -w <remote>`: the remote's team works on it inside the real site. Its webpack
 * rebuilds on every save (development mode) into var/dev/<remote>, served on its own port;
 * the built shell, the other remotes and the API run as with `npm start`, and the runtime
 * config points the site at the dev build. Reload the page to see a change.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRemoteServer } from './remote-server';
import { APPS, buildAll } from './build';
import { localRuntimeConfig } from './start';
import { readSettings, repoRoot } from './settings';

async function main() {
  const dir = path.basename(process.argv[2] ?? '');
  const settings = readSettings();
  const remote = settings.remotes.find((r) => r.dir === dir);
  if (!remote) throw new Error(`usage: npm run dev -w <remote>, one of ${settings.remotes.map((r) => r.dir).join(', ')}`);
  if (APPS.some((app) => !existsSync(path.join(repoRoot, app, 'dist')))) await buildAll();

  const outDir = path.join(settings.varDir, 'dev', dir);
  mkdirSync(outDir, { recursive: true });
  const devPort = remote.port + 1000;
  const watcher = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--watch', '--mode', 'development', '--config', path.join(dir, 'webpack.config.cjs')],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, SSB_OUT_DIR: outDir, SSB_BUILD_ID: 'dev' } },
  );
  const server = await createRemoteServer(outDir);
  await server.listen({ host: settings.host, port: devPort });

  const config = localRuntimeConfig(settings);
  config.remotes[remote.name] = `http://${settings.host}:${devPort}/mf-manifest.json`;
  const configFile = path.join(settings.varDir, 'dev', 'runtime-config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`[dev] ${remote.name} rebuilds into ${path.relative(repoRoot, outDir)}, served on port ${devPort}`);

  const site = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts'), '--no-build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SSB_RUNTIME_CONFIG: configFile },
  });
  const stop = () => {
    watcher.kill('SIGTERM');
    site.kill('SIGTERM');
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
