/**
 * From a terminal, through the site's deploy registry (SSB_SITE_URL, the local site by default):
 *   npm run deploy -- <remote> <manifest URL | latest> [--if-match <etag>]
 *   npm run rollback -- <remote> [--if-match <etag>]
 * <remote> is mfe-about or mfe_about; `latest` is the remote's newest local release on its local
 * origin. The token is SSB_DEPLOY_TOKEN, or the file `npm start` made (<var>/deploy-token).
 * Prints what changed; exits non-zero with the registry's reason when it refuses.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { latestRelease } from '@ssb/federation-config/release/releases';
import { remoteNameOf, siteUrl } from '@ssb/federation-config/cli/registryClient';
import { parseDeployTokens } from '@ssb/site-server';
import { readSettings, repoRoot } from './settings';

function token(): string {
  const settings = readSettings();
  const file = path.join(settings.varDir, 'deploy-token');
  const raw = settings.deployToken ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
  if (!raw.trim()) throw new Error('no deploy token: set SSB_DEPLOY_TOKEN, or start the site once (npm start makes var/deploy-token)');
  // The registry knows a token's name from its secret: the first one serves.
  const [first] = parseDeployTokens(raw);
  return first?.secret ?? '';
}

function manifestUrlOf(remoteArg: string, given: string): string {
  if (given !== 'latest') return given;
  const settings = readSettings();
  const remote = settings.remotes.find((r) => r.name === remoteNameOf(remoteArg));
  if (!remote) throw new Error(`${remoteArg} is not a remote of the site`);
  const latest = latestRelease(path.join(repoRoot, remote.dir, 'dist'));
  if (!latest) throw new Error(`${remote.dir} has no release: run npm run build -w ${remote.dir}`);
  return `http://${settings.host}:${remote.port}/releases/${latest.id}/mf-manifest.json`;
}

interface SwitchAnswer {
  before?: { releaseId: string } | null;
  live?: { releaseId: string; by: string };
  etag?: string;
  error?: string;
  check?: string;
  message?: string;
}

async function main(argv: string[]): Promise<number> {
  const [command, remoteArg, target] = argv;
  const ifMatchIndex = argv.indexOf('--if-match');
  const ifMatch = ifMatchIndex >= 0 ? argv[ifMatchIndex + 1] : undefined;
  if ((command !== 'deploy' && command !== 'rollback') || !remoteArg || (command === 'deploy' && !target)) {
    console.error(
      'usage: npm run deploy -- <remote> <manifest URL | latest> [--if-match <etag>]\n       npm run rollback -- <remote> [--if-match <etag>]',
    );
    return 2;
  }
  const remote = remoteNameOf(remoteArg);
  const url = command === 'deploy' ? `${siteUrl()}/_deploy/remotes/${remote}` : `${siteUrl()}/_deploy/remotes/${remote}/rollback`;
  const headers: Record<string, string> = { authorization: `Bearer ${token()}` };
  if (ifMatch) headers['if-match'] = ifMatch;
  let body: string | undefined;
  if (command === 'deploy') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ manifestUrl: manifestUrlOf(remoteArg, target ?? '') });
  }
  const started = Date.now();
  const res = await fetch(url, { method: command === 'deploy' ? 'PUT' : 'POST', headers, body, signal: AbortSignal.timeout(60_000) });
  const answer = (await res.json().catch(() => ({}))) as SwitchAnswer;
  if (!res.ok) {
    console.error(
      `[${command}] ${remote} refused (HTTP ${res.status}${answer.check ? `, check ${answer.check}` : ''}): ${answer.message ?? answer.error ?? res.statusText}`,
    );
    console.error(`[${command}] nothing changed`);
    return 1;
  }
  console.log(
    `[${command}] ${remote}: ${answer.before?.releaseId ?? '(none)'} → ${answer.live?.releaseId} by ${answer.live?.by} in ${Date.now() - started} ms`,
  );
  console.log(`[${command}] registry ETag now ${answer.etag}; the next page any visitor opens uses it`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
