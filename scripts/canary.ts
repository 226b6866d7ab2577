/**
 * `npm run canary`: a remote's canary release through the site's registry (docs/remote-delivery.md,
 * "Canary releases"):
 *   npm run canary -- <remote> <manifest URL | latest> [--share 0.05] [--if-match <etag>]
 *   npm run canary -- status <remote>
 *   npm run canary -- promote <remote> [--if-match <etag>]
 *   npm run canary -- abort <remote> [--if-match <etag>]
 * scripts/deploy.ts runs it with the settings it gives `npm run deploy`: SSB_SITE_URL, and the
 * token from SSB_DEPLOY_TOKEN or the file SSB_DEPLOY_TOKEN_FILE names (never on the command line,
 * never printed).
 */
import path from 'node:path';
import type { RemoteName } from '@ssb/contracts/node';
import { deploySecret, remoteOrigin, siteUrl } from '@ssb/federation-config/cli/registryClient';
import { latestRelease } from '@ssb/federation-config/release/releases';

export interface CanaryRemote {
  /** Its folder (`mfe-about`), for `latest`. */
  dir: string;
  remote: RemoteName;
  /** The port of its local origin, for `latest` without SSB_REMOTE_ORIGIN. */
  port: number;
}

const CANARY_USAGE = (names: string) =>
  `usage: npm run canary -- <${names}> <manifest URL | latest> [--share 0.05] [--if-match <etag>]\n` +
  `       npm run canary -- status <remote>\n` +
  `       npm run canary -- promote <remote> [--if-match <etag>]\n` +
  `       npm run canary -- abort <remote> [--if-match <etag>]`;

interface Release {
  releaseId: string;
  by: string;
  at: string;
}
interface CanaryView {
  release: Release;
  share: number;
  stepAt: string;
  controlReleaseId: string | null;
}
interface RemoteView {
  live: Release | null;
  canary: CanaryView | null;
  history: (Release & { action: string; share?: number; decision?: { by: string; reason: string } })[];
  etag: string;
}
/** A remote's view (GET), or a step's answer: the view after it, and the live release before. */
type Answered = RemoteView & { before?: Release | null };
type Answer = { ok: true; body: Answered } | { ok: false; text: string };

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** Parsed arguments, or the usage error. */
function parseCanaryArgs(
  args: string[],
  remotes: readonly CanaryRemote[],
): { step: 'start' | 'status' | 'promote' | 'abort'; remote: CanaryRemote; target?: string; share?: number; ifMatch?: string } | null {
  const step = args[0] === 'status' || args[0] === 'promote' || args[0] === 'abort' ? args[0] : 'start';
  const rest = step === 'start' ? args : args.slice(1);
  const positional: string[] = [];
  let share: number | undefined;
  let ifMatch: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (arg === '--share' && step === 'start') share = Number(rest[(i += 1)]);
    else if (arg === '--if-match' && step !== 'status') ifMatch = rest[(i += 1)];
    else if (arg.startsWith('--')) return null;
    else positional.push(arg);
  }
  const [remoteArg, target] = positional;
  const remote = remotes.find((r) => remoteArg !== undefined && [r.dir, r.remote, `@ssb/${r.dir}`].includes(remoteArg));
  if (!remote || positional.length !== (step === 'start' ? 2 : 1)) return null;
  if (share !== undefined && !Number.isFinite(share)) return null;
  return { step, remote, target, share, ifMatch };
}

/** Asks the registry; its answer, or one line that says what went wrong. */
async function ask(url: string, init: RequestInit): Promise<Answer> {
  let res: Response;
  try {
    // The registry fetches and checks the release within its own budgets; this bounds all of it.
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    return { ok: false, text: `no answer from ${new URL(url).origin} (${error instanceof Error ? error.message : String(error)})` };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return { ok: true, body: body as unknown as Answered };
  const detail = [`HTTP ${res.status}`, typeof body.error === 'string' ? body.error : '', typeof body.check === 'string' ? `check ${body.check}` : '']
    .filter(Boolean)
    .join(', ');
  return { ok: false, text: `(${detail}): ${typeof body.message === 'string' ? body.message : res.statusText}` };
}

function printStatus(remote: RemoteName, view: RemoteView): void {
  const live = view.live?.releaseId ?? '(none)';
  const { canary } = view;
  if (!canary) console.log(`[canary] ${remote}: live ${live}; no canary running`);
  else
    console.log(
      `[canary] ${remote}: live ${live}; canary ${canary.release.releaseId} at ${percent(canary.share)} of visitors ` +
        `(and ${percent(canary.share)} control) since ${canary.stepAt}, started ${canary.release.at} by ${canary.release.by}`,
    );
  const last = view.history.find((entry) => entry.action.startsWith('canary'));
  if (last)
    console.log(
      `[canary] last: ${last.action} of ${last.releaseId}${last.share ? ` to ${percent(last.share)}` : ''} at ${last.at} by ${last.by}` +
        `${last.decision ? `: ${last.decision.reason}` : ''}`,
    );
}

/** Runs one canary command; its exit code. */
export async function runCanary(args: string[], remotes: readonly CanaryRemote[], env: NodeJS.ProcessEnv, repoRoot: string): Promise<number> {
  const parsed = parseCanaryArgs(args, remotes);
  if (!parsed) {
    console.error(CANARY_USAGE(remotes.map((r) => r.dir).join(', ')));
    return 2;
  }
  const { step, remote: r, share, ifMatch } = parsed;
  const { remote } = r;
  // Every setting first: a wrong one is said before the registry is asked anything.
  const site = siteUrl(env);
  const base = `${site}/_deploy/remotes/${remote}`;
  if (step === 'status') {
    const answer = await ask(base, { method: 'GET' });
    if (!answer.ok) {
      console.error(`[canary] cannot read ${remote} ${answer.text}: start the site or set SSB_SITE_URL`);
      return 1;
    }
    printStatus(remote, answer.body);
    return 0;
  }
  const headers: Record<string, string> = { authorization: `Bearer ${deploySecret(remote, env)}` };
  if (ifMatch) headers['if-match'] = ifMatch;
  let manifestUrl: string | undefined;
  if (step === 'start') {
    manifestUrl = parsed.target;
    if (manifestUrl === 'latest') {
      const latest = latestRelease(path.join(repoRoot, r.dir, 'dist'));
      if (!latest) throw new Error(`${r.dir} has no release in dist/: run its build first (npm run build -w ${r.dir})`);
      manifestUrl = `${remoteOrigin(r.port, env)}/releases/${latest.id}/mf-manifest.json`;
    }
    headers['content-type'] = 'application/json';
  }
  const started = Date.now();
  const answer = await ask(step === 'start' ? `${base}/canary` : `${base}/canary/${step}`, {
    method: 'POST',
    headers,
    body: step === 'start' ? JSON.stringify(share === undefined ? { manifestUrl } : { manifestUrl, share }) : undefined,
  });
  if (!answer.ok) {
    console.error(`[canary] ${step} of ${remote} refused ${answer.text}`);
    console.error('[canary] nothing changed');
    return 1;
  }
  const { body } = answer;
  const ms = `${Date.now() - started} ms`;
  const entry = body.history[0];
  if (step === 'start' && body.canary)
    console.log(
      `[canary] ${remote}: ${body.canary.release.releaseId} to ${percent(body.canary.share)} of visitors, ` +
        `${body.live?.releaseId ?? '(none)'} to as many as control, by ${body.canary.release.by} in ${ms}`,
    );
  else if (step === 'promote')
    console.log(
      `[canary] ${remote}: ${body.before?.releaseId ?? '(none)'} → ${body.live?.releaseId ?? '(none)'} promoted by ${entry?.by ?? '?'} in ${ms}`,
    );
  else
    console.log(
      `[canary] ${remote}: canary of ${entry?.releaseId ?? '?'} aborted by ${entry?.by ?? '?'}; ${body.live?.releaseId ?? '(none)'} stays live`,
    );
  console.log(
    step === 'start'
      ? `[canary] registry ETag now ${body.etag}; the judge steps it up, rolls it back or holds (npm run canary -- status ${r.dir})`
      : `[canary] registry ETag now ${body.etag}; the next page any visitor opens uses it`,
  );
  return 0;
}
