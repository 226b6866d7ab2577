/**
 * `npm run audit`: fails when a production dependency (what the images carry: `npm audit
 * --omit=dev`) has a known advisory of moderate severity or worse, naming each with what fixes it.
 *
 * The advisory service is the npm registry's (/-/npm/v1/security/advisories/bulk). Where it does
 * not answer (these build machines reach the registry's packages but get 405 from that endpoint),
 * the step says so and passes, unless SSB_AUDIT_REQUIRED=1, which the bank's CI sets: there an
 * unanswered audit fails as an advisory would.
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/repoRoot';

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];
const FAIL_AT: Severity = 'moderate';

interface AuditJson {
  vulnerabilities?: Record<string, { severity: Severity; range?: string; fixAvailable?: boolean | { name: string; version: string } }>;
  error?: { summary?: string };
  /** npm 11's answer when the endpoint refused: the HTTP error. */
  message?: string;
}

export type AuditOutcome = { kind: 'clean' } | { kind: 'advisories'; lines: string[] } | { kind: 'unreachable'; why: string };

/** What `npm audit --json` said, as an outcome; its exit code alone cannot tell an advisory from an error. */
export function auditOutcome(stdout: string): AuditOutcome {
  let parsed: AuditJson;
  try {
    parsed = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'unreachable', why: 'npm audit answered no JSON' };
  }
  if (parsed.error || !parsed.vulnerabilities) return { kind: 'unreachable', why: parsed.error?.summary || parsed.message || 'no report' };
  const failing = Object.entries(parsed.vulnerabilities).filter(([, v]) => SEVERITIES.indexOf(v.severity) >= SEVERITIES.indexOf(FAIL_AT));
  if (failing.length === 0) return { kind: 'clean' };
  return {
    kind: 'advisories',
    lines: failing.map(([name, v]) => {
      const fix =
        typeof v.fixAvailable === 'object'
          ? `fixed by ${v.fixAvailable.name}@${v.fixAvailable.version}`
          : v.fixAvailable
            ? 'npm audit fix'
            : 'no fix yet';
      return `${v.severity.padEnd(8)} ${name} ${v.range ?? ''} (${fix})`;
    }),
  };
}

function main(): void {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
  const outcome = auditOutcome(result.stdout ?? '');
  if (outcome.kind === 'clean') {
    console.log('[audit] no known advisory in a production dependency');
    return;
  }
  if (outcome.kind === 'advisories') {
    console.error(`[audit] production dependencies with known advisories (${FAIL_AT} or worse):`);
    for (const line of outcome.lines) console.error(`  ${line}`);
    process.exit(1);
  }
  const required = process.env.SSB_AUDIT_REQUIRED === '1';
  console[required ? 'error' : 'log'](
    `[audit] the registry's advisory service did not answer (${outcome.why}): ${required ? 'failing, as SSB_AUDIT_REQUIRED=1 asks' : 'not checked on this machine; the bank’s CI sets SSB_AUDIT_REQUIRED=1'}`,
  );
  if (required) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
