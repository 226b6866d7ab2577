import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { E2E_VAR_DIR, repoRoot } from './env';
import { test } from './fixtures';

const POLL_MS = 250;
/** The longest a run waits for the one before it (the deposit's schedule takes about two minutes). */
const MAX_WAIT_MS = 8 * 60_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A test that changes what every visitor sees (a deposit's rate, a seed FAQ, the rates) holds
 * this lock, named by its title, so that two runs of it (`--repeat-each`, a retry beside the
 * next repeat) never edit the same item at once on the suite's one site. Workers are processes:
 * the lock is a directory holding its owner's pid, and a dead owner's lock is taken over.
 * Returns the release.
 */
async function holdSiteWide(testInfo: TestInfo): Promise<() => void> {
  const name = createHash('sha256').update(testInfo.titlePath.slice(1).join(' › ')).digest('hex').slice(0, 16);
  const dir = path.join(repoRoot, E2E_VAR_DIR, 'locks', name);
  mkdirSync(path.dirname(dir), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // Between its mkdir and its pid: the owner is alive.
      }
      if (owner > 0 && !alive(owner)) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() - started > MAX_WAIT_MS)
        throw new Error(`another run of “${testInfo.title}” held the site for ${MAX_WAIT_MS / 60_000} minutes`);
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The suite's test, for a file whose tests change what every visitor sees: each holds its lock
 * from before it starts to after it ends. The wait has a timeout of its own, not the test's.
 */
export const siteWideTest = test.extend<{ siteWide: void }>({
  siteWide: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const release = await holdSiteWide(testInfo);
      try {
        await use();
      } finally {
        release();
      }
    },
    { auto: true, timeout: MAX_WAIT_MS + 30_000 },
  ],
});
