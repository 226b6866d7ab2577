/**
 * The CPU time a process has used, read by the site server from /proc/<pid>/stat (user plus
 * system time, all its threads), never from anything the process says of itself.
 */
import { readFileSync } from 'node:fs';

/** /proc counts in clock ticks of USER_HZ, which Linux fixes at 100 a second for user space. */
const MS_PER_TICK = 10;

/** Milliseconds of CPU the process has used, or null when it is gone (or /proc cannot be read). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state (3rd field of the line) … utime (14th), stime (15th).
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * MS_PER_TICK : null;
  } catch {
    return null;
  }
}
