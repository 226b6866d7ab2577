/**
 * The workspace's shortcut to a remote team's own commands, for the local site:
 *   npm run deploy -- <remote> <manifest URL | latest> [--if-match <etag>]
 *   npm run rollback -- <remote> [--if-match <etag>]
 *   npm run canary -- <remote> <manifest URL | latest> [--share 0.05] | status|promote|abort <remote>
 * runs `ssb-remote deploy|rollback` in the remote's folder (as `npm run deploy -w mfe-about`
 * does), or the canary's command (scripts/canary.ts), with the token `npm start` made
 * (<var>/deploy-token) unless SSB_DEPLOY_TOKEN is set. Either is given the token file's path,
 * never the token.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { run } from './lib/run';
import { readSettings, repoRoot } from './settings';
import { runCanary } from './canary';

/** The settings `npm start` gives the site: its URL, and the token file it made unless one is set. */
function registrySettings(settings: ReturnType<typeof readSettings>): NodeJS.ProcessEnv {
  const tokenFile = path.join(settings.varDir, 'deploy-token');
  // With an internal port the registry answers there only (the site's port says 404 for it).
  const port = settings.site.internalPort ?? settings.sitePort;
  const env: NodeJS.ProcessEnv = { ...process.env, SSB_SITE_URL: process.env.SSB_SITE_URL ?? `http://${settings.host}:${port}` };
  if (!process.env.SSB_DEPLOY_TOKEN && existsSync(tokenFile)) env.SSB_DEPLOY_TOKEN_FILE = tokenFile;
  return env;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'canary') {
    const settings = readSettings();
    const remotes = settings.remotes.map((r) => ({ dir: r.dir, remote: r.name, port: r.port }));
    return runCanary(argv.slice(1), remotes, registrySettings(settings), repoRoot);
  }
  const [command, remoteArg, ...rest] = argv;
  const remote = remotePackages().find((r) => remoteArg && [r.dir, r.remote, r.name].includes(remoteArg));
  if ((command !== 'deploy' && command !== 'rollback') || !remote) {
    const names = remotePackages()
      .map((r) => r.dir)
      .join(', ');
    console.error(
      `usage: npm run ${command ?? 'deploy'} -- <${names}> ${command === 'rollback' ? '' : '<manifest URL | latest> '}[--if-match <etag>]`,
    );
    return 2;
  }
  const env = registrySettings(readSettings());
  const bin = path.join(repoRoot, 'node_modules/@ssb/federation-config/bin/ssb-remote.cjs');
  return run(process.execPath, [bin, command, ...rest], { cwd: path.join(repoRoot, remote.dir), env });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
