/**
 * The bench's reference site (`npm start -- --bench-thread-renders`, run by the bench alone, from
 * source): the site server as main.ts starts it, but with remotes' server code rendered in worker
 * threads of its own process, unsandboxed, so that the bench can say what the sandbox costs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSite } from '../process/runSite';
import { threadTransport } from './threadTransport';

const here = fileURLToPath(import.meta.url);

runSite({ entry: here, renderTransport: threadTransport }, path.resolve(path.dirname(here), '../../../shell')).catch((error: unknown) => {
  process.stderr.write(`the bench's reference site could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
