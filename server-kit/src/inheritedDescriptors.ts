/**
 * Closes the descriptors a process inherited from whatever started it (a shell, a supervisor,
 * a test), beyond its stdio and the ones it is told to keep (a cluster worker's channel), so that
 * nothing it starts later inherits them in turn. An inherited descriptor is one without
 * close-on-exec: it survived an exec; Node opens all of its own with that flag. Read from
 * /proc/self/fdinfo; where there is none (not Linux), nothing is done.
 */
import { closeSync, readFileSync, readdirSync } from 'node:fs';

/** O_CLOEXEC as /proc/<pid>/fdinfo shows it (octal flags). */
const O_CLOEXEC = 0o2000000;

/** Closes them; returns the descriptors closed. */
export function closeInheritedDescriptors(keep: readonly number[] = []): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc/self/fdinfo');
  } catch {
    return [];
  }
  const closed: number[] = [];
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd <= 2 || keep.includes(fd)) continue;
    let flags: number;
    try {
      flags = parseInt(/^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1] ?? '0', 8);
    } catch {
      continue; // the folder's own descriptor, closed since
    }
    if ((flags & O_CLOEXEC) !== 0) continue;
    try {
      closeSync(fd);
      closed.push(fd);
    } catch {
      // gone meanwhile
    }
  }
  return closed;
}
