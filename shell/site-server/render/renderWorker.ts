/**
 * A render worker: the shell's server build and one remote's server builds, in a realm of their
 * own. The site server gives it code only after checking its integrity and contracts range; the
 * worker sees none of the site server's settings, memory or tokens, and the site server can
 * terminate it at any moment (a page that loops forever).
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { RoutesModule } from '@ssb/contracts/node';
import type { ShellServerBuild } from '../../src/ssr/types';
import type { FromWorker, ReleaseCode, ToWorker, WorkerData } from './messages';

const { shellBuildFile } = workerData as WorkerData;
const shell = createRequire(import.meta.url)(shellBuildFile) as ShellServerBuild;
const releases = new Map<string, RoutesModule>();

const isRoutesModule = (v: unknown): v is RoutesModule =>
  typeof v === 'object' && v !== null && typeof (v as RoutesModule).pages === 'object' && typeof (v as RoutesModule).contractsVersion === 'string';

/** A remote's CommonJS server build, with the shell's shared singletons as its only imports. */
function evaluate({ code, filename }: ReleaseCode): RoutesModule {
  const module = { exports: {} as Record<string, unknown> };
  const requireShared = (name: string): unknown => {
    const shared = shell.sharedModule(name);
    if (shared === undefined) throw new Error(`${filename} imports ${name}, which the site does not share`);
    return shared;
  };
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    ...args: unknown[]
  ) => void;
  run(module.exports, requireShared, module, filename, '.');
  const routes = module.exports.default ?? module.exports;
  if (!isRoutesModule(routes)) throw new Error(`${filename} is not a routes module`);
  return routes;
}

const reply = (message: FromWorker) => parentPort?.postMessage(message);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

parentPort?.on('message', (message: ToWorker) => {
  if (message.type === 'load') {
    try {
      const routes = evaluate(message.release);
      releases.set(message.release.key, routes);
      reply({ type: 'loaded', id: message.id, contractsVersion: routes.contractsVersion });
    } catch (error) {
      reply({ type: 'failed', id: message.id, message: reason(error) });
    }
    return;
  }
  const { job, releaseKey, id } = message;
  const routes = releaseKey ? releases.get(releaseKey) : undefined;
  shell
    .renderApp({
      url: job.url,
      config: job.config,
      apiOrigin: job.apiOrigin,
      timeoutMs: job.timeoutMs,
      notFound: job.notFound,
      answers: job.answers,
      // Only the page's own remote renders on the server; widgets of others come in the browser.
      loadRoutes: (remote) =>
        remote === job.owner && routes
          ? Promise.resolve(routes)
          : Promise.reject(new Error(`${remote} is not rendered on the server for ${job.url}`)),
    })
    .then(
      (result) => reply({ type: 'rendered', id, result }),
      (error: unknown) => reply({ type: 'failed', id, message: reason(error) }),
    );
});
