/**
 * What a render process is inside, wall by wall (docs/remote-delivery.md, "Trust model"). Every
 * wall is up in the site. A test may take one down (`unsafeWithout`) to show that its attack then
 * succeeds: an option of `createSiteServer`, never a setting, so the production binary has no way
 * to lower one.
 */

export const PROCESS_WALLS = [
  /** A root of its own, read-only, holding only Node, its libraries and the render's files; no host /tmp, /dev/shm or /var/tmp. */
  'mount-namespace',
  /** Its own PID namespace and a /proc that lists only itself: no other process to read, list or signal. */
  'pid-namespace',
  /** Its own network namespace (a loopback that is down), and IPC and UTS namespaces. */
  'network-namespace',
  /** The seccomp filter (seccompFilter.ts), no capabilities, no new privileges, no further user namespaces. */
  'seccomp',
  /** Node's permission model: reads only its files; no child process, worker, addon, inspector or write. */
  'permission-model',
  /** `node:sqlite`, which writes files past the permission model, is not there. */
  'no-sqlite',
  /** Limits on its memory, file size, open files, processes and core dumps. */
  'rlimits',
  /** No descriptor but its stdio and its channel (one inherited by the site is closed before any release code runs). */
  'descriptors',
] as const;

export type ProcessWall = (typeof PROCESS_WALLS)[number];

export interface SandboxSettings {
  /**
   * Memory of a render process as a whole (MB): everything it maps writable (RLIMIT_DATA), which
   * is address space, not resident memory: Node reserves some 600 MB of it before it runs a line,
   * while a render process uses 60–150 MB. Its JavaScript heap gets a quarter.
   */
  memoryMb: number;
  /**
   * `sandbox`: the walls above, made by bubblewrap; where they cannot be made, remote code is not
   * run on the server at all. `permission-model`: weaker walls chosen on purpose for a development
   * machine without bubblewrap (Node's permission model, an empty environment, limits): said at
   * start and in /readyz, never silent, and refused by the production overlay's test.
   */
  walls: 'sandbox' | 'permission-model';
  /** Tests only: walls taken down to show what they stop. */
  unsafeWithout?: readonly ProcessWall[];
  /** Where bwrap and prlimit are looked for (the system's folders; a test points it at an empty one). */
  toolDirs?: readonly string[];
}

export const DEFAULT_SANDBOX: SandboxSettings = { memoryMb: 1024, walls: 'sandbox' };

/** The JavaScript heap of a render process: a quarter of its memory. */
export const heapMbOf = (settings: Pick<SandboxSettings, 'memoryMb'>): number => Math.max(64, Math.floor(settings.memoryMb / 4));
