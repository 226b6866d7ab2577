/**
 * podman as these machines need it: no registry (nothing is pulled) and a containers.conf of our
 * own, since podman's defaults fail on these VMs (it asks for file limits above the VM's hard
 * limit, and crun refuses cgroups in hybrid mode; docs/kubernetes.md says where the errors are written down).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the base rootfs and podman's settings are kept between runs: outside the repository. */
export const CACHE_DIR = path.join(os.homedir(), '.cache', 'ssb-images');

const CONTAINERS_CONF = `[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
`;

/** The environment podman runs with: CONTAINERS_CONF names our file unless it names one that exists. */
export function podmanEnv(): NodeJS.ProcessEnv {
  if (process.env.CONTAINERS_CONF && existsSync(process.env.CONTAINERS_CONF)) return process.env;
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, 'containers.conf');
  writeFileSync(file, CONTAINERS_CONF);
  return { ...process.env, CONTAINERS_CONF: file };
}

/** Runs podman, its output on this terminal; rejects on a non-zero exit. */
export function podman(args: string[], options: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env: podmanEnv(), stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`podman ${args[0]} ${args[1] ?? ''} failed (code ${code})`))));
  });
}

/** podman's answer, as text. */
export const podmanOutput = (args: string[]): string =>
  execFileSync('podman', args, { env: podmanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export function imageExists(name: string): boolean {
  try {
    execFileSync('podman', ['image', 'exists', name], { env: podmanEnv(), stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Null when podman is installed and answers; otherwise what went wrong, in one line. */
export function podmanProblem(): string | null {
  try {
    podmanOutput(['version', '--format', '{{.Client.Version}}']);
    return null;
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1);
    return said || (error instanceof Error ? error.message : String(error));
  }
}
