/**
 * The Kubernetes manifests (deploy/, docs/kubernetes.md), as `kubectl apply -k` and
 * `podman kube play` get them: each overlay rendered by kustomize (the one built into kubectl,
 * or a `kustomize` binary), then
 *   - every object checked against Kubernetes' own schemas (the kubernetes-models package: types,
 *     required fields, formats such as quantities), and for fields Kubernetes does not know,
 *     which `kubectl apply` refuses (TypeScript's check of object literals against the same
 *     package's types);
 *   - each process's settings (its ConfigMap, its secrets as files) read by the process's own
 *     schema, as it reads them at start, with no SSB_ variable it does not declare;
 *   - what the issue asks of them: non-root, read-only, no capability; probes, requests and
 *     limits on every container; two of site and API with a disruption budget; no secret in a
 *     ConfigMap of settings; the network policies, evaluated; production without the stand-ins.
 * No kustomize on the machine fails the test: it never passes without rendering.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import YAML from 'yaml';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { DEV_CLIENT, DEV_RESOURCE } from '@ssb/backoffice/dev-identity/accounts';
import { readDevIdentitySettings } from '@ssb/backoffice/dev-identity/settings';
import { readBackofficeSettings } from '@ssb/backoffice/settings';

const root = path.dirname(__dirname);

// --- the objects -------------------------------------------------------------------------------

interface Meta {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Meta;
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
  tcpSocket?: { port: number | string };
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  runAsGroup?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  privileged?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type: string };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { containerPort: number; hostPort?: number; hostIP?: string }[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface Volume {
  name: string;
  secret?: { secretName: string };
  configMap?: { name: string };
  emptyDir?: Record<string, unknown>;
  persistentVolumeClaim?: unknown;
  hostPath?: unknown;
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  securityContext?: SecurityContext & { fsGroup?: number };
  terminationGracePeriodSeconds?: number;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
  automountServiceAccountToken?: boolean;
}
interface Workload extends K8sObject {
  spec: { replicas?: number; selector: Selector; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
}
interface NetworkPolicy extends K8sObject {
  spec: {
    podSelector: Selector;
    policyTypes?: string[];
    ingress?: { from?: { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown }[]; ports?: { port: number | string }[] }[];
  };
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob', 'Pod']);

/**
 * Where each API group's models are: Kubernetes' own in kubernetes-models, the custom resources
 * the production overlay uses (Gateway API, the Prometheus Operator, cert-manager) in their
 * @kubernetes-models packages, generated from those projects' CRDs.
 */
const MODEL_PACKAGES: Record<string, string> = {
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api/gateway.networking.k8s.io',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator/monitoring.coreos.com',
  'cert-manager.io': '@kubernetes-models/cert-manager/cert-manager.io',
};

/** Kinds no package models, each checked field by field in a test of its own below. */
const UNMODELLED_KINDS = new Set(['gateway.nginx.org/v1alpha1/ClientSettingsPolicy']);

/** The module of an object's models: `<package>/<version>` (its kind is a named export there). */
function modelModule(apiVersion: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const known = group ? MODEL_PACKAGES[group] : undefined;
  return known ? `${known}/${version}` : `kubernetes-models/${group ? `${group}/` : ''}${version}`;
}
const unmodelled = (object: K8sObject) => UNMODELLED_KINDS.has(`${object.apiVersion}/${object.kind}`);

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return path.join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

/** The overlay as kustomize renders it: kubectl's built-in kustomize, or a kustomize binary. */
function render(overlay: string): K8sObject[] {
  const dir = path.join(root, 'deploy/overlays', overlay);
  const kubectl = onPath('kubectl');
  const kustomize = onPath('kustomize');
  if (!kubectl && !kustomize) {
    throw new Error('neither kubectl nor kustomize is on the PATH: the manifests cannot be rendered (docs/kubernetes.md, "Checks")');
  }
  const out = kubectl
    ? execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8' })
    : execFileSync(kustomize as string, ['build', dir], { encoding: 'utf8' });
  return YAML.parseAllDocuments(out)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

const idOf = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
const workloads = (objects: K8sObject[]) => objects.filter((o): o is Workload => WORKLOAD_KINDS.has(o.kind));
const podSpecOf = (workload: Workload): PodSpec => workload.spec.template.spec;
const containersOf = (spec: PodSpec) => [...(spec.initContainers ?? []), ...spec.containers];
const find = <T extends K8sObject>(objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name) as T | undefined;
/** A generated ConfigMap's name is `<name>-<hash>`. */
const configMap = (objects: K8sObject[], name: string) =>
  objects.find((o) => o.kind === 'ConfigMap' && new RegExp(`^${name}(-[a-z0-9]{10})?$`).test(o.metadata.name));
const imageName = (image: string) => image.replace(/@sha256:[0-9a-f]+$/, '').replace(/:[^:/]+$/, '');
const imageTag = (image: string) => /:([^:/]+)$/.exec(image)?.[1] ?? null;

/** The settings ConfigMaps a container reads (envFrom), merged, with its own env values. */
function envOf(objects: K8sObject[], container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find(objects, 'ConfigMap', source.configMapRef.name)?.data ?? {});
  }
  for (const variable of container.env ?? []) if (variable.value !== undefined) env[variable.name] = variable.value;
  return env;
}

// --- quantities ---------------------------------------------------------------------------------

const SUFFIX: Record<string, number> = { m: 1e-3, '': 1, k: 1e3, M: 1e6, G: 1e9, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
function quantity(value: string | number): number {
  const match = /^([0-9.]+)(m|k|M|G|Ki|Mi|Gi|Ti)?$/.exec(String(value));
  if (!match) throw new Error(`not a quantity this test reads: ${value}`);
  return Number(match[1]) * (SUFFIX[match[2] ?? ''] ?? NaN);
}

// --- network policies ---------------------------------------------------------------------------

interface Peer {
  labels: Record<string, string>;
  /** In the site's namespace (a podSelector alone selects only there). */
  sameNamespace: boolean;
}

function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  if ((selector.matchExpressions ?? []).length > 0) throw new Error('matchExpressions: this test does not evaluate them');
  return Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
}

/** Whether a connection from `peer` to a pod labelled `target` on `port` is let in, as Kubernetes decides. */
function admits(policies: NetworkPolicy[], target: Record<string, string>, peer: Peer, port: number): boolean {
  const isolating = policies.filter(
    (p) => (p.spec.policyTypes ?? (p.spec.ingress ? ['Ingress'] : [])).includes('Ingress') && selects(p.spec.podSelector, target),
  );
  if (isolating.length === 0) return true;
  return isolating.some((policy) =>
    (policy.spec.ingress ?? []).some((rule) => {
      const portOk =
        !rule.ports?.length ||
        rule.ports.some((p) => {
          if (typeof p.port !== 'number') throw new Error('named ports in a NetworkPolicy: this test does not evaluate them');
          return p.port === port;
        });
      const fromOk =
        !rule.from?.length ||
        rule.from.some((from) => {
          if (from.ipBlock) return false;
          if (from.namespaceSelector) {
            if (Object.keys(from.namespaceSelector.matchLabels ?? {}).length > 0) throw new Error('namespaceSelector with labels: not evaluated');
            return from.podSelector ? selects(from.podSelector, peer.labels) : true;
          }
          return peer.sameNamespace && selects(from.podSelector, peer.labels);
        });
      return portOk && fromOk;
    }),
  );
}

// --- checks in a child process: Kubernetes' schemas, and the processes' own settings ------------

/**
 * One child process (ES modules, TypeScript by tsx: kubernetes-models is ESM only, and the
 * settings' schemas are the processes' own source) validates every object against its model and
 * reads each process's settings with its schema. In: { objects, settings: [{ id, process, env }] }.
 */
const CHECKER = `
  import { readSettings, unknownSettings } from '@ssb/server-kit/settings/readSettings';
  import { SITE_SETTINGS } from '@ssb/site-server/settings';
  import { API_SETTINGS } from '@ssb/api/settings';
  import { ORIGIN_SETTINGS } from '@ssb/federation-config/release/originSettings';
  import { BACKOFFICE_SETTINGS } from '@ssb/backoffice/settings';
  import { DEV_IDENTITY_SETTINGS } from '@ssb/backoffice/dev-identity/settings';
  const SCHEMAS = {
    site: SITE_SETTINGS,
    api: API_SETTINGS,
    origin: ORIGIN_SETTINGS,
    backoffice: BACKOFFICE_SETTINGS,
    'dev-identity': DEV_IDENTITY_SETTINGS,
  };
  const input = JSON.parse(await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
  }));
  const schema = [];
  for (const { object, module } of input.objects) {
    const id = object.kind + '/' + object.metadata.name;
    let Model;
    try {
      Model = (await import(module))[object.kind];
    } catch {}
    if (!Model) { schema.push({ id, error: 'no model for ' + object.apiVersion + ' ' + object.kind }); continue; }
    try { new Model(object).validate(); schema.push({ id, error: null }); } catch (error) { schema.push({ id, error: error.message }); }
  }
  const settings = input.settings.map(({ id, process: name, env }) => {
    try {
      const read = readSettings(SCHEMAS[name], env);
      return { id, error: null, unknown: unknownSettings([SCHEMAS[name]], env), issuer: read.SSB_STAFF_ISSUER ?? null };
    } catch (error) {
      return { id, error: error.message, unknown: [], issuer: null };
    }
  });
  process.stdout.write(JSON.stringify({ schema, settings }));
`;

interface CheckerResult {
  schema: { id: string; error: string | null }[];
  /** The staff's issuer each process read (the back office's and the API's), or null. */
  settings: { id: string; error: string | null; unknown: string[]; issuer: string | null }[];
}

/** The process an image runs, by the image's own name (`localhost/ssb-site`, `registry…/ssb-site@sha256:…`). */
const PROCESS_OF_IMAGE: Record<string, 'site' | 'api' | 'origin' | 'backoffice' | 'dev-identity'> = {
  'ssb-site': 'site',
  'ssb-api': 'api',
  'ssb-origin': 'origin',
  'ssb-backoffice': 'backoffice',
  'ssb-dev-identity': 'dev-identity',
};
const processOf = (image: string) => PROCESS_OF_IMAGE[imageName(image).split('/').at(-1) ?? ''];

/** Values for secret files that no overlay holds (production's are made out of band). */
const STAND_IN_SECRETS: Record<string, string> = {
  'deploy-token': 'operations:stand-in-deploy-token-0123456789',
  'database-url': 'postgres://ssb:stand-in@db.example:5432/ssb?sslmode=verify-full',
  'smtp-url': 'smtps://relay.example:465',
  'service-token': 'stand-in-service-token-0123456789abcdef',
  'metrics-token': 'stand-in-metrics-token-0123456789abcdef',
  'data-keys': `k1:${Buffer.alloc(32, 1).toString('base64')},index:${Buffer.alloc(32, 2).toString('base64')}`,
  'staff-issuer': 'https://login.example/realms/ssb',
  issuer: 'https://login.example/realms/ssb',
  'client-id': 'ssb-backoffice',
  'client-secret': 'stand-in-client-secret-0123456789',
};

/** The file a *_FILE setting names, as the container would read it: from its mounted Secret or local-only ConfigMap. */
function secretFile(objects: K8sObject[], spec: PodSpec, container: Container, file: string): string | undefined {
  const mount = (container.volumeMounts ?? []).find((m) => path.dirname(file) === m.mountPath);
  const volume = spec.volumes?.find((v) => v.name === mount?.name);
  if (volume?.configMap) return find(objects, 'ConfigMap', volume.configMap.name)?.data?.[path.basename(file)];
  if (volume?.secret) {
    const secret = find(objects, 'Secret', volume.secret.secretName);
    const encoded = secret?.data?.[path.basename(file)];
    return encoded !== undefined
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : (secret?.stringData?.[path.basename(file)] ?? STAND_IN_SECRETS[path.basename(file)]);
  }
  return undefined;
}

/** Where the mounted files are written for the processes' settings readers to read. */
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-manifest-files-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
let written = 0;

/**
 * A container's settings as its process gets them: each *_FILE names a copy of the file its
 * mounted Secret (or local-only ConfigMap) holds, which the process's own reader reads, or ignores
 * if it does not read that setting from a file.
 */
function settingsOf(objects: K8sObject[], workload: Workload, container: Container): Record<string, string> {
  const spec = podSpecOf(workload);
  const env = envOf(objects, container);
  const dir = path.join(filesDir, String((written += 1)));
  mkdirSync(dir);
  for (const [name, file] of Object.entries(env).filter(([key]) => key.endsWith('_FILE'))) {
    const value = secretFile(objects, spec, container, file);
    if (value === undefined) throw new Error(`${idOf(workload)}: ${name}=${file} is in no mounted Secret`);
    env[name] = path.join(dir, name);
    writeFileSync(env[name], value);
  }
  return env;
}

function check(objects: K8sObject[]): CheckerResult {
  const settings = workloads(objects).flatMap((workload) =>
    podSpecOf(workload).containers.flatMap((container) => {
      const processName = processOf(container.image);
      if (!processName) return [];
      return [{ id: `${idOf(workload)}/${container.name}`, process: processName, env: settingsOf(objects, workload, container) }];
    }),
  );
  const modelled = objects.filter((object) => !unmodelled(object)).map((object) => ({ object, module: modelModule(object.apiVersion) }));
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHECKER], {
    cwd: root,
    input: JSON.stringify({ objects: modelled, settings }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as CheckerResult;
}

/**
 * Fields Kubernetes does not know: `kubectl apply` refuses them, kubernetes-models' validate() lets
 * them through. Each object is checked as an object literal of its model's type (an unknown
 * field, a wrong type or a missing required field is a compile error), in memory.
 */
function unknownFields(objects: K8sObject[]): string[] {
  const file = path.join(root, 'deploy', '__rendered_manifests__.ts');
  const modelled = objects.filter((object) => !unmodelled(object));
  const source = modelled
    .map((object, i) => {
      const module = `${modelModule(object.apiVersion)}/${object.kind}`;
      return `import type { I${object.kind} as T${i} } from '${module}';\nexport const o${i}: T${i} = ${JSON.stringify(object)};`;
    })
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
    const object = modelled[Math.floor(line / 2)];
    return `${object ? idOf(object) : '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

// --- the tests ----------------------------------------------------------------------------------

const OVERLAYS = ['local', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];
const rendered = {} as Record<Overlay, { objects: K8sObject[]; checked: CheckerResult; unknown: string[] }>;

beforeAll(() => {
  for (const overlay of OVERLAYS) {
    const objects = render(overlay);
    rendered[overlay] = { objects, checked: check(objects), unknown: unknownFields(objects) };
  }
}, 120_000);

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = () => rendered[overlay].objects;
  const each = () => workloads(objects());
  const site = () => find<Workload>(objects(), 'Deployment', 'ssb-site') as Workload;
  const api = () => find<Workload>(objects(), 'Deployment', 'ssb-api') as Workload;
  const policies = () => objects().filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy');
  const labelsOf = (name: string) => (find<Workload>(objects(), 'Deployment', name) as Workload).spec.template.metadata.labels;

  it('renders the site, the API, their settings and policies', () => {
    const ids = objects().map(idOf);
    expect(ids).toEqual(
      expect.arrayContaining(['Deployment/ssb-site', 'Deployment/ssb-api', 'PodDisruptionBudget/ssb-site', 'PodDisruptionBudget/ssb-api']),
    );
    expect(configMap(objects(), 'ssb-site-config')).toBeDefined();
    expect(configMap(objects(), 'ssb-api-config')).toBeDefined();
    expect(policies().length).toBeGreaterThanOrEqual(3);
  });

  it('is valid against Kubernetes’ schemas, every object', () => {
    const { schema } = rendered[overlay].checked;
    expect(schema.map((s) => s.id).sort()).toEqual(
      objects()
        .filter((o) => !unmodelled(o))
        .map(idOf)
        .sort(),
    );
    expect(schema.filter((s) => s.error)).toEqual([]);
  });

  it('has no field Kubernetes does not know (kubectl apply would refuse it)', () => {
    expect(rendered[overlay].unknown).toEqual([]);
  });

  it('gives each process settings its own schema accepts, and no SSB_ variable it does not declare', () => {
    const { settings } = rendered[overlay].checked;
    expect(settings.map((s) => s.id)).toEqual(expect.arrayContaining(['Deployment/ssb-site/site', 'Deployment/ssb-api/api']));
    expect(settings.filter((s) => s.error || s.unknown.length)).toEqual([]);
  });

  it('runs every pod and container as uid 10001, non-root, read-only, without capabilities, under the default seccomp profile', () => {
    for (const workload of each()) {
      const spec = podSpecOf(workload);
      expect({ id: idOf(workload), pod: spec.securityContext }).toMatchObject({
        pod: { runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001, seccompProfile: { type: 'RuntimeDefault' } },
      });
      expect([spec.hostNetwork, spec.hostPID, spec.hostIPC].filter(Boolean)).toEqual([]);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const container of containersOf(spec)) {
        const context = container.securityContext ?? {};
        expect({ id: `${idOf(workload)}/${container.name}`, context }).toEqual({
          id: `${idOf(workload)}/${container.name}`,
          context: expect.objectContaining({
            runAsNonRoot: true,
            runAsUser: 10001,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
            seccompProfile: { type: 'RuntimeDefault' },
          }),
        });
        expect(context.privileged).toBeUndefined();
      }
    }
  });

  it('gives every container requests within limits, and every server liveness, readiness and startup probes', () => {
    for (const workload of each()) {
      for (const container of containersOf(podSpecOf(workload))) {
        const id = `${idOf(workload)}/${container.name}`;
        // A Job's container runs to its end: no server to probe.
        if (workload.kind !== 'Job')
          expect({ id, probes: [!!container.livenessProbe, !!container.readinessProbe, !!container.startupProbe] }).toEqual({
            id,
            probes: [true, true, true],
          });
        for (const resource of ['cpu', 'memory']) {
          const request = container.resources?.requests?.[resource];
          const limit = container.resources?.limits?.[resource];
          expect({ id, resource, request: request !== undefined, limit: limit !== undefined }).toEqual({ id, resource, request: true, limit: true });
          expect(quantity(limit as string)).toBeGreaterThanOrEqual(quantity(request as string));
        }
      }
    }
  });

  it('probes the site and the API on /healthz (alive) and /readyz (ready)', () => {
    for (const [workload, port] of [
      [site(), 8080],
      [api(), 8085],
    ] as const) {
      const [container] = podSpecOf(workload).containers;
      expect(container?.livenessProbe?.httpGet).toEqual({ path: '/healthz', port });
      expect(container?.startupProbe?.httpGet).toEqual({ path: '/healthz', port });
      expect(container?.readinessProbe?.httpGet).toEqual({ path: '/readyz', port });
    }
  });

  it('runs two of the site and two of the API at least, each with a disruption budget that keeps one', () => {
    for (const workload of [site(), api()]) {
      const autoscaler = objects().find(
        (o) =>
          o.kind === 'HorizontalPodAutoscaler' && (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === workload.metadata.name,
      );
      if (overlay === 'production') {
        // The autoscaler owns the count: a `replicas` in the manifest would reset it at every apply.
        expect(workload.spec.replicas).toBeUndefined();
        expect((autoscaler?.spec as { minReplicas?: number } | undefined)?.minReplicas).toBe(2);
      } else {
        expect(workload.spec.replicas).toBe(2);
        expect(autoscaler).toBeUndefined();
      }
      const budget = objects().find(
        (o) => o.kind === 'PodDisruptionBudget' && selects((o.spec as { selector: Selector }).selector, workload.spec.template.metadata.labels),
      );
      expect(budget?.spec).toMatchObject({ minAvailable: 1 });
    }
  });

  it('lets the site and the API drain and stop within their grace period', () => {
    for (const workload of [site(), api()]) {
      const [container] = podSpecOf(workload).containers;
      const drainMs = Number(envOf(objects(), container as Container).SSB_DRAIN_MS);
      expect(drainMs).toBeGreaterThan(0);
      // The process ends within 10 s of the end of its drain.
      expect(podSpecOf(workload).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(Math.max(15, Math.ceil(drainMs / 1000) + 10));
    }
  });

  it('keeps every secret out of the settings: files under /run/secrets, never a value in a ConfigMap of settings', () => {
    const secretKeys = /^(DATABASE_URL|SSB_DEPLOY_TOKEN|SSB_SMTP_URL|SSB_TEST_RUN_TOKEN)$|PASSWORD$|SECRET$|TOKEN$/;
    // A Secret names the identity provider's client beside its secret (one Secret per client): the
    // issuer and the client's id are addresses and names that settings and URLs hold too.
    const identifiers = new Set(['issuer', 'staff-issuer', 'client-id']);
    const secretValues = new Set<string>();
    const add = (key: string, value: string) => {
      if (!identifiers.has(key)) secretValues.add(value);
    };
    // The local stand-ins: the ConfigMaps mounted where the Secrets are (/run/secrets).
    const mountedAsSecrets = new Set(
      each().flatMap((workload) => {
        const spec = podSpecOf(workload);
        const names = containersOf(spec)
          .flatMap((c) => c.volumeMounts ?? [])
          .filter((m) => m.mountPath.startsWith('/run/secrets'))
          .map((m) => m.name);
        return (spec.volumes ?? []).flatMap((v) => (v.configMap && names.includes(v.name) ? [v.configMap.name] : []));
      }),
    );
    for (const object of objects()) {
      if (object.kind === 'Secret') {
        for (const [key, value] of Object.entries(object.data ?? {})) add(key, Buffer.from(value, 'base64').toString('utf8'));
        for (const [key, value] of Object.entries(object.stringData ?? {})) add(key, value);
      }
      if (object.kind === 'ConfigMap' && mountedAsSecrets.has(object.metadata.name)) {
        expect(object.metadata.labels?.['ssb.tj/local-only']).toBe('true');
        for (const [key, value] of Object.entries(object.data ?? {})) add(key, value);
      }
    }
    expect(overlay === 'production' || secretValues.size > 0).toBe(true);
    for (const workload of each()) {
      const spec = podSpecOf(workload);
      for (const container of containersOf(spec)) {
        const env = envOf(objects(), container);
        expect(Object.keys(env).filter((key) => secretKeys.test(key))).toEqual([]);
        expect(Object.values(env).filter((value) => [...secretValues].some((secret) => secret.length >= 8 && value.includes(secret)))).toEqual([]);
        expect((container.env ?? []).filter((v) => v.valueFrom)).toEqual([]);
        expect((container.envFrom ?? []).filter((source) => source.secretRef)).toEqual([]);
        // The *_FILE settings name files of a read-only secrets volume.
        for (const file of Object.entries(env)
          .filter(([key]) => key.endsWith('_FILE'))
          .map(([, value]) => value)) {
          expect(file).toMatch(/^\/run\/secrets\//);
          const mount = container.volumeMounts?.find((m) => m.mountPath === path.dirname(file));
          expect(mount?.readOnly).toBe(true);
        }
      }
      // Whatever is mounted under /run/secrets is a Secret, or (local only) a ConfigMap labelled local-only.
      for (const mount of containersOf(spec)
        .flatMap((c) => c.volumeMounts ?? [])
        .filter((m) => m.mountPath.startsWith('/run/secrets'))) {
        const volume = spec.volumes?.find((v) => v.name === mount.name);
        if (volume?.configMap) {
          expect(overlay).toBe('local');
          expect(configMap(objects(), volume.configMap.name)?.metadata.labels?.['ssb.tj/local-only']).toBe('true');
        } else {
          expect(volume?.secret).toBeDefined();
        }
      }
    }
  });

  it('lets in only what the network policies describe', () => {
    const all = policies();
    const deny = all.find((p) => Object.keys(p.spec.podSelector).length === 0 || Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0);
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const outsider: Peer = { labels: {}, sameNamespace: false };
    const neighbour: Peer = { labels: { 'app.kubernetes.io/name': 'something-else' }, sameNamespace: true };
    const scraper: Peer = { labels: { 'ssb.tj/metrics-scraper': 'true' }, sameNamespace: false };
    const pod = (name: string): Peer => ({ labels: labelsOf(name), sameNamespace: true });
    const siteLabels = labelsOf('ssb-site');
    const apiLabels = labelsOf('ssb-api');
    // Gateway API implementations label a Gateway's pods with its name.
    const gateway = (name: string): Peer => ({ labels: { 'gateway.networking.k8s.io/gateway-name': name }, sameNamespace: false });
    // The site: the public gateway on 8080, the internal one on 8088 (the registry, /_ops), neither
    // on the other's port; /metrics (9090) only for the monitoring pods.
    expect(admits(all, siteLabels, gateway('ssb-public'), 8080)).toBe(true);
    expect(admits(all, siteLabels, gateway('ssb-public'), 8088)).toBe(false);
    expect(admits(all, siteLabels, gateway('ssb-internal'), 8088)).toBe(true);
    expect(admits(all, siteLabels, gateway('ssb-internal'), 8080)).toBe(false);
    for (const port of [8080, 8088, 9090]) expect(admits(all, siteLabels, outsider, port)).toBe(false);
    expect(admits(all, siteLabels, scraper, 8088)).toBe(false);
    expect(admits(all, siteLabels, neighbour, 9090)).toBe(false);
    expect(admits(all, siteLabels, scraper, 9090)).toBe(true);
    // The API: the site servers (and the monitoring pods, its /metrics being on its port); no one else.
    expect(admits(all, apiLabels, pod('ssb-site'), 8085)).toBe(true);
    expect(admits(all, apiLabels, scraper, 8085)).toBe(true);
    expect(admits(all, apiLabels, outsider, 8085)).toBe(false);
    expect(admits(all, apiLabels, neighbour, 8085)).toBe(false);
    // Every pod is isolated: nothing reaches a port no policy opens.
    for (const workload of each()) expect(admits(all, workload.spec.template.metadata.labels, neighbour, 12345)).toBe(false);
  });

  it('lets the back office be reached by the internal Gateway alone, and clamd by the API alone', () => {
    const all = policies();
    const outsider: Peer = { labels: {}, sameNamespace: false };
    const gateway = (name: string): Peer => ({ labels: { 'gateway.networking.k8s.io/gateway-name': name }, sameNamespace: false });
    const pod = (name: string): Peer => ({ labels: labelsOf(name), sameNamespace: true });
    const backoffice = labelsOf('ssb-backoffice');
    expect(admits(all, backoffice, gateway('ssb-internal'), 8086)).toBe(true);
    // Locally the balancer stands in for the internal Gateway, and for the Services of the API and clamd.
    if (overlay === 'local') {
      expect(admits(all, backoffice, pod('ssb-lb'), 8086)).toBe(true);
      expect(admits(all, labelsOf('ssb-clamd'), pod('ssb-lb'), 3310)).toBe(true);
      expect(admits(all, labelsOf('ssb-lb'), pod('ssb-backoffice'), 8085)).toBe(true);
      expect(admits(all, labelsOf('ssb-lb'), pod('ssb-api'), 3310)).toBe(true);
      for (const peer of [pod('ssb-site'), pod('ssb-backoffice'), outsider]) expect(admits(all, labelsOf('ssb-lb'), peer, 3310)).toBe(false);
    }
    expect(admits(all, backoffice, gateway('ssb-public'), 8086)).toBe(false);
    expect(admits(all, backoffice, outsider, 8086)).toBe(false);
    expect(admits(all, backoffice, pod('ssb-site'), 8086)).toBe(false);
    // The back office relays staff calls to the API; the API scans documents at clamd.
    expect(admits(all, labelsOf('ssb-api'), pod('ssb-backoffice'), 8085)).toBe(true);
    const clamd = labelsOf('ssb-clamd');
    expect(admits(all, clamd, pod('ssb-api'), 3310)).toBe(true);
    for (const peer of [pod('ssb-site'), pod('ssb-backoffice'), outsider, gateway('ssb-internal')])
      expect(admits(all, clamd, peer, 3310)).toBe(false);
    // The API finds clamd by its Service (locally: the balancer), on the port the policy opens.
    expect(envOf(objects(), podSpecOf(api()).containers[0] as Container).SSB_CLAMD).toBe(
      overlay === 'local' ? 'tcp://ssb-lb-pod-0:3310' : 'tcp://ssb-clamd:3310',
    );
    // The back office and the API read one identity provider's issuer from their Secrets' files.
    const issuerOf = (id: string) => rendered[overlay].checked.settings.find((s) => s.id === id)?.issuer;
    const issuer = overlay === 'local' ? 'http://127.0.0.1:18194' : STAND_IN_SECRETS.issuer;
    expect([issuerOf('Deployment/ssb-backoffice/backoffice'), issuerOf('Deployment/ssb-api/api')]).toEqual([issuer, issuer]);
  });

  it('applies the schema with the migration Job, in the API’s image with its settings, while the API waits for it', () => {
    const job = find<Workload>(objects(), 'Job', 'ssb-api-migrate') as Workload;
    const [migrate] = podSpecOf(job).containers as [Container];
    const [server] = podSpecOf(api()).containers as [Container];
    expect(imageName(migrate.image)).toBe(imageName(server.image));
    expect(migrate.image).toBe(server.image);
    // The image's entrypoint (tini) stays: `args`, not `command`.
    expect(migrate.command).toBeUndefined();
    expect((migrate as Container & { args?: string[] }).args).toEqual(['node', '/app/api/dist/migrate.mjs', 'up']);
    expect(envOf(objects(), migrate)).toEqual(envOf(objects(), server));
    expect(migrate.volumeMounts?.find((m) => m.mountPath === '/run/secrets/ssb')).toMatchObject({ readOnly: true });
    expect(job.spec).toMatchObject({ backoffLimit: expect.any(Number), template: { spec: { restartPolicy: 'Never' } } });
    const env = envOf(objects(), server);
    expect(env.SSB_SCHEMA).toBe('wait');
    // The startup probe waits at least as long as the API waits for the schema.
    const probe = server.startupProbe as Probe & { periodSeconds: number; failureThreshold: number };
    expect(probe.periodSeconds * probe.failureThreshold * 1000).toBeGreaterThanOrEqual(Number(env.SSB_SCHEMA_WAIT_MS ?? 300_000));
  });

  it('gives the site its internal port (the registry, /_ops) beside the public one', () => {
    const [container] = podSpecOf(site()).containers as [Container];
    expect(envOf(objects(), container).SSB_INTERNAL_PORT).toBe('8088');
    if (overlay === 'production') {
      expect(container.ports?.find((p) => (p as { name?: string }).name === 'internal')?.containerPort).toBe(8088);
      const service = find(objects(), 'Service', 'ssb-site')?.spec as { ports: { name: string; port: number }[] };
      expect(service.ports.find((p) => p.name === 'internal')?.port).toBe(8088);
    }
  });

  it('spreads the site and the API over zones, then over nodes', () => {
    for (const workload of [site(), api()]) {
      const spread = (podSpecOf(workload) as PodSpec & { topologySpreadConstraints?: { topologyKey: string; labelSelector: Selector }[] })
        .topologySpreadConstraints;
      expect(spread?.map((c) => c.topologyKey)).toEqual(['topology.kubernetes.io/zone', 'kubernetes.io/hostname']);
      for (const constraint of spread ?? []) expect(selects(constraint.labelSelector, workload.spec.template.metadata.labels)).toBe(true);
    }
  });
});

describe('the local overlay (podman kube play)', () => {
  const objects = () => rendered.local.objects;
  const policies = () => objects().filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy');
  const workload = (name: string) => find<Workload>(objects(), 'Deployment', name) as Workload;
  const pod = (name: string): Peer => ({ labels: workload(name).spec.template.metadata.labels, sameNamespace: true });

  // The key ring is read when the API starts, not with its settings: a key of the wrong length
  // would pass every other check here and keep the API from starting in the pods.
  it('holds a key ring the API can open', () => {
    // A Secret's data is base64; podman is given a local-only ConfigMap's plain text instead.
    const rings = objects().flatMap((o) => {
      const value = (o as { data?: Record<string, string> }).data?.['data-keys'];
      if (value === undefined) return [];
      return [o.kind === 'Secret' ? Buffer.from(value, 'base64').toString('utf8') : value];
    });
    expect(rings).toHaveLength(1);
    for (const ring of rings) expect(() => parseKeyRing(ring)).not.toThrow();
  });

  it('uses the images tagged local, the PostgreSQL, balancer and identity provider ones among them', () => {
    const images = workloads(objects()).flatMap((w) => containersOf(podSpecOf(w)).map((c) => c.image));
    expect(new Set(images.map(imageTag))).toEqual(new Set(['local']));
    expect(new Set(images.map(imageName))).toEqual(
      new Set([
        'localhost/ssb-site',
        'localhost/ssb-api',
        'localhost/ssb-origin',
        'localhost/ssb-postgres',
        'localhost/ssb-lb',
        'localhost/ssb-backoffice',
        'localhost/ssb-clamd',
        'localhost/ssb-dev-identity',
      ]),
    );
  });

  it('publishes only the balancer, on 127.0.0.1, and has no Service (podman would publish or ignore them)', () => {
    const published = workloads(objects()).flatMap((w) =>
      containersOf(podSpecOf(w)).flatMap((c) => (c.ports ?? []).map((p) => ({ workload: w.metadata.name, ...p }))),
    );
    expect(new Set(published.map((p) => p.workload))).toEqual(new Set(['ssb-lb']));
    expect(published.map((p) => [p.hostIP, p.hostPort])).toEqual([
      ['127.0.0.1', 18190],
      ['127.0.0.1', 18191],
      ['127.0.0.1', 18192],
      ['127.0.0.1', 18193],
      ['127.0.0.1', 18194],
    ]);
    expect(objects().filter((o) => o.kind === 'Service' || o.kind === 'StatefulSet')).toEqual([]);
  });

  it('has the balancer check and reach every replica by the name podman gives it', () => {
    const config = configMap(objects(), 'ssb-lb-config')?.data?.['haproxy.cfg'] ?? '';
    const servers = (backend: string) => {
      const section = new RegExp(`^backend ${backend}\\n((?:[ \\t].*\\n?)*)`, 'm').exec(config)?.[1] ?? '';
      return [...section.matchAll(/^\s*server \S+ (\S+)/gm)].map((m) => m[1]);
    };
    const replicas = (name: string, port: number) => Array.from({ length: workload(name).spec.replicas ?? 1 }, (_, i) => `${name}-pod-${i}:${port}`);
    expect(servers('site')).toEqual(replicas('ssb-site', 8080));
    expect(servers('site-internal')).toEqual(replicas('ssb-site', 8088));
    expect(servers('api')).toEqual(replicas('ssb-api', 8085));
    expect(servers('origin')).toEqual(replicas('ssb-origin', 8081));
    expect(servers('backoffice')).toEqual(replicas('ssb-backoffice', 8086));
    expect(servers('identity')).toEqual(replicas('ssb-dev-identity', 8087));
    expect(servers('clamd')).toEqual(replicas('ssb-clamd', 3310));
    for (const backend of ['site', 'api', 'backoffice'])
      expect(config).toMatch(new RegExp(`backend ${backend}\\n(?:[ \\t].*\\n)*?\\s+option httpchk GET /readyz`));
    // A clamd pod is taken once it answers PING: its signatures are loaded.
    expect(config).toMatch(/backend clamd\n(?:[ \t].*\n)*?\s+tcp-check expect string PONG/);
    const site = envOf(objects(), podSpecOf(workload('ssb-site')).containers[0] as Container);
    expect(site.SSB_API_URL).toBe('http://ssb-lb-pod-0:8085');
    expect(site.SSB_REMOTE_ORIGINS).toBe('http://127.0.0.1:18191');
    expect(site.SSB_PUBLIC_ORIGIN).toBe('http://127.0.0.1:18190');
    const backoffice = envOf(objects(), podSpecOf(workload('ssb-backoffice')).containers[0] as Container);
    expect(backoffice.SSB_STAFF_API_URL).toBe('http://ssb-lb-pod-0:8085');
    expect(backoffice.SSB_BACKOFFICE_ORIGIN).toBe('http://127.0.0.1:18193');
  });

  it('signs staff in at the development identity provider, played as the local cluster’s alone, on the loopback issuer every pod reaches', () => {
    const provider = workload('ssb-dev-identity');
    expect(provider.metadata.labels?.['ssb.tj/local-only']).toBe('true');
    expect(provider.spec.template.metadata.labels['ssb.tj/local-only']).toBe('true');
    const [container] = podSpecOf(provider).containers as [Container];
    const env = envOf(objects(), container);
    // As its image runs it (NODE_ENV=production): accepted here, refused in any Kubernetes pod.
    const asInImage = { ...env, NODE_ENV: 'production' };
    expect(readDevIdentitySettings(asInImage)).toMatchObject({ SSB_DEV_IDENTITY_LOCAL_CLUSTER: '1', SSB_DEV_IDENTITY_HOST: '0.0.0.0' });
    expect(() => readDevIdentitySettings({ ...asInImage, KUBERNETES_SERVICE_HOST: '10.96.0.1' })).toThrow(/never runs in a cluster/);
    // The back office is its client, and the back office and the API trust its issuer.
    const secrets = (name: string) => configMap(objects(), name)?.data ?? {};
    const issuer = env.SSB_DEV_IDENTITY_ISSUER;
    expect(secrets('ssb-local-backoffice-secrets')).toMatchObject({ issuer, 'client-id': DEV_CLIENT.id, 'client-secret': DEV_CLIENT.secret });
    expect(secrets('ssb-local-api-secrets')['staff-issuer']).toBe(issuer);
    expect(env.SSB_BACKOFFICE_ORIGIN).toBe('http://127.0.0.1:18193');
    // An http issuer, which the back office accepts on loopback alone; the API's tokens for the provider's resource.
    const backoffice = readBackofficeSettings(
      settingsOf(objects(), workload('ssb-backoffice'), podSpecOf(workload('ssb-backoffice')).containers[0] as Container),
    );
    expect(backoffice.options).toMatchObject({ issuer, resource: DEV_RESOURCE, clientId: DEV_CLIENT.id, apiUrl: 'http://ssb-lb-pod-0:8085' });
    // The issuer's port, published by the balancer and tunnelled to it from the back office's and the API's pods.
    const port = new URL(issuer ?? '').port;
    expect(port).toBe('18194');
    const tunnel = configMap(objects(), 'ssb-loopback-tunnel-config')?.data?.['loopback-tunnel.cfg'] ?? '';
    expect(tunnel).toMatch(new RegExp(`bind 127\\.0\\.0\\.1:${port}\\n\\s+default_backend identity\\n`));
    expect(tunnel).toMatch(/backend identity\n\s+mode tcp\n\s+server lb ssb-lb-pod-0:8087 /);
    for (const name of ['ssb-backoffice', 'ssb-api'])
      expect(podSpecOf(workload(name)).containers.map((c) => c.name)).toEqual([name.replace('ssb-', ''), 'loopback-tunnel']);
    // Only the balancer reaches it.
    const all = policies();
    const labels = provider.spec.template.metadata.labels;
    expect(admits(all, labels, pod('ssb-lb'), 8087)).toBe(true);
    for (const other of ['ssb-backoffice', 'ssb-api', 'ssb-site']) expect(admits(all, labels, pod(other), 8087)).toBe(false);
  });

  it('plays clamd with the EICAR signature its image carries, and its own clamd.conf, without the bank’s volume', () => {
    const spec = podSpecOf(workload('ssb-clamd'));
    const [clamd] = spec.containers as [Container & { args?: string[] }];
    expect(clamd.args).toEqual(['clamd', '-c', '/etc/clamav/clamd.conf', '--datadir=/opt/ssb-clamav']);
    expect(spec.volumes?.filter((v) => v.persistentVolumeClaim)).toEqual([]);
    expect(clamd.volumeMounts?.map((m) => m.mountPath)).not.toContain('/var/lib/clamav');
    expect(spec.initContainers).toBeUndefined();
  });

  it('lets only the API, the site servers and the back office reach PostgreSQL, and anyone reach the origin', () => {
    const all = policies();
    const postgres = workload('ssb-postgres').spec.template.metadata.labels;
    for (const client of ['ssb-api', 'ssb-site', 'ssb-backoffice']) expect(admits(all, postgres, pod(client), 5432)).toBe(true);
    for (const other of ['ssb-origin', 'ssb-lb', 'ssb-clamd', 'ssb-dev-identity']) expect(admits(all, postgres, pod(other), 5432)).toBe(false);
    expect(admits(all, postgres, { labels: {}, sameNamespace: false }, 5432)).toBe(false);
    expect(admits(all, workload('ssb-origin').spec.template.metadata.labels, { labels: {}, sameNamespace: false }, 8081)).toBe(true);
    const lb = workload('ssb-lb').spec.template.metadata.labels;
    expect(admits(all, lb, { labels: {}, sameNamespace: false }, 8080)).toBe(true);
    expect(admits(all, lb, { labels: {}, sameNamespace: false }, 8085)).toBe(false);
    expect(admits(all, lb, pod('ssb-site'), 8085)).toBe(true);
  });
});

describe('the production overlay', () => {
  const objects = () => rendered.production.objects;

  it('runs no database, no origin and no secret of its own: a managed PostgreSQL, the CDN, Secrets made out of band', () => {
    expect(
      objects()
        .filter((o) => ['StatefulSet', 'Secret', 'PersistentVolumeClaim'].includes(o.kind))
        .map(idOf),
    ).toEqual([]);
    expect(
      objects()
        .filter((o) => /origin|postgres|ssb-lb/.test(o.metadata.name))
        .map(idOf),
    ).toEqual([]);
    expect(
      objects()
        .filter((o) => o.metadata.labels?.['ssb.tj/local-only'])
        .map(idOf),
    ).toEqual([]);
  });

  it('has nothing of the development identity provider: no image, no setting, an https issuer', () => {
    const images = workloads(objects()).flatMap((w) => containersOf(podSpecOf(w)).map((c) => imageName(c.image)));
    expect(images.filter((image) => /dev-identity/.test(image))).toEqual([]);
    const settings = objects()
      .filter((o) => o.kind === 'ConfigMap')
      .flatMap((o) => Object.entries(o.data ?? {}).map(([key, value]) => `${o.metadata.name}: ${key}=${value}`));
    expect(settings.filter((line) => /SSB_DEV_IDENTITY|SSB_ALLOW_DEV_IDENTITY|dev-identity|devIdentity/.test(line))).toEqual([]);
    // The back office's client is the bank's, never the development one.
    expect(settings.filter((line) => line.includes(DEV_CLIENT.secret))).toEqual([]);
  });

  it('serves www.ssb.tj with the remotes from the CDN, in its own namespace, from images named by digest', () => {
    const site = find<Workload>(objects(), 'Deployment', 'ssb-site') as Workload;
    const env = envOf(objects(), podSpecOf(site).containers[0] as Container);
    expect(env).toMatchObject({ SSB_REMOTE_ORIGINS: 'https://cdn.ssb.tj', SSB_PUBLIC_ORIGIN: 'https://www.ssb.tj', SSB_SITE_PROCESSES: '1' });
    expect(env.SSB_TRUST_PROXY).toBeTruthy();
    expect(new Set(objects().map((o) => o.metadata.namespace))).toEqual(new Set(['ssb-website']));
    for (const workload of workloads(objects())) {
      for (const container of containersOf(podSpecOf(workload))) {
        // What was built and pushed is what runs: a digest, never a tag that can be moved.
        expect(container.image).toMatch(/^[a-z0-9.-]+(\/[a-z0-9._-]+)+@sha256:[0-9a-f]{64}$/);
        expect(container.ports?.some((p) => p.hostPort)).toBeFalsy();
      }
    }
  });
});

// --- production: the entrances ------------------------------------------------------------------

interface ParentRef {
  name: string;
  sectionName?: string;
}
interface Route {
  parentRefs: ParentRef[];
  hostnames?: string[];
  rules: { matches?: { path?: { type: string; value: string } }[]; backendRefs?: { name: string; port: number }[]; filters?: { type: string }[] }[];
}
interface Listener {
  name: string;
  protocol: string;
  port: number;
  hostname?: string;
  tls?: { certificateRefs: { name: string }[] };
}

/** Bytes of an nginx size (`33m`, `512k`, `1g`, a number of bytes). */
const nginxSize = (size: string) => Number(/^\d+/.exec(size)?.[0]) * ({ k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 }[size.slice(-1)] ?? 1);

describe('the production overlay’s entrances (Gateway API)', () => {
  const objects = () => rendered.production.objects;
  const routes = () => objects().filter((o) => o.kind === 'HTTPRoute') as (K8sObject & { spec: Route })[];
  const gateway = (name: string) => find(objects(), 'Gateway', name)?.spec as { gatewayClassName: string; listeners: Listener[] };
  const routesOn = (gatewayName: string) => routes().filter((r) => r.spec.parentRefs.some((p) => p.name === gatewayName));
  const backends = (route: K8sObject & { spec: Route }) => route.spec.rules.flatMap((rule) => rule.backendRefs ?? []);

  it('has no Ingress: two Gateways of one class, public and internal, each on HTTPS with its certificate', () => {
    expect(objects().filter((o) => o.kind === 'Ingress')).toEqual([]);
    expect(gateway('ssb-public').gatewayClassName).toBe('nginx');
    expect(gateway('ssb-internal').gatewayClassName).toBe('nginx');
    const https = (name: string) => gateway(name).listeners.find((l) => l.protocol === 'HTTPS');
    expect(https('ssb-public')).toMatchObject({ port: 443, hostname: 'www.ssb.tj', tls: { certificateRefs: [{ name: 'ssb-tls' }] } });
    expect(https('ssb-internal')).toMatchObject({
      port: 443,
      hostname: '*.internal.ssb.tj',
      tls: { certificateRefs: [{ name: 'ssb-internal-tls' }] },
    });
    // The public Gateway's plain HTTP only redirects.
    const plain = routes().filter((r) => r.spec.parentRefs.some((p) => p.name === 'ssb-public' && p.sectionName === 'http'));
    expect(plain.flatMap((r) => r.spec.rules.flatMap((rule) => (rule.filters ?? []).map((f) => f.type)))).toEqual(['RequestRedirect']);
    expect(plain.flatMap(backends)).toEqual([]);
    // cert-manager makes both Secrets, the internal one for the back office's host too.
    const certificates = objects().filter((o) => o.kind === 'Certificate');
    expect(certificates.map((c) => (c.spec as { secretName: string }).secretName).sort()).toEqual(['ssb-internal-tls', 'ssb-tls']);
  });

  it('routes the public host to the site’s public port only, and the registry and /_ops to its internal port on the internal Gateway only', () => {
    expect(routesOn('ssb-public').flatMap(backends)).toEqual([{ name: 'ssb-site', port: 8080 }]);
    expect(routesOn('ssb-public').flatMap((r) => r.spec.hostnames ?? [])).toEqual(['www.ssb.tj', 'www.ssb.tj']);
    const internal = routesOn('ssb-internal').filter((r) => r.metadata.name !== 'ssb-backoffice');
    expect(internal.flatMap(backends)).toEqual([{ name: 'ssb-site', port: 8088 }]);
    expect(internal.flatMap((r) => r.spec.rules.flatMap((rule) => (rule.matches ?? []).map((m) => m.path)))).toEqual([
      { type: 'PathPrefix', value: '/_deploy/' },
      { type: 'Exact', value: '/_ops' },
    ]);
    // The site's Service port each route names is the one its container serves it on.
    const service = find(objects(), 'Service', 'ssb-site')?.spec as { ports: { name: string; port: number }[] };
    expect(service.ports.map((p) => p.port)).toEqual(expect.arrayContaining([8080, 8088]));
  });

  it('routes the back office’s host on the internal Gateway only, to its Service’s port', () => {
    const route = routes().find((r) => r.metadata.name === 'ssb-backoffice') as K8sObject & { spec: Route };
    expect(route.spec.parentRefs).toEqual([{ name: 'ssb-internal', sectionName: 'https' }]);
    expect(route.spec.hostnames).toEqual(['backoffice.internal.ssb.tj']);
    expect(backends(route)).toEqual([{ name: 'ssb-backoffice', port: 8086 }]);
    expect(
      routesOn('ssb-public')
        .flatMap(backends)
        .map((b) => b.name),
    ).not.toContain('ssb-backoffice');
    // Its origin setting is that host, which the internal certificate covers.
    const env = envOf(objects(), podSpecOf(find<Workload>(objects(), 'Deployment', 'ssb-backoffice') as Workload).containers[0] as Container);
    expect(env.SSB_BACKOFFICE_ORIGIN).toBe('https://backoffice.internal.ssb.tj');
    const internalCertificate = objects().find(
      (o) => o.kind === 'Certificate' && (o.spec as { secretName: string }).secretName === 'ssb-internal-tls',
    );
    expect((internalCertificate?.spec as { dnsNames: string[] }).dnsNames).toContain('backoffice.internal.ssb.tj');
  });

  it('lets an application’s three documents of 10 MB through the gateway, where NGINX Gateway Fabric reads the limit', () => {
    // ClientSettingsPolicy (gateway.nginx.org/v1alpha1) has no model package: its fields are those of NGF's CRD.
    const policies = objects().filter((o) => o.kind === 'ClientSettingsPolicy');
    expect(policies).toHaveLength(1);
    const policy = policies[0] as K8sObject & { spec: { targetRef: Record<string, string>; body: { maxSize: string; timeout: string } } };
    expect(policy.apiVersion).toBe('gateway.nginx.org/v1alpha1');
    expect(Object.keys(policy.spec).sort()).toEqual(['body', 'targetRef']);
    expect(Object.keys(policy.spec.body).sort()).toEqual(['maxSize', 'timeout']);
    expect(policy.spec.body.maxSize).toMatch(/^\d{1,4}(k|m|g)?$/);
    expect(policy.spec.body.timeout).toMatch(/^[0-9]{1,4}(ms|s|m|h)?$/);
    expect(policy.spec.targetRef).toEqual({ group: 'gateway.networking.k8s.io', kind: 'HTTPRoute', name: 'ssb-site' });
    // The site's own limit (32 MB: api-proxy) answers first, in the visitor's language.
    expect(nginxSize(policy.spec.body.maxSize)).toBeGreaterThan(32 * 2 ** 20);
    expect(nginxSize(policy.spec.body.maxSize)).toBeLessThanOrEqual(40 * 2 ** 20);
    // The route it is attached to has one rule (NGF wrote the directive once per rule).
    expect(routes().find((r) => r.metadata.name === 'ssb-site')?.spec.rules).toHaveLength(1);
  });
});

// --- production: autoscaling and monitoring -------------------------------------------------------

interface Autoscaler {
  scaleTargetRef: { kind: string; name: string };
  minReplicas: number;
  maxReplicas: number;
  metrics: { type: string; resource?: { name: string }; pods?: { metric: { name: string }; target: { averageValue: string } } }[];
}

describe('the production overlay’s autoscaling and monitoring', () => {
  const objects = () => rendered.production.objects;
  const autoscaler = (name: string) => find(objects(), 'HorizontalPodAutoscaler', name)?.spec as unknown as Autoscaler;

  it('scales the site on CPU and on its in-flight renders, the API on CPU, within the database’s connections', () => {
    const site = autoscaler('ssb-site');
    expect(site.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'ssb-site' });
    expect(site.metrics.map((m) => m.resource?.name ?? m.pods?.metric.name)).toEqual(['cpu', 'ssb_ssr_renders_in_flight']);
    const api = autoscaler('ssb-api');
    expect(api.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'ssb-api' });
    expect(api.metrics.map((m) => m.resource?.name)).toEqual(['cpu']);
    // Every pod at its most: 10 connections per API pod, 3 per site pod (the registry's 2 and the
    // limits' 1), within PostgreSQL's default 100 with room for the Job and a person.
    expect(api.maxReplicas * 10 + site.maxReplicas * 3).toBeLessThanOrEqual(95);
  });

  it('ships the Prometheus Adapter rule that makes the HPA’s custom metric of the site’s gauge', () => {
    const adapter = configMap(objects(), 'ssb-prometheus-adapter-rules')?.data?.['config.yaml'] ?? '';
    const { rules } = YAML.parse(adapter) as {
      rules: { seriesQuery: string; name: { as: string }; resources: { overrides: Record<string, { resource: string }> }; metricsQuery: string }[];
    };
    const pods = autoscaler('ssb-site').metrics.find((m) => m.type === 'Pods')?.pods?.metric.name;
    const rule = rules.find((r) => r.name.as === pods);
    expect(rule?.seriesQuery).toMatch(/^ssb_ssr_renders_in_flight\{/);
    expect(rule?.resources.overrides).toEqual({ namespace: { resource: 'namespace' }, pod: { resource: 'pod' } });
    expect(rule?.metricsQuery).toContain('<<.Series>>{<<.LabelMatchers>>}');
  });

  it('has a PodMonitor for the site’s metrics port and the API’s, named as the rules name their jobs', () => {
    const monitors = objects().filter((o) => o.kind === 'PodMonitor') as (K8sObject & {
      spec: { jobLabel: string; selector: Selector; podMetricsEndpoints: { port: string; path: string }[] };
    })[];
    for (const [name, port] of [
      ['ssb-site', 'metrics'],
      ['ssb-api', 'http'],
    ] as const) {
      const workload = find<Workload>(objects(), 'Deployment', name) as Workload;
      const monitor = monitors.find((m) => selects(m.spec.selector, workload.spec.template.metadata.labels));
      expect(monitor?.spec.podMetricsEndpoints).toEqual([expect.objectContaining({ port, path: '/metrics' })]);
      expect(monitor?.spec.jobLabel).toBe('app.kubernetes.io/name');
      expect(workload.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(name);
      const ports = podSpecOf(workload).containers[0]?.ports as { name?: string }[];
      expect(ports.map((p) => p.name)).toContain(port);
    }
  });

  it('ships its alerts and the dashboard as the cluster’s operators pick them up', () => {
    const rule = find(objects(), 'PrometheusRule', 'ssb-website');
    expect((rule?.spec as { groups: unknown[] }).groups.length).toBeGreaterThan(0);
    const dashboard = configMap(objects(), 'ssb-grafana-dashboard');
    expect(dashboard?.metadata.name).toBe('ssb-grafana-dashboard');
    expect(dashboard?.metadata.labels?.grafana_dashboard).toBe('1');
    const json = JSON.parse(dashboard?.data?.['ssb-website-dashboard.json'] ?? '{}') as { uid: string; panels: unknown[] };
    expect(json.uid).toBe('ssb-website');
    expect(json.panels.length).toBeGreaterThan(10);
  });
});
