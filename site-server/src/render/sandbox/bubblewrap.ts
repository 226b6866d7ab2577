/**
 * The command line of a render process inside bubblewrap (Debian's `bwrap`), wall by wall
 * (walls.ts). bwrap makes the namespaces and the root, drops every capability, sets no-new-privs,
 * loads the seccomp filter from descriptor 4 and says the sandboxed process's pid on descriptor 5;
 * inside, `prlimit` sets the limits and becomes Node, which adds its permission model. The limits
 * are set inside because RLIMIT_NPROC counts a user's processes in its user namespace: set on
 * bwrap it would count every process of the site's user (every pod's, where pods share one),
 * while inside it counts the sandbox's own, each sandbox being a user namespace of its own.
 *
 * Inside, the root is an empty tmpfs made read-only once these are bound into it, read-only:
 *   /node, /prlimit        Node's binary and prlimit, and their libraries where the loader looks
 *   /sandbox/host/         the render host (render/host/)
 *   /sandbox/shell-render.cjs   the shell's server build
 *   /sandbox/release.cjs   the release's pinned server build (a process runs one release)
 *   /proc                  its own: it lists only this process; where the container's /proc is
 *                          masked (Kubernetes' default procMount) a new one cannot be mounted, and
 *                          the sandbox has no /proc at all
 *   /dev                   null, zero, random, urandom, tty
 * Nothing is writable: no /tmp, /dev/shm or /var/tmp.
 */
import type { NodeRuntime } from './nodeRuntime';
import type { ProcessWall } from './walls';

/** Where the render's files are inside the sandbox. */
export const INSIDE = {
  node: '/node',
  prlimit: '/prlimit',
  dir: '/sandbox',
  host: '/sandbox/host',
  shellBuild: '/sandbox/shell-render.cjs',
  release: '/sandbox/release.cjs',
} as const;

/** The descriptors bwrap reads its seccomp program from and writes its status to (stdio, then the channel at 3). */
const SECCOMP_FD = 4;
const INFO_FD = 5;

/** The user and group inside (in the sandbox's own user namespace, mapped to the site's user outside). */
const NOBODY = '65534';

export interface RenderFiles {
  /** The host's folder and its entry file (inside that folder). */
  hostDir: string;
  hostEntry: string;
  shellBuild: string;
  release: string | null;
}

export interface Limits {
  /** RLIMIT_DATA, bytes. */
  dataBytes: number;
  fileBytes: number;
  openFiles: number;
  /** Processes and threads of the sandbox's user (Node runs about a dozen threads). */
  processes: number;
}

export const RENDER_LIMITS: Omit<Limits, 'dataBytes'> = { fileBytes: 1024 * 1024, openFiles: 256, processes: 64 };

/** `prlimit` options: both the soft and the hard limit, so the process cannot raise them. */
export function prlimitArgs(prlimit: string, limits: Limits): string[] {
  const both = (value: number) => `${value}:${value}`;
  return [
    prlimit,
    `--data=${both(limits.dataBytes)}`,
    `--fsize=${both(limits.fileBytes)}`,
    `--nofile=${both(limits.openFiles)}`,
    `--nproc=${both(limits.processes)}`,
    '--core=0:0',
    '--',
  ];
}

/**
 * bwrap's options for these files, with every wall up but those in `without`. `procfs`: a /proc of
 * its own is mounted (false: there is none; nor then is bwrap's `--disable-userns`, which writes
 * to it: the seccomp filter refuses new user namespaces by itself).
 */
export function bwrapArgs(bwrap: string, runtime: NodeRuntime, files: RenderFiles, without: ReadonlySet<ProcessWall>, procfs = true): string[] {
  const has = (wall: ProcessWall) => !without.has(wall);
  // A UTS namespace of its own, its name unchanged: a container's default seccomp profile refuses
  // sethostname to a process without CAP_SYS_ADMIN outside, which bwrap then is.
  const args = [bwrap, '--unshare-user', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try'];
  args.push('--uid', NOBODY, '--gid', NOBODY, '--die-with-parent', '--new-session', '--clearenv');
  if (has('network-namespace')) args.push('--unshare-net');
  if (has('pid-namespace')) args.push('--unshare-pid', '--as-pid-1');
  if (has('seccomp')) args.push(...(procfs ? ['--disable-userns'] : []), '--cap-drop', 'ALL', '--seccomp', String(SECCOMP_FD));
  if (has('mount-namespace')) {
    args.push('--ro-bind', runtime.binary, INSIDE.node, '--ro-bind', runtime.prlimit, INSIDE.prlimit);
    for (const library of runtime.libraries) args.push('--ro-bind', library.file, library.path);
  } else {
    // The machine's whole file system, writable where its user may write: what the wall stops.
    args.push('--bind', '/', '/', '--ro-bind', runtime.binary, INSIDE.node, '--ro-bind', runtime.prlimit, INSIDE.prlimit);
  }
  args.push('--ro-bind', files.hostDir, INSIDE.host, '--ro-bind', files.shellBuild, INSIDE.shellBuild);
  if (files.release) args.push('--ro-bind', files.release, INSIDE.release);
  if (!has('pid-namespace')) args.push('--ro-bind', '/proc', '/proc');
  else if (procfs) args.push('--proc', '/proc');
  args.push('--dev', '/dev');
  if (has('mount-namespace')) args.push('--remount-ro', '/');
  args.push('--chdir', '/', '--info-fd', String(INFO_FD), '--');
  return args;
}

/** Node's own options inside: the permission model (reading the render's files and its own descriptors' flags). */
export function nodeArgs(node: string, readable: readonly string[], heapMb: number, without: ReadonlySet<ProcessWall>): string[] {
  return [
    node,
    ...(without.has('permission-model') ? [] : ['--permission', ...readable.map((file) => `--allow-fs-read=${file}`)]),
    ...(without.has('no-sqlite') ? [] : ['--no-experimental-sqlite']),
    `--max-old-space-size=${heapMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
}
