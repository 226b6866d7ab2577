/**
 * The versions of the packages the shell shares with the remotes as singletons (react, react-dom,
 * react-intl, …), as they are installed for the shell where this site server runs: what the
 * shell's build was made with. A remote's team compares its build's with them (`ssb-remote
 * check`, through GET /_deploy/remotes/:name/host). Where the shell's packages are not installed
 * beside the site server (an image holds the shell's build alone), nothing is known of them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A package's name (`react`, `@scope/name`), never a path inside it. */
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

const isPackageName = (name: string): boolean => name.length <= 100 && PACKAGE_NAME.test(name);

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
  /** False when the shell's packages are not installed beside this site server: nothing is known of them. */
  known: boolean;
  versions: Record<string, string>;
}

/**
 * The installed version of each of `names` that the shell depends on, found as Node finds it from
 * the shell's folder; a name the shell does not depend on, or that is not installed, is left out.
 * The site's own packages (@ssb/…) are left out too: the contracts' version is the registry's.
 */
export function hostSharedVersions(names: readonly string[], shellPackage: string | null = shellPackageFile()): HostShared {
  if (!shellPackage) return { known: false, versions: {} };
  const dependencies = readJson(shellPackage).dependencies ?? {};
  const fromShell = createRequire(shellPackage);
  const versions: Record<string, string> = {};
  for (const name of names) {
    if (!isPackageName(name) || name.startsWith('@ssb/') || !Object.hasOwn(dependencies, name)) continue;
    const file = (fromShell.resolve.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((f) => existsSync(f));
    const installed = file ? readJson(file) : null;
    if (installed?.name === name && typeof installed.version === 'string') versions[name] = installed.version;
  }
  return { known: true, versions };
}
