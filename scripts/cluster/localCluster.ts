/**
 * The `local` overlay played with podman: rendered by kustomize (kubectl's), played, waited for,
 * and taken down with everything podman made for it (pods, and the volumes `kube down` keeps).
 * The balancer is published on 127.0.0.1 only: the site on :18190, the remotes' origin on :18191,
 * the site's internal port on :18192, the back office on :18193, the staff's identity provider on
 * :18194.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../lib/repoRoot';
import { podman, podmanEnv } from '../images/podman';

export const SITE_URL = 'http://127.0.0.1:18190';
export const ORIGIN_URL = 'http://127.0.0.1:18191';
/** The site's internal port through the balancer: the registry and /_ops (the internal gateway's place). */
export const INTERNAL_URL = 'http://127.0.0.1:18192';
/** The back office through the balancer (the internal gateway's place for its host). */
export const BACKOFFICE_URL = 'http://127.0.0.1:18193';
/** The local identity provider's issuer: through the balancer here, through their loopback tunnels in the pods. */
export const IDENTITY_URL = 'http://127.0.0.1:18194';

interface KubeObject {
  apiVersion?: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    template?: {
      metadata?: object;
      spec?: { volumes?: { configMap?: { name: string } }[]; containers?: { envFrom?: { configMapRef?: { name: string } }[] }[] };
    };
  };
}

export interface RenderedOverlay {
  file: string;
  objects: KubeObject[];
}

/** `kubectl kustomize deploy/overlays/local`, with images renamed where a test swaps one in. */
export function renderLocalOverlay(file: string, images: Record<string, string> = {}): RenderedOverlay {
  let yaml: string;
  try {
    yaml = execFileSync('kubectl', ['kustomize', path.join(repoRoot, 'deploy/overlays/local')], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`kubectl kustomize failed (is kubectl installed?): ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const [from, to] of Object.entries(images)) yaml = yaml.replaceAll(`image: ${from}\n`, `image: ${to}\n`);
  writeFileSync(file, yaml);
  return { file, objects: parseAllDocuments(yaml).map((doc) => doc.toJS() as KubeObject) };
}

/** A value of a ConfigMap of the rendered overlay. */
export function configValue(overlay: RenderedOverlay, configMapPrefix: string, key: string): string {
  const map = overlay.objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith(configMapPrefix));
  const value = map?.data?.[key];
  if (value === undefined) throw new Error(`no ${key} in a ConfigMap ${configMapPrefix}*`);
  return value;
}

/** Removes what a play left: its pods (kube down), and the ConfigMaps' volumes podman keeps. */
export function tearDown(overlay: RenderedOverlay): void {
  const env = podmanEnv();
  spawnSync('podman', ['kube', 'down', overlay.file], { env, stdio: 'ignore' });
  const volumes = overlay.objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name);
  if (volumes.length) spawnSync('podman', ['volume', 'rm', '--force', ...volumes], { env, stdio: 'ignore' });
}

/**
 * Runs the overlay's migration Job as a Kubernetes Job would (podman 4.3 skips Jobs): its pod
 * template played as a Pod of its own, with the ConfigMaps it reads, until its container exits 0,
 * again after a failure up to the Job's backoffLimit (the database may not be up yet).
 */
export async function runJob(overlay: RenderedOverlay, name: string, file: string, log: (line: string) => void): Promise<number> {
  const job = overlay.objects.find((o) => o.kind === 'Job' && o.metadata.name === name);
  const template = job?.spec?.template;
  if (!template?.spec) throw new Error(`no Job ${name} in the overlay`);
  const maps = new Set([
    ...(template.spec.volumes ?? []).flatMap((v) => (v.configMap ? [v.configMap.name] : [])),
    ...(template.spec.containers ?? []).flatMap((c) => (c.envFrom ?? []).flatMap((e) => (e.configMapRef ? [e.configMapRef.name] : []))),
  ]);
  const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { ...template.metadata, name }, spec: template.spec };
  const docs = [...overlay.objects.filter((o) => o.kind === 'ConfigMap' && maps.has(o.metadata.name)), pod];
  writeFileSync(file, docs.map((d) => `---\n${JSON.stringify(d)}\n`).join(''));
  const limit = (job?.spec as { backoffLimit?: number } | undefined)?.backoffLimit ?? 6;
  const container = `${name}-${(template.spec.containers as { name: string }[])[0]?.name ?? ''}`;
  for (let attempt = 1; ; attempt += 1) {
    spawnSync('podman', ['kube', 'down', file], { env: podmanEnv(), stdio: 'ignore' });
    await podman(['kube', 'play', file], { quiet: true });
    const code = Number(spawnSync('podman', ['wait', container], { env: podmanEnv(), encoding: 'utf8', timeout: 900_000 }).stdout.trim());
    if (code === 0) return attempt;
    const said = spawnSync('podman', ['logs', '--tail', '5', container], { env: podmanEnv(), encoding: 'utf8' });
    log(`  ${name}: attempt ${attempt} exited ${code}: ${`${said.stdout}${said.stderr}`.trim().split('\n').at(-1) ?? ''}`);
    if (attempt > limit) throw new Error(`the Job ${name} failed ${attempt} times`);
    await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
  }
}

export async function play(overlay: RenderedOverlay): Promise<void> {
  tearDown(overlay);
  await podman(['kube', 'play', overlay.file], { quiet: true });
}

export { waitFor } from '../lib/waitFor';

/**
 * Runs a Node script inside a pod's container (podman names it <pod>-<container>) and gives its
 * output: how the test talks to one site pod rather than to the balancer.
 */
export function inPod(container: string, script: string, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', ['exec', container, 'node', '--input-type=module', '-e', script], { env: podmanEnv(), timeout: timeoutMs });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve(out.trim());
      // podman's own complaints about systemd timers are not the script's.
      const said = err
        .split('\n')
        .filter((line) => line && !line.includes('level=error'))
        .join(' ');
      reject(new Error(`podman exec ${container} failed (${code}): ${said}`));
    });
  });
}

/** A query's rows in PostgreSQL's pod, one line each, fields separated by |. */
export function sqlRows(query: string): string[] {
  const result = spawnSync('podman', ['exec', 'ssb-postgres-pod-0-postgres', 'psql', '-U', 'ssb', '-d', 'ssb', '-At', '-c', query], {
    env: podmanEnv(),
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** The pods podman runs for a Deployment, in order. */
export const podsOf = (deployment: string, replicas: number): string[] => Array.from({ length: replicas }, (_, i) => `${deployment}-pod-${i}`);
