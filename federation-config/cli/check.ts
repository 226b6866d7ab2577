/**
 * `ssb-remote check`: would the live site accept this build? Its release manifest says which
 * contracts it needs (`metaData.release.contractsRange`) and which shared singletons it was built
 * with (`shared`: each package's version and the range it asks for); the site's registry says
 * which contracts version and which versions of those packages the live site runs
 * (GET /_deploy/remotes/:name/host). The verdict is the registry's own rule, `acceptsContracts`
 * (its check `contracts`), imported, not written again here.
 *
 * The shared singletons do not decide it: the registry does not check them, and module federation
 * gives a remote the shell's copy whatever the remote was built with (`strictVersion: false`).
 * One whose range the site's version does not satisfy is said as a warning: the remote then runs
 * on a version it was not built against.
 */
import { acceptsContracts, type ReleaseManifest } from '@ssb/contracts/node';
import type { HostVersions } from './registryClient';

/** One shared singleton as the build has it and as the site runs it. */
interface SharedComparison {
  /** The package (`react`, also for `react/jsx-runtime`). */
  name: string;
  /** The version the build bundled as its fallback. */
  built: string;
  /** The range it asks the shared copy to be in. */
  required: string;
  /** The site's version; null when the site did not say. */
  site: string | null;
  /** Whether the site's version is in the build's range; null when the site did not say. */
  fits: boolean | null;
}

export interface CheckReport {
  releaseId: string;
  contractsRange: string;
  contractsVersion: string;
  /** The registry's verdict on the contracts: the build is accepted when this holds. */
  accepted: boolean;
  shared: SharedComparison[];
  sharedKnown: boolean;
}

/** `react/jsx-runtime` → `react`, `@scope/pkg/sub` → `@scope/pkg`. */
export const packageOf = (name: string): string =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
  singleton?: unknown;
}

/**
 * The shared singletons of a build by package, the site's own (@ssb/…) aside: the contracts are
 * checked by their range, and the kit is no singleton.
 */
export function sharedSingletonsOf(manifest: ReleaseManifest): { name: string; built: string; required: string }[] {
  const listed = (manifest as unknown as { shared?: unknown }).shared;
  const byPackage = new Map<string, { name: string; built: string; required: string }>();
  for (const item of Array.isArray(listed) ? (listed as ManifestShared[]) : []) {
    if (item.singleton !== true || typeof item.name !== 'string') continue;
    const name = packageOf(item.name);
    if (name.startsWith('@ssb/') || byPackage.has(name)) continue;
    byPackage.set(name, {
      name,
      built: typeof item.version === 'string' ? item.version : '?',
      required: typeof item.requiredVersion === 'string' ? item.requiredVersion : '*',
    });
  }
  return [...byPackage.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function compareWithHost(manifest: ReleaseManifest, host: HostVersions): CheckReport {
  const { id, contractsRange } = manifest.metaData.release;
  const shared = sharedSingletonsOf(manifest).map(({ name, built, required }) => {
    const site = host.shared[name] ?? null;
    // A version in a range is semver's `satisfies`, as for the contracts.
    return { name, built, required, site, fits: site === null ? null : acceptsContracts(site, required) };
  });
  return {
    releaseId: id,
    contractsRange,
    contractsVersion: host.contractsVersion,
    accepted: acceptsContracts(host.contractsVersion, contractsRange),
    shared,
    sharedKnown: host.sharedKnown,
  };
}

/** The report as the command prints it: the build's side, the site's side, and the verdict. */
export function reportLines(report: CheckReport, remote: string, site: string): string[] {
  const width = Math.max(12, ...report.shared.map((s) => s.name.length));
  const lines = [
    `[check] ${remote} ${report.releaseId} against the live site at ${site}`,
    `  ${'contracts'.padEnd(width)}  build needs ${report.contractsRange.padEnd(10)}  site runs ${report.contractsVersion}  ${report.accepted ? 'ok' : 'REFUSED'}`,
  ];
  for (const s of report.shared) {
    const verdict = s.fits === null ? 'site did not say' : s.fits ? 'ok' : 'WARNING: outside the range the build asks for';
    lines.push(`  ${s.name.padEnd(width)}  built with ${s.built.padEnd(8)} (needs ${s.required})  site runs ${s.site ?? '?'}  ${verdict}`);
  }
  if (!report.sharedKnown)
    lines.push(
      '  (the site’s shell build records no shared versions (built before shared-versions.json) and its packages are not installed beside the site server, so it did not say them)',
    );
  const misfits = report.shared.filter((s) => s.fits === false).map((s) => `${s.name} ${s.site}`);
  if (misfits.length > 0)
    lines.push(
      `[check] warning: the remote would run on the site's ${misfits.join(', ')}, which this build was not made against (the registry does not refuse that)`,
    );
  lines.push(
    report.accepted
      ? `[check] accepted: the registry would take ${report.releaseId} (contracts ${report.contractsVersion} satisfy ${report.contractsRange})`
      : `[check] refused: the live site runs contracts ${report.contractsVersion}, outside ${report.contractsRange}; deploy the shell with them first, or build against ${report.contractsVersion}`,
  );
  return lines;
}
