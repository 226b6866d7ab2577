/**
 * The seccomp filter of a render process: a classic-BPF program that bubblewrap loads
 * (`bwrap --seccomp FD`) just before it starts Node, so it holds for everything the release's
 * code does. It refuses, with EPERM, the system calls a page render never needs and an attacker
 * would: reading or writing another process's memory, debugging one, mounting, entering or making
 * namespaces, the kernel's keyring, BPF, perf, userfaultfd, io_uring, modules and the like.
 * `clone` is allowed for threads but not with a namespace flag; `clone3`, whose flags sit behind a
 * pointer a filter cannot read, answers ENOSYS so that the C library falls back to `clone`.
 * A system call of another architecture's table (x32 on x86-64, or a foreign arch) kills the process.
 *
 * Written as bytes here rather than with libseccomp: it is a few dozen instructions, and the
 * production image then needs no compiler or Python. The numbers are checked against libseccomp's
 * own table in the tests where Debian's python3-seccomp is installed.
 */

/** The architectures a filter can be made for, as Node names them. */
export type FilterArch = 'x64' | 'arm64';

/** The system calls refused, by name (every architecture's table below names each of them). */
export const REFUSED_SYSCALLS = [
  'ptrace',
  'process_vm_readv',
  'process_vm_writev',
  'kcmp',
  'mount',
  'umount2',
  'pivot_root',
  'chroot',
  'mount_setattr',
  'move_mount',
  'open_tree',
  'fsopen',
  'fsconfig',
  'fsmount',
  'fspick',
  'unshare',
  'setns',
  'sethostname',
  'setdomainname',
  'bpf',
  'perf_event_open',
  'keyctl',
  'add_key',
  'request_key',
  'userfaultfd',
  'io_uring_setup',
  'io_uring_enter',
  'io_uring_register',
  'kexec_load',
  'kexec_file_load',
  'init_module',
  'finit_module',
  'delete_module',
  'open_by_handle_at',
  'name_to_handle_at',
  'swapon',
  'swapoff',
  'reboot',
  'acct',
  'quotactl',
  'quotactl_fd',
  'syslog',
  'lookup_dcookie',
] as const;

type Syscall = (typeof REFUSED_SYSCALLS)[number] | 'clone' | 'clone3';

interface ArchTable {
  /** AUDIT_ARCH_* of the architecture, as seccomp_data.arch carries it. */
  audit: number;
  /** System calls at or above this number belong to another ABI (x32): refused by killing. */
  foreignAbove: number | null;
  numbers: Record<Syscall, number>;
}

// From the kernel's syscall tables (arch/x86/entry/syscalls/syscall_64.tbl, include/uapi/asm-generic/unistd.h).
const TABLES: Record<FilterArch, ArchTable> = {
  x64: {
    audit: 0xc000003e,
    foreignAbove: 0x40000000,
    numbers: {
      ptrace: 101,
      process_vm_readv: 310,
      process_vm_writev: 311,
      kcmp: 312,
      mount: 165,
      umount2: 166,
      pivot_root: 155,
      chroot: 161,
      mount_setattr: 442,
      move_mount: 429,
      open_tree: 428,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      unshare: 272,
      setns: 308,
      sethostname: 170,
      setdomainname: 171,
      bpf: 321,
      perf_event_open: 298,
      keyctl: 250,
      add_key: 248,
      request_key: 249,
      userfaultfd: 323,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      kexec_load: 246,
      kexec_file_load: 320,
      init_module: 175,
      finit_module: 313,
      delete_module: 176,
      open_by_handle_at: 304,
      name_to_handle_at: 303,
      swapon: 167,
      swapoff: 168,
      reboot: 169,
      acct: 163,
      quotactl: 179,
      quotactl_fd: 443,
      syslog: 103,
      lookup_dcookie: 212,
      clone: 56,
      clone3: 435,
    },
  },
  arm64: {
    audit: 0xc00000b7,
    foreignAbove: null,
    numbers: {
      ptrace: 117,
      process_vm_readv: 270,
      process_vm_writev: 271,
      kcmp: 272,
      mount: 40,
      umount2: 39,
      pivot_root: 41,
      chroot: 51,
      mount_setattr: 442,
      move_mount: 429,
      open_tree: 428,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      unshare: 97,
      setns: 268,
      sethostname: 161,
      setdomainname: 162,
      bpf: 280,
      perf_event_open: 241,
      keyctl: 219,
      add_key: 217,
      request_key: 218,
      userfaultfd: 282,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      kexec_load: 104,
      kexec_file_load: 294,
      init_module: 105,
      finit_module: 273,
      delete_module: 106,
      open_by_handle_at: 265,
      name_to_handle_at: 264,
      swapon: 224,
      swapoff: 225,
      reboot: 142,
      acct: 89,
      quotactl: 60,
      quotactl_fd: 443,
      syslog: 116,
      lookup_dcookie: 18,
      clone: 220,
      clone3: 435,
    },
  },
};

/** The number of a system call on an architecture (for the tests' comparison with libseccomp). */
export const syscallNumber = (arch: FilterArch, name: Syscall): number => TABLES[arch].numbers[name];

/** Every namespace flag of clone(2): a thread needs none of them. */
const CLONE_NAMESPACES = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000;

const EPERM = 1;
const ENOSYS = 38;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const RET_ALLOW = 0x7fff0000;

// Classic BPF opcodes.
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;

// struct seccomp_data: nr at 0, arch at 4, args[0] (its low 32 bits, little-endian) at 16.
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;

type Label = 'allow' | 'eperm' | 'enosys' | 'kill';
type Instruction = { code: number; k: number; jt?: Label; jf?: Label } | { label: Label };

/** The filter's program for `arch`, as the bytes `bwrap --seccomp` reads (struct sock_filter[]). */
export function seccompProgram(arch: FilterArch): Buffer {
  const table = TABLES[arch];
  const program: Instruction[] = [
    { code: LD_W_ABS, k: ARCH },
    { code: JEQ_K, k: table.audit, jf: 'kill' },
    { code: LD_W_ABS, k: NR },
    ...(table.foreignAbove === null ? [] : [{ code: JGE_K, k: table.foreignAbove, jt: 'kill' as const }]),
    ...REFUSED_SYSCALLS.map((name) => ({ code: JEQ_K, k: table.numbers[name], jt: 'eperm' as const })),
    { code: JEQ_K, k: table.numbers.clone3, jt: 'enosys' },
    // clone: its flags are its first argument; anything else goes on to be allowed.
    { code: JEQ_K, k: table.numbers.clone, jf: 'allow' },
    { code: LD_W_ABS, k: ARG0_LOW },
    { code: JSET_K, k: CLONE_NAMESPACES, jt: 'eperm' },
    { label: 'allow' },
    { code: RET_K, k: RET_ALLOW },
    { label: 'eperm' },
    { code: RET_K, k: RET_ERRNO | EPERM },
    { label: 'enosys' },
    { code: RET_K, k: RET_ERRNO | ENOSYS },
    { label: 'kill' },
    { code: RET_K, k: RET_KILL_PROCESS },
  ];
  // Each label's index among the instructions proper; a jump is an offset from the next one.
  const at = new Map<Label, number>();
  let count = 0;
  for (const item of program) {
    if ('label' in item) at.set(item.label, count);
    else count += 1;
  }
  const bytes = Buffer.alloc(count * 8);
  let index = 0;
  for (const item of program) {
    if ('label' in item) continue;
    const offset = (label: Label | undefined) => {
      if (label === undefined) return 0;
      const jump = (at.get(label) ?? -1) - index - 1;
      if (jump < 0 || jump > 255) throw new Error(`a jump to ${label} out of reach`);
      return jump;
    };
    bytes.writeUInt16LE(item.code, index * 8);
    bytes.writeUInt8(offset(item.jt), index * 8 + 2);
    bytes.writeUInt8(offset(item.jf), index * 8 + 3);
    bytes.writeUInt32LE(item.k >>> 0, index * 8 + 4);
    index += 1;
  }
  return bytes;
}

/** This machine's architecture, when a filter can be made for it. */
export const filterArchOf = (arch: string = process.arch): FilterArch | null => (arch === 'x64' || arch === 'arm64' ? arch : null);
