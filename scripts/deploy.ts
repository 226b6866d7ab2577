/**
 * The workspace's shortcut to a remote team's own commands, for the local site:
 *   npm run deploy -- <remote> <manifest URL | latest> [--if-match <etag>]
 *   npm run rollback -- <remote> [--if-match <etag>]
 * runs `ssb-remote deploy|rollback` in the remote's folder (as `npm run deploy -w mfe-about`
 * does), with the token `npm start` made (<var>/deploy-token) unless SSB_DEPLOY_TOKEN is set.
 * The child is given the token file's path, never the token.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { run } from './lib/run';
import { readSettings, repoRoot } from './settings';

async function main(argv: string[]): Promise<number> {
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
  const settings = readSettings();
  const tokenFile = path.join(settings.varDir, 'deploy-token');
  const env: NodeJS.ProcessEnv = { ...process.env, SSB_SITE_URL: process.env.SSB_SITE_URL ?? `http://${settings.host}:${settings.sitePort}` };
  if (!process.env.SSB_DEPLOY_TOKEN && existsSync(tokenFile)) env.SSB_DEPLOY_TOKEN_FILE = tokenFile;
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
