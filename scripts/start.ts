/**
 * `npm start`: builds everything in production mode (skip with --no-build), then starts,
 * in one process tree that stops cleanly on Ctrl-C: the API, each remote on its own port,
 * and the site server on SSB_SITE_PORT that composes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createSiteServer } from '../shell/server/site-server';
import { createRemoteServer } from './remote-server';
import { buildAll } from './build';
import { readSettings, repoRoot, type Settings } from './settings';

/** The runtime config for the local ports, unless SSB_RUNTIME_CONFIG names one of your own. */
export function localRuntimeConfig(settings: Settings): RuntimeConfig {
  return {
    apiBaseUrl: '/api',
    internetBankingUrl: settings.internetBankingUrl,
    legalInternetBankingUrl: settings.legalInternetBankingUrl,
    remotes: Object.fromEntries(
      settings.remotes.map((r) => [r.name, `http://${settings.host}:${r.port}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
  };
}

export function writeRuntimeConfig(settings: Settings): string {
  if (settings.runtimeConfigPath) return settings.runtimeConfigPath;
  const config = localRuntimeConfig(settings);
  mkdirSync(settings.varDir, { recursive: true });
  const file = path.join(settings.varDir, 'runtime-config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function startApi(settings: Settings): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, SSB_API_PORT: String(settings.apiPort), SSB_DATA_DIR: settings.dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      if (seen.includes('API listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the API exited with code ${code} before it was ready`)));
  });
}

async function main() {
  // The site server renders pages with React: its production build, as the browser gets.
  process.env.NODE_ENV ??= 'production';
  const settings = readSettings();
  if (!process.argv.includes('--no-build')) await buildAll();
  for (const dir of ['shell', ...settings.remotes.map((r) => r.dir)]) {
    if (!existsSync(path.join(repoRoot, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run npm run build`);
  }
  const runtimeConfigPath = writeRuntimeConfig(settings);

  const servers: FastifyInstance[] = [];
  let api: ChildProcess | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((s) => s.close()));
    api?.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    api = await startApi(settings);
    api.on('exit', (code) => {
      if (!stopping) {
        console.error(`[start] the API stopped (code ${code}); stopping the site`);
        void stop(1);
      }
    });
    for (const remote of settings.remotes) {
      const server = await createRemoteServer(path.join(repoRoot, remote.dir, 'dist'));
      await server.listen({ host: settings.host, port: remote.port });
      servers.push(server);
      console.log(`[start] ${remote.name} on http://${settings.host}:${remote.port}/mf-manifest.json`);
    }
    const site = await createSiteServer({
      distDir: path.join(repoRoot, 'shell/dist'),
      runtimeConfigPath,
      apiUpstream: `http://${settings.host}:${settings.apiPort}`,
      serverBuildFile: path.join(repoRoot, 'shell/dist-server/render.cjs'),
    });
    await site.listen({ host: settings.host, port: settings.sitePort });
    servers.push(site);
    console.log(`[start] runtime config: ${path.relative(repoRoot, runtimeConfigPath)}`);
    console.log(`[start] the site is ready on http://localhost:${settings.sitePort}`);
  } catch (error) {
    console.error('[start] failed:', error instanceof Error ? error.message : error);
    await stop(1);
  }
}

// Run only when started as a script, not when imported by dev-remote.ts.
if (import.meta.url === `file://${process.argv[1]}`) void main();
