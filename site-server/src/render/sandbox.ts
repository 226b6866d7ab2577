/**
 * How a render process is started: the walls around a remote's server code, each from the
 * machine's own tools (util-linux), tried once at start so that the site says plainly which walls
 * this machine allows (docs/remote-delivery.md, "Trust model").
 *
 *   setpriv --pdeathsig     the process dies with the site server that started it
 *   prlimit --data          its memory as a whole (heap, Buffers, everything it maps writable)
 *   unshare --net --pid     no network (only its own loopback, which is down) and no other process
 *                           it could name; as root directly, otherwise in a user namespace
 *   setpriv --reuid         another user (SSB_RENDER_USER, `nobody`) when the site runs as root
 *   node --permission       reads only the files it is given; no child process, worker, addon or write
 *
 * and always an empty environment: none of the site's settings, no token.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SandboxSettings {
  /** The user render processes run as when the site runs as root. */
  user: string;
  /**
   * Memory of a render process as a whole (MB): everything it maps writable (RLIMIT_DATA), which
   * is address space, not resident memory: Node reserves some 600 MB of it before it runs a line,
   * while a render process uses 60–150 MB. Its JavaScript heap gets a quarter.
   */
  memoryMb: number;
}

export const DEFAULT_SANDBOX: SandboxSettings = { user: 'nobody', memoryMb: 1024 };

/** The walls this machine allows, found once. */
export interface SandboxPlan {
  /** The command line before `node`'s own arguments. */
  prefix: string[];
  user: string | null;
  network: boolean;
  memoryMb: number | null;
  /** One line for the log: what a render process is inside. */
  describe(): string;
}

const TOOLS = ['/usr/bin', '/bin'];
const tool = (name: string): string | null => TOOLS.map((dir) => `${dir}/${name}`).find((file) => existsSync(file)) ?? null;

/** True when the command runs here (a namespace the kernel or the container refuses fails at once). */
const works = (command: string[]): boolean => {
  const [file, ...args] = command;
  if (!file) return false;
  const result = spawnSync(file, [...args, process.execPath, '-e', '0'], { env: {}, stdio: 'ignore', timeout: 5_000 });
  return result.status === 0;
};

export function planSandbox(settings: SandboxSettings = DEFAULT_SANDBOX): SandboxPlan {
  const setpriv = tool('setpriv');
  const prlimit = tool('prlimit');
  const unshare = tool('unshare');
  const root = process.getuid?.() === 0;
  const prefix: string[] = [];
  if (setpriv) prefix.push(setpriv, '--pdeathsig=KILL', '--');
  let memoryMb: number | null = null;
  if (prlimit) {
    const bytes = settings.memoryMb * 1024 * 1024;
    prefix.push(prlimit, `--data=${bytes}:${bytes}`, '--');
    memoryMb = settings.memoryMb;
  }
  let network = true;
  if (unshare) {
    // As root the namespaces need no user namespace; otherwise one maps this user to its root.
    const namespaces = [unshare, ...(root ? [] : ['--user', '--map-root-user']), '--net', '--pid', '--fork', '--kill-child=SIGKILL', '--'];
    if (works([...prefix, ...namespaces])) {
      prefix.push(...namespaces);
      network = false;
    }
  }
  let user: string | null = null;
  if (root && setpriv) {
    const drop = [setpriv, `--reuid=${settings.user}`, `--regid=${settings.user === 'nobody' ? 'nogroup' : settings.user}`, '--clear-groups'];
    if (works([...prefix, ...drop, '--pdeathsig=KILL', '--'])) {
      prefix.push(...drop, '--pdeathsig=KILL', '--');
      user = settings.user;
    }
  }
  const walls = [
    user ? `user ${user}` : root ? 'as root (no other user could be set)' : 'as the site server’s user',
    network ? 'with the network (no namespace could be made)' : 'no network',
    memoryMb ? `memory ${memoryMb} MB` : `heap ${heapMbOf(settings)} MB only (no prlimit)`,
    'an empty environment',
    'Node’s permission model',
  ];
  return { prefix, user, network, memoryMb, describe: () => walls.join(', ') };
}

/** The JavaScript heap of a render process: a quarter of its memory. */
export const heapMbOf = (settings: SandboxSettings): number => Math.max(64, Math.floor(settings.memoryMb / 4));
