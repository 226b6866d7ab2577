/**
 * Which walls a render process gets on this machine, found once when the first one starts: with
 * `walls: 'sandbox'` (the site's only setting for production) bubblewrap must be there and must
 * work here (it needs unprivileged user namespaces, as root or as the site's user alike), or no
 * remote code runs on the server at all and the plan says why; with `walls: 'permission-model'`
 * (a development machine without bubblewrap, chosen on purpose) Node's permission model, an empty
 * environment and limits only, which the plan says too.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INSIDE, RENDER_LIMITS, bwrapArgs, nodeArgs, prlimitArgs, type RenderFiles } from './bubblewrap';
import { nodeRuntime, type NodeRuntime } from './nodeRuntime';
import { filterArchOf, seccompProgram } from './seccompFilter';
import { PROCESS_WALLS, type ProcessWall, type SandboxSettings } from './walls';

/** How one render process is started. */
interface Launch {
  command: string;
  args: string[];
  /** Descriptors it gets from 4 on (the seccomp program), opened for it: `done()` closes them here. */
  descriptors: (number | 'pipe')[];
  /** The render's files as the process sees them. */
  inside: { shellBuild: string; release: string | null; hostEntry: string };
  /** Whether bwrap says the sandboxed process's own pid (JSON on descriptor 5); otherwise it is the child's. */
  saysPid: boolean;
  done(): void;
}

export interface SandboxPlan {
  /** Why remote code may not run on the server here; null when it may. */
  refused: string | null;
  /** Weaker walls chosen on purpose (SSB_RENDER_WALLS), said at start and in /readyz; null in the site's sandbox. */
  weakened: string | null;
  /** One line for the log: what a render process is inside. */
  describe(): string;
  launch(files: RenderFiles, heapMb: number): Launch;
}

const TOOL_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];
const toolIn =
  (dirs: readonly string[] = TOOL_DIRS) =>
  (name: string): string | null =>
    dirs.map((dir) => `${dir}/${name}`).find((file) => existsSync(file)) ?? null;

/** The last line a failed tool printed, for the log (never a path of the render's files). */
const lastLine = (text: string) => text.trim().split('\n').pop()?.slice(0, 200) ?? '';

function refusedPlan(reason: string): SandboxPlan {
  return {
    refused: reason,
    weakened: null,
    describe: () => `none: remote code is not run on the server (${reason})`,
    launch: () => {
      throw new Error(`no render process can be started: ${reason}`);
    },
  };
}

/** Limits for one process: its memory, and what it may open, write and start. */
const limitsOf = (settings: SandboxSettings) => ({ ...RENDER_LIMITS, dataBytes: settings.memoryMb * 1024 * 1024 });

function bubblewrapPlan(settings: SandboxSettings, workDir: string): SandboxPlan {
  const tool = toolIn(settings.toolDirs);
  const bwrap = tool('bwrap');
  const prlimit = tool('prlimit');
  if (!bwrap) return refusedPlan('bubblewrap (bwrap) is not installed');
  if (!prlimit) return refusedPlan('prlimit (util-linux) is not installed');
  const runtime: NodeRuntime | null = nodeRuntime(prlimit);
  if (!runtime) return refusedPlan('the libraries of Node’s binary could not be listed (ldd)');
  const arch = filterArchOf();
  if (!arch) return refusedPlan(`no seccomp filter is known for this architecture (${process.arch})`);
  const without = new Set<ProcessWall>(settings.unsafeWithout ?? []);
  const filterFile = path.join(workDir, 'seccomp.bpf');
  writeFileSync(filterFile, seccompProgram(arch), { mode: 0o444 });

  const launchWith =
    (procfs: boolean) =>
    (files: RenderFiles, heapMb: number): Launch => {
      const readable = [INSIDE.host, INSIDE.shellBuild, ...(files.release ? [INSIDE.release] : []), '/proc/self/fdinfo/'];
      const filter = openSync(filterFile, 'r');
      const hostEntry = `${INSIDE.host}/${path.basename(files.hostEntry)}`;
      return {
        command: bwrap,
        args: [
          ...bwrapArgs(bwrap, runtime, files, without, procfs).slice(1),
          ...prlimitArgs(INSIDE.prlimit, limitsOf(settings)),
          ...nodeArgs(INSIDE.node, readable, heapMb, without),
          hostEntry,
        ],
        // Descriptor 4 is bwrap's seccomp program (read, then closed before Node starts); 5 its status.
        descriptors: without.has('seccomp') ? ['pipe', 'pipe'] : [filter, 'pipe'],
        inside: { shellBuild: INSIDE.shellBuild, release: files.release ? INSIDE.release : null, hostEntry },
        saysPid: true,
        done: () => closeSync(filter),
      };
    };

  /** Starts Node in the sandbox once, to see that this machine lets it be made; the error when not. */
  const tryOnce = (launch: (files: RenderFiles, heapMb: number) => Launch): string | null => {
    const probe = launch({ hostDir: workDir, hostEntry: filterFile, shellBuild: filterFile, release: null }, 64);
    const result = spawnSync(probe.command, [...probe.args.slice(0, -1), '-e', 'process.exit(0)'], {
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ignore', ...probe.descriptors],
      timeout: 10_000,
      encoding: 'utf8',
    });
    probe.done();
    return result.status === 0 ? null : lastLine(result.stderr ?? '') || `exit ${result.status ?? result.signal}`;
  };

  // Tried once: a kernel or a container that refuses user namespaces fails here at once, and then
  // no remote code runs on the server. A container whose /proc is masked refuses a new /proc only:
  // the sandbox then has none at all, which hides other processes as well as a private one.
  let procfs = true;
  let failure = tryOnce(launchWith(true));
  if (failure && /proc/.test(failure) && !tryOnce(launchWith(false))) {
    procfs = false;
    failure = null;
  }
  if (failure) return refusedPlan(`bubblewrap cannot make the sandbox here: ${failure}`);
  const launch = launchWith(procfs);
  const down = PROCESS_WALLS.filter((wall) => without.has(wall));
  const walls = [
    'bubblewrap: a read-only root of Node and its files only',
    `its own user, PID, network, IPC and UTS namespaces, ${procfs ? 'its own /proc' : 'no /proc (this container’s is masked)'}`,
    'seccomp, no capabilities, no new privileges',
    `memory ${settings.memoryMb} MB, files, descriptors and processes limited`,
    'an empty environment',
    'Node’s permission model, no node:sqlite',
  ];
  return {
    refused: null,
    weakened: null,
    describe: () => (down.length ? `TEST ONLY, walls down: ${down.join(', ')}; ` : '') + walls.join(', '),
    launch,
  };
}

function permissionModelPlan(settings: SandboxSettings): SandboxPlan {
  const prlimit = toolIn(settings.toolDirs)('prlimit');
  const without = new Set<ProcessWall>(settings.unsafeWithout ?? []);
  const weakened = 'SSB_RENDER_WALLS=permission-model: remote code runs with Node’s permission model only, no sandbox (development only)';
  return {
    refused: null,
    weakened,
    describe: () => `${weakened}; an empty environment${prlimit ? `, memory ${settings.memoryMb} MB` : ''}`,
    launch: (files, heapMb) => ({
      command: prlimit ?? process.execPath,
      args: [
        ...(prlimit ? prlimitArgs(prlimit, limitsOf(settings)).slice(1) : []),
        ...nodeArgs(
          process.execPath,
          [files.hostDir, files.shellBuild, ...(files.release ? [files.release] : []), '/proc/self/'],
          heapMb,
          without,
        ).slice(prlimit ? 0 : 1),
        files.hostEntry,
      ],
      descriptors: [],
      inside: { shellBuild: files.shellBuild, release: files.release, hostEntry: files.hostEntry },
      saysPid: false,
      done: () => undefined,
    }),
  };
}

/** The plan for render processes; `workDir` is the site's render folder (it gets the seccomp program). */
export function planSandbox(settings: SandboxSettings, workDir: string): SandboxPlan {
  return settings.walls === 'permission-model' ? permissionModelPlan(settings) : bubblewrapPlan(settings, workDir);
}
