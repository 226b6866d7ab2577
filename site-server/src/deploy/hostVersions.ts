/**
 * The versions of the packages the shell shares with the remotes as singletons (react, react-dom,
 * react-intl, …) that the live site runs: the ones the shell's build was made with. A remote's team
 * compares its build's with them (`ssb-remote check`, through GET /_deploy/remotes/:name/host).
 *
 * The shell's build records them itself: shared-versions.json beside its index.html (written by
 * SharedVersionsPlugin in federation-config/webpack/federation.cjs), the version it registers in
 * the share scope for each package it provides. That file is what this site server serves, so it
 * is read first; the site image holds the shell's build alone, without its packages. Only where
 * the build has no such file (no build yet, or one older than the file: development) are the
 * shell's installed packages asked instead, as Node finds them from the shell's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The shell build's record of the shared versions, in its dist/ (federation.cjs names it the same). */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/** A package's name (`react`, `@scope/name`), never a path inside it. */
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

const isPackageName = (name: string): boolean => name.length <= 100 && PACKAGE_NAME.test(name);

/** A version as a package.json gives it (`19.3.1`, `1.0.0-rc.2+build`), nothing longer. */
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;

const isVersion = (value: unknown): value is string => typeof value === 'string' && value.length <= 64 && VERSION.test(value);

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The shell's package.json as installed beside this site server, or null (none there). */
function shellPackageFile(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@ssb/shell/package.json');
  } catch {
    return null;
  }
}

interface HostShared {
  /** False when neither the shell's build records them nor its packages are installed here: nothing is known of them. */
  known: boolean;
  versions: Record<string, string>;
}

interface HostSharedSources {
  /** The shell's build this site server serves (its dist/); its shared-versions.json is read first. */
  shellDistDir?: string;
  /** The shell's package.json as installed, asked where the build has no file; found from here when not given, null: none. */
  shellPackage?: string | null;
}

/** The names asked that can be answered: package names, the site's own (@ssb/…) left out (the contracts' version is the registry's). */
const answerable = (names: readonly string[]) => names.filter((name) => isPackageName(name) && !name.startsWith('@ssb/'));

/** The build's record, `{"shared": {"react": "19.3.1", …}}`; undefined when the build has none, null when it is unreadable. */
async function recordedVersions(distDir: string): Promise<Record<string, unknown> | null | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, SHARED_VERSIONS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return null;
  }
  try {
    const { shared } = JSON.parse(text) as { shared?: unknown };
    return shared !== null && typeof shared === 'object' && !Array.isArray(shared) ? (shared as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The installed version of each of `names` that the shell depends on, found as Node finds it from
 * the shell's folder; a name the shell does not depend on, or that is not installed, is left out.
 */
function installedVersions(names: readonly string[], shellPackage: string): Record<string, string> {
  const dependencies = readJson(shellPackage).dependencies ?? {};
  const fromShell = createRequire(shellPackage);
  const versions: Record<string, string> = {};
  for (const name of names) {
    if (!Object.hasOwn(dependencies, name)) continue;
    const file = (fromShell.resolve.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((f) => existsSync(f));
    const installed = file ? readJson(file) : null;
    if (installed?.name === name && typeof installed.version === 'string') versions[name] = installed.version;
  }
  return versions;
}

/**
 * The version the live site runs of each of `names`: as the shell's build recorded it, or (no
 * record in the build) as the shell's packages are installed. A name the shell does not share, or
 * that is not a package's name, is left out. A record that cannot be read says nothing: the
 * installed packages may not be what that build was made with.
 */
export async function hostSharedVersions(names: readonly string[], sources: HostSharedSources = {}): Promise<HostShared> {
  const asked = answerable(names);
  const recorded = sources.shellDistDir === undefined ? undefined : await recordedVersions(sources.shellDistDir);
  if (recorded === null) return { known: false, versions: {} };
  if (recorded) {
    const versions: Record<string, string> = {};
    for (const name of asked) {
      const version = Object.hasOwn(recorded, name) ? recorded[name] : undefined;
      if (isVersion(version)) versions[name] = version;
    }
    return { known: true, versions };
  }
  const shellPackage = sources.shellPackage === undefined ? shellPackageFile() : sources.shellPackage;
  if (!shellPackage) return { known: false, versions: {} };
  return { known: true, versions: installedVersions(asked, shellPackage) };
}
