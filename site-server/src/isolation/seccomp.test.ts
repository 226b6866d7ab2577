/**
 * The render sandbox's seccomp filter, on real system calls. JavaScript cannot make them, so a
 * small C program makes each one inside the sandbox exactly as the site starts a render process
 * (the same bwrap and prlimit arguments, the same filter on descriptor 4), and prints what the
 * kernel answered. With the filter every one is refused with EPERM; without it (the test-only
 * `seccomp` wall down) the same calls go through. The filter's system call numbers are checked
 * against libseccomp's own table where Debian's python3-seccomp is installed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bwrapArgs, INSIDE, prlimitArgs, RENDER_LIMITS } from '../render/sandbox/bubblewrap';
import { nodeRuntime } from '../render/sandbox/nodeRuntime';
import { REFUSED_SYSCALLS, filterArchOf, seccompProgram, syscallNumber } from '../render/sandbox/seccompFilter';
import type { ProcessWall } from '../render/sandbox/walls';

const PROBE = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <signal.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>
static void said(const char *name, long result) { printf("%s=%s\n", name, result < 0 ? strerrorname_np(errno) : "ok"); }
int main(void) {
  /* How many processes it may start beside itself: children that wait until they are killed. */
  pid_t children[256];
  int forks = 0;
  while (forks < 256) {
    pid_t child = fork();
    if (child == 0) { pause(); _exit(0); }
    if (child < 0) break;
    children[forks++] = child;
  }
  printf("forks=%d\n", forks);
  for (int i = 0; i < forks; i++) kill(children[i], SIGKILL);
  while (wait(NULL) > 0) {}
  char here[8] = "secret", there[8];
  struct iovec local = { there, sizeof there }, remote = { here, sizeof here };
  said("process_vm_readv", process_vm_readv(getpid(), &local, 1, &remote, 1, 0));
  said("ptrace", ptrace(PTRACE_TRACEME, 0, 0, 0));
  said("unshare", unshare(CLONE_NEWUSER));
  said("mount", mount("none", "/proc", "proc", 0, 0));
  said("bpf", syscall(SYS_bpf, 0, 0, 0));
  said("perf_event_open", syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
  said("keyctl", syscall(SYS_keyctl, 0, 0, 0, 0, 0));
  said("userfaultfd", syscall(SYS_userfaultfd, 0));
  said("io_uring_setup", syscall(SYS_io_uring_setup, 1, 0));
  said("setns", syscall(SYS_setns, 0, 0));
  said("clone3", syscall(SYS_clone3, 0, 0));
  return 0;
}`;

const compiler = ['cc', 'gcc'].find((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0);
const bwrap = ['/usr/bin/bwrap', '/bin/bwrap'].find(existsSync);
const prlimit = ['/usr/bin/prlimit', '/bin/prlimit'].find(existsSync);
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(existsSync);
const asUser = (uid: number) => [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--'];
const arch = filterArchOf();

// Skipped only without a C compiler, bwrap or prlimit (CI installs them). The C compiler is on every development and CI machine here, not in the production image; the
// site's own tests of the sandbox (sandboxWalls.test.ts) need none.
const withTools = compiler && bwrap && prlimit && arch ? describe : describe.skip;

withTools('the seccomp filter, on real system calls', () => {
  let dir: string;
  let filterFile: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-seccomp-'));
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'probe.c'), PROBE);
    execFileSync(compiler ?? 'cc', ['-O1', '-o', path.join(dir, 'probe'), path.join(dir, 'probe.c')]);
    filterFile = path.join(dir, 'filter.bpf');
    writeFileSync(filterFile, seccompProgram(arch ?? 'x64'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What each system call answered inside a render sandbox with every wall but `without`, started as `user` (a uid) or this process's. */
  function probe(without: ProcessWall[], user?: number): Record<string, string> {
    // Another user cannot read this machine's Node where it is installed under a home folder; the
    // probe needs none, so it gets a binary every user may read in Node's place.
    const runtime = nodeRuntime(prlimit ?? '', user === undefined ? process.execPath : '/bin/true');
    if (!runtime) throw new Error('ldd could not list Node’s libraries');
    const files = { hostDir: dir, hostEntry: path.join(dir, 'probe'), shellBuild: filterFile, release: null };
    const args = [
      ...bwrapArgs(bwrap ?? '', runtime, files, new Set(without)).slice(1),
      ...prlimitArgs(INSIDE.prlimit, { ...RENDER_LIMITS, dataBytes: 1024 * 1024 * 1024 }),
      '/sandbox/host/probe',
    ];
    const fd = openSync(filterFile, 'r');
    try {
      const [command, ...rest] = user === undefined ? [bwrap ?? '', ...args] : [setpriv ?? '', ...asUser(user), bwrap ?? '', ...args];
      const result = spawnSync(command, rest, {
        env: {},
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe', 'ignore', without.includes('seccomp') ? 'pipe' : fd, 'pipe'],
      });
      if (result.status !== 0) throw new Error(`the probe failed: ${result.stderr}`);
      return Object.fromEntries(
        result.stdout
          .trim()
          .split('\n')
          .map((line) => line.split('=') as [string, string]),
      );
    } finally {
      closeSync(fd);
    }
  }

  it('refuses each dangerous call with EPERM (and clone3 with ENOSYS, so threads fall back to clone)', () => {
    const answers = probe([]);
    for (const name of [
      'process_vm_readv',
      'ptrace',
      'unshare',
      'mount',
      'bpf',
      'perf_event_open',
      'keyctl',
      'userfaultfd',
      'io_uring_setup',
      'setns',
    ])
      expect(`${name}=${answers[name]}`).toBe(`${name}=EPERM`);
    expect(answers.clone3).toBe('ENOSYS');
  });

  // The kernel exempts root's processes from RLIMIT_NPROC, and a sandbox started by root is root
  // outside: this limit binds where the site runs as a user of its own, as its image does.
  // Skipped unless run as root (CI and this machine are): only root can start the probe as another user.
  const nonRoot = setpriv && process.getuid?.() === 0 ? it : it.skip;
  const someUser = () => 10_000 + Math.floor(Math.random() * 50_000);

  nonRoot('limits the processes a sandbox of a non-root site starts', () => {
    expect(probe([], someUser()).forks).toBe(String(RENDER_LIMITS.processes - 1));
  });

  // The site's user runs the site server, every render process and, where pods share a user, the
  // other pods too: RLIMIT_NPROC set outside the sandbox would count them all and refuse to start it.
  nonRoot('starts as a user already running more processes than a sandbox may, and counts only its own', () => {
    const uid = someUser();
    const busy = spawnSync(
      setpriv ?? '',
      [...asUser(uid), 'sh', '-c', `for i in $(seq ${RENDER_LIMITS.processes + 16}); do sleep 30 >/dev/null 2>&1 & done; echo started`],
      {
        encoding: 'utf8',
        timeout: 10_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    try {
      expect(busy.stdout.trim()).toBe('started');
      expect(Number(execFileSync('pgrep', ['-c', '-u', String(uid)], { encoding: 'utf8' }))).toBeGreaterThan(RENDER_LIMITS.processes);
      const answers = probe([], uid);
      expect(answers.ptrace).toBe('EPERM');
      expect(answers.forks).toBe(String(RENDER_LIMITS.processes - 1));
    } finally {
      spawnSync('pkill', ['-KILL', '-u', String(uid)]);
    }
  });

  it('matters: without it, reading its own memory by process_vm_readv, ptrace and a new user namespace all go through', () => {
    const answers = probe(['seccomp']);
    expect(answers.process_vm_readv).toBe('ok');
    expect(answers.ptrace).toBe('ok');
    expect(answers.unshare).toBe('ok');
  });
});

const python = '/usr/bin/python3';
const hasLibseccomp = existsSync(python) && spawnSync(python, ['-c', 'import seccomp']).status === 0;

// Skipped only where Debian's python3-seccomp is missing (CI installs it: .ci/run).
(hasLibseccomp ? it : it.skip)('numbers each refused call as libseccomp does, on x86-64 and arm64', () => {
  const names = [...REFUSED_SYSCALLS, 'clone', 'clone3'] as const;
  const table = JSON.parse(
    execFileSync(
      python,
      [
        '-c',
        `import json, seccomp, sys
names = sys.argv[1].split(',')
print(json.dumps({a: {n: seccomp.resolve_syscall(arch, n) for n in names} for a, arch in [('x64', seccomp.Arch.X86_64), ('arm64', seccomp.Arch.AARCH64)]}))`,
        names.join(','),
      ],
      { encoding: 'utf8' },
    ),
  ) as Record<'x64' | 'arm64', Record<string, number>>;
  for (const target of ['x64', 'arm64'] as const)
    for (const name of names) expect(`${target} ${name} ${syscallNumber(target, name)}`).toBe(`${target} ${name} ${table[target][name]}`);
});
