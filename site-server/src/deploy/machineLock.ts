/**
 * A lock shared by the processes of one machine that dies with its holder: a listening socket in
 * Linux's abstract namespace. The kernel frees the name the moment the holder exits, however it
 * exits (SIGKILL included), so no lock is ever left behind to block the next deploy, and nobody
 * has to guess whether an old lock is stale.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:net';

/** Another process held the lock for longer than the wait allowed. */
export class LockBusyError extends Error {
  override readonly name = 'LockBusyError';
}

const nameOf = (key: string) => `\0ssb-lock-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

function tryListen(name: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen({ path: name, exclusive: true }, () => {
      // Never what keeps the process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** Runs `work` holding the lock named by `key` (a file's path, say); waits up to `waitMs` for it. */
export async function withMachineLock<T>(key: string, work: () => T | Promise<T>, { waitMs = 5_000, pollMs = 20 } = {}): Promise<T> {
  const name = nameOf(key);
  const until = Date.now() + waitMs;
  let held = await tryListen(name);
  while (!held) {
    if (Date.now() > until) throw new LockBusyError(`another process has held the lock for more than ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    held = await tryListen(name);
  }
  const lock = held;
  try {
    return await work();
  } finally {
    await new Promise((resolve) => lock.close(resolve));
  }
}
