/**
 * The site server process: `node site-server/dist/main.mjs` (its image's command, and what
 * `npm start` runs). Its settings are checked first (process/settings.ts; a wrong one stops it
 * with one line). With SSB_SITE_PROCESSES above 1 this process forks that many site servers
 * sharing the port and restarts one that dies; each of them runs this same file.
 *
 * On SIGTERM (or SIGINT) a site server says so on /readyz, keeps serving for SSB_DRAIN_MS (a load
 * balancer's time to take it out), then stops accepting, finishes the requests it has, stops its
 * render processes and the registry's store, and exits: within 10 s, or it is ended.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingsError } from '@ssb/server-kit/settings/readSettings';
import { processLog as log } from '@ssb/server-kit/gracefulStop';
import { closeInheritedDescriptors } from '@ssb/server-kit/inheritedDescriptors';
import { runSite } from './process/runSite';

const here = fileURLToPath(import.meta.url);
// Built, this file is site-server/dist/main.mjs; from source, site-server/src/main.ts: the shell's
// build is beside the package in both (and in the image, /app/shell).
const DEFAULT_SHELL_DIR = path.resolve(path.dirname(here), '../../shell');

// Before anything else: nothing this process starts (render processes above all) may inherit a
// descriptor of whatever started it. A cluster worker keeps its channel to the primary.
closeInheritedDescriptors(process.env.NODE_CHANNEL_FD ? [Number(process.env.NODE_CHANNEL_FD)] : []);

runSite({ entry: here }, DEFAULT_SHELL_DIR).catch((error: unknown) => {
  // A wrong setting is one line; anything else, with what it says.
  log(error instanceof SettingsError ? error.message : `the site server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
