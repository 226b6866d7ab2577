/**
 * The files a render sandbox runs: Node's binary, util-linux's `prlimit` (which sets the limits
 * inside, then becomes Node), the shared libraries both load (ldd's answer) and the loader's
 * cache. They are bound read-only into the sandbox's root, which holds nothing else of this machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

export interface NodeRuntime {
  binary: string;
  prlimit: string;
  /** Each library as the loader looks for it (the path inside the sandbox) and the file it is here. */
  libraries: { path: string; file: string }[];
}

/** `libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x…)` and `/lib64/ld-linux-x86-64.so.2 (0x…)`. */
const LIBRARY_LINE = /^\s*(?:\S+\s+=>\s+)?(\/\S+)\s+\(0x[0-9a-f]+\)\s*$/;

/** The libraries one binary loads; null when ldd is missing or fails (a static build needs none). */
function librariesOf(binary: string): string[] | null {
  const ldd = spawnSync('ldd', [binary], { encoding: 'utf8', env: {}, timeout: 5_000 });
  if (ldd.status !== 0 && !/not a dynamic executable/.test(`${ldd.stdout}${ldd.stderr}`)) return null;
  return (ldd.stdout ?? '').split('\n').flatMap((line) => {
    const match = LIBRARY_LINE.exec(line);
    return match?.[1] ? [match[1]] : [];
  });
}

/** Null when the libraries cannot be listed (then the sandbox cannot be made). */
export function nodeRuntime(prlimit: string, binary: string = process.execPath): NodeRuntime | null {
  const node = librariesOf(binary);
  const limiter = librariesOf(prlimit);
  if (!node || !limiter) return null;
  const paths = [...new Set([...node, ...limiter])];
  // Without the cache the loader still finds them in its default folders; with it, at once.
  if (existsSync('/etc/ld.so.cache')) paths.push('/etc/ld.so.cache');
  return {
    binary: realpathSync(binary),
    prlimit: realpathSync(prlimit),
    libraries: paths.filter(existsSync).map((path) => ({ path, file: realpathSync(path) })),
  };
}
