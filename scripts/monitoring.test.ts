/**
 * The production overlay's monitoring (deploy/overlays/production/monitoring/, scaling/):
 *   - its PrometheusRule's groups pass `promtool check rules`, and its alerts behave as
 *     alerts.test.yaml says under `promtool test rules` (Debian's prometheus package: no promtool
 *     fails the test, it never passes unchecked);
 *   - every metric an alert, the dashboard or the Prometheus Adapter rule names is one that the
 *     site server or the API exports (read from their real /metrics), or one of the few that a
 *     named exporter of the cluster does;
 *   - every alert has its runbook in docs/observability.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';

const root = path.dirname(__dirname);
const monitoring = path.join(root, 'deploy/overlays/production/monitoring');

/**
 * A site server (with its registry) and an API (on SQLite), made as their processes make them, in
 * a child process (ES modules by tsx, as the servers run): it prints both /metrics texts as JSON.
 */
const SCRAPE = `
  import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
  import os from 'node:os';
  import path from 'node:path';
  import { buildApp } from '@ssb/api/app';
  import { createDeployRegistry, createOriginAllowlist, createRegistryStore, createSiteServer, parseDeployTokens, runtimeConfigOf } from '@ssb/site-server';
  const secret = 'monitoring-test-secret-0123456789';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-metrics-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><html><head><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div></body></html>');
  const scrape = 'monitoring-test-metrics-token-0123456789';
  const api = await buildApp({ dataDir: path.join(dir, 'api'), metricsToken: scrape });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const registry = await createDeployRegistry({
    store: createRegistryStore(path.join(dir, 'registry.json'), { pollMs: 60000 }),
    checks: { allowlist: createOriginAllowlist(undefined) },
  });
  const settings = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/b' };
  const site = await createSiteServer({
    distDir: path.join(dir, 'dist'),
    runtimeConfig: () => runtimeConfigOf(settings, registry.state()),
    deploy: { registry, tokens: parseDeployTokens('ops:' + secret) },
    apiUpstream: 'http://127.0.0.1:' + api.server.address().port,
    publicOrigin: 'https://www.ssb.tj',
    preloadRemotes: false,
  });
  const siteText = (await site.inject({ url: '/metrics', headers: { authorization: 'Bearer ' + secret } })).body;
  const apiText = (await api.inject({ url: '/metrics', headers: { authorization: 'Bearer ' + scrape } })).body;
  await site.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(JSON.stringify({ site: siteText, api: apiText }));
`;

/** Metrics the rules read from the cluster's own exporters, each named with its source. */
const EXTERNAL_METRICS: Record<string, string> = {
  up: 'Prometheus itself, per target',
  certmanager_certificate_expiration_timestamp_seconds: 'cert-manager (entry/certificates.yaml)',
  kube_horizontalpodautoscaler_status_current_replicas: 'kube-state-metrics',
  kube_horizontalpodautoscaler_spec_max_replicas: 'kube-state-metrics',
};

interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  annotations?: Record<string, string>;
}
interface RuleGroup {
  name: string;
  rules: AlertRule[];
}

const groups = (): RuleGroup[] =>
  (YAML.parse(readFileSync(path.join(monitoring, 'prometheus-rules.yaml'), 'utf8')) as { spec: { groups: RuleGroup[] } }).spec.groups;

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'le',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads: names not followed by `(` (functions), outside label matchers, strings and ranges. */
export function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ');
  // Whole words only: a word followed by `(` is a function (sum, rate, histogram_quantile, time).
  const names = [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)].filter((m) => !m[2]).map((m) => m[1] as string);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name.toLowerCase()) && !/^\d/.test(name)))];
}

/** The series names a Prometheus text exposition declares (a histogram's _bucket, _sum and _count). */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    else if (type === 'summary') for (const suffix of ['', '_sum', '_count']) names.add(name + suffix);
    else names.add(name);
  }
  return names;
}

describe('the alerting rules, by promtool', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-rules-'));
    writeFileSync(path.join(dir, 'rules.yaml'), YAML.stringify({ groups: groups() }));
    copyFileSync(path.join(monitoring, 'alerts.test.yaml'), path.join(dir, 'alerts.test.yaml'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const promtool = (...args: string[]) => {
    const result = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    if (result.error) throw new Error(`promtool is not installed (apt-get install prometheus; npm run doctor says so): ${result.error.message}`);
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  it('passes promtool check rules', () => {
    const { code, out } = promtool('check', 'rules', 'rules.yaml');
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
    expect(code).toBe(0);
  });

  it('fires each tested alert when it should and not before (promtool test rules)', () => {
    const { code, out } = promtool('test', 'rules', 'alerts.test.yaml');
    expect(out).toContain('SUCCESS');
    expect(code).toBe(0);
  });

  it('has a runbook line in docs/observability.md for every alert', () => {
    const doc = readFileSync(path.join(root, 'docs/observability.md'), 'utf8');
    for (const rule of groups().flatMap((g) => g.rules)) {
      if (!rule.alert) continue;
      const anchor = rule.annotations?.runbook?.split('#')[1];
      expect({ alert: rule.alert, anchor }).toEqual({ alert: rule.alert, anchor: rule.alert.toLowerCase() });
      expect({ alert: rule.alert, documented: doc.includes(`#### ${rule.alert}`) }).toEqual({ alert: rule.alert, documented: true });
    }
  });
});

describe('the metrics the rules, the dashboard and the adapter name', () => {
  let exported: Set<string>;

  beforeAll(() => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRAPE], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 60_000,
    });
    const texts = JSON.parse(out) as { site: string; api: string };
    exported = new Set([...exportedNames(texts.site), ...exportedNames(texts.api)]);
  }, 90_000);

  it('reads names out of PromQL as Prometheus would', () => {
    expect(
      metricsIn('sum by (job) (rate(a_total{x="y{z}"}[5m])) / on (pod) group_left b_max and histogram_quantile(0.99, c_bucket) > 2 * 86400'),
    ).toEqual(['a_total', 'b_max', 'c_bucket']);
    expect(metricsIn('(x_seconds - time()) < 14 * 86400')).toEqual(['x_seconds']);
  });

  it('finds the site’s and the API’s own metrics on their /metrics', () => {
    for (const name of [
      'ssb_ssr_renders_in_flight',
      'ssb_release_renders_total',
      'ssb_outbox_oldest_pending_seconds',
      'http_request_duration_seconds_bucket',
    ])
      expect(exported).toContain(name);
  });

  it('names in every alert only metrics that are exported', () => {
    const named = groups()
      .flatMap((g) => g.rules)
      .flatMap((rule) => metricsIn(rule.expr).map((name) => ({ rule: rule.alert ?? rule.record, name })));
    // Every alert reads a metric (an expression the parser misread would name none).
    expect(new Set(named.map((n) => n.rule)).size).toBe(groups().flatMap((g) => g.rules).length);
    const missing = named.filter(({ name }) => !exported.has(name) && !(name in EXTERNAL_METRICS));
    expect(missing).toEqual([]);
  });

  it('names in every dashboard panel and the adapter’s rule only metrics the site and the API export', () => {
    const dashboard = JSON.parse(readFileSync(path.join(monitoring, 'ssb-website-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => ({ where: panel.title, expr: t.expr })));
    expect(queries.length).toBeGreaterThan(20);
    const adapter = YAML.parse(
      (
        YAML.parse(readFileSync(path.join(root, 'deploy/overlays/production/scaling/prometheus-adapter.yaml'), 'utf8')) as {
          data: Record<string, string>;
        }
      ).data['config.yaml'] ?? '',
    ) as { rules: { seriesQuery: string }[] };
    queries.push(...adapter.rules.map((rule) => ({ where: 'adapter', expr: rule.seriesQuery })));
    const missing = queries.flatMap(({ where, expr }) => metricsIn(expr).map((name) => ({ where, name }))).filter(({ name }) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('has kubectl render the dashboard into the ConfigMap the sidecar loads, unchanged', () => {
    const rendered = execFileSync('kubectl', ['kustomize', monitoring], { encoding: 'utf8' });
    const map = YAML.parseAllDocuments(rendered)
      .map((d) => d.toJS() as { kind: string; data?: Record<string, string> })
      .find((o) => o.kind === 'ConfigMap');
    expect(map?.data?.['ssb-website-dashboard.json']).toBe(readFileSync(path.join(monitoring, 'ssb-website-dashboard.json'), 'utf8'));
  });
});
