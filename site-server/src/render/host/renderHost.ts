/**
 * A render process: the shell's server build and at most one release of one remote. The site
 * server starts it sandboxed (render/sandbox/): an empty environment, another user, Node's
 * permission model reading only this folder's files, the shell build and the pinned release, no
 * network, its memory bounded. It answers render jobs and nothing else. The page's API reads go
 * to the site server over the same channel (`fetch` below), which decides what it will answer.
 *
 * The release's code shares this process with the shell's: it can spoil its own pages, which is
 * all a release can do in the browser too, and nothing else.
 *
 * Run by Node directly (types stripped): node built-ins and ./frames.ts only. In a worker thread
 * (the bench's in-process reference) the channel is the thread's port instead of fd 3.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import vm from 'node:vm';
import { isMainThread, parentPort } from 'node:worker_threads';
import { FrameReader, encodeFrame } from './frames.ts';
import type { RoutesModule } from '@ssb/contracts/node';
import type { ShellServerBuild } from '@ssb/shell/server';
import type { FromHost, HostRelease, HostRules, RenderJob, ToHost } from '../protocol';

/** As render/protocol.ts says (a type import is all this file may take from it). */
const MAX_FRAME_TO_HOST = 16 * 1024 * 1024;
/** The status codes whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

type Fetched = Extract<ToHost, { t: 'fetched' }>;

function openChannel(onMessage: (message: ToHost) => void): (message: FromHost) => void {
  if (!isMainThread && parentPort) {
    const port = parentPort;
    port.on('message', onMessage);
    return (message) => port.postMessage(message);
  }
  const socket = new net.Socket({ fd: 3, readable: true, writable: true });
  const reader = new FrameReader(MAX_FRAME_TO_HOST);
  socket.on('data', (chunk: Buffer) => {
    for (const message of reader.push(chunk)) onMessage(message as ToHost);
  });
  // The site server is gone, or let this process go: nothing is left to render for.
  socket.on('close', () => process.exit(0));
  socket.on('error', () => process.exit(0));
  return (message) => void socket.write(encodeFrame(message));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

let shell: ShellServerBuild | null = null;
let routes: RoutesModule | null = null;
// The render a piece of work belongs to, through every await of it: an API read is made for it.
const currentRender = new AsyncLocalStorage<number>();
const fetches = new Map<number, (answer: Fetched) => void>();
let nextFetch = 1;

/** O_CLOEXEC as /proc/<pid>/fdinfo shows it (octal flags). */
const O_CLOEXEC = 0o2000000;

/**
 * Closes every descriptor this process inherited beyond stdio and the channel (3), before any
 * release code runs: one left open by whatever started the site would otherwise be the release's.
 * Node's own descriptors are all close-on-exec; an inherited one cannot be (it survived an exec).
 * (The site server closes what it inherited when it starts, too; this holds where it did not.) A
 * sandbox with no /proc at all (a container whose /proc is masked) has nothing to read: the site
 * server's own closing holds there.
 */
function closeInheritedDescriptors(): void {
  let names: string[];
  try {
    names = readdirSync('/proc/self/fdinfo');
  } catch {
    return;
  }
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd <= 3) continue;
    let flags: number;
    try {
      flags = parseInt(/^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1] ?? '0', 8);
    } catch {
      continue; // the folder's own descriptor, closed since
    }
    if ((flags & O_CLOEXEC) === 0) closeSync(fd);
  }
}

let answerLimit = Number.POSITIVE_INFINITY;

const send = openChannel((message) => {
  try {
    if (message.t === 'init') init(message.shellBuild, message.release, message.rules);
    else if (message.t === 'render') render(message.id, message.job);
    else if (message.t === 'fetched') {
      const settle = fetches.get(message.id);
      fetches.delete(message.id);
      settle?.(message);
    }
  } catch (error) {
    send({ t: 'failed', id: null, message: reason(error) });
  }
});

/**
 * The only fetch of this process: a GET the site server makes for the render under way, if it
 * agrees to (the API's public reads). There is no network here to do anything else with.
 */
async function relayFetch(input: string | URL | Request, options?: RequestInit): Promise<Response> {
  const request = new Request(input, options);
  if (request.method !== 'GET') throw new TypeError('a server render only reads');
  const render = currentRender.getStore();
  if (render === undefined) throw new TypeError('no render is under way');
  const id = nextFetch++;
  const answer = await new Promise<Fetched>((resolve, reject) => {
    fetches.set(id, resolve);
    request.signal.addEventListener('abort', () => {
      fetches.delete(id);
      reject(request.signal.reason);
    });
    send({ t: 'fetch', id, render, url: request.url });
  });
  if ('error' in answer) throw new TypeError(answer.error);
  return new Response(NULL_BODY.has(answer.status) ? null : answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
}

/** A remote's CommonJS server build, with the shell's shared singletons as its only imports. */
function evaluate(build: ShellServerBuild, release: HostRelease): RoutesModule {
  const bytes = readFileSync(release.file);
  if (sri(bytes) !== release.integrity) throw new Error(`${release.filename} does not match its integrity`);
  const module = { exports: {} as Record<string, unknown> };
  const requireShared = (name: string): unknown => {
    const shared = build.sharedModule(name);
    if (shared === undefined) throw new Error(`${release.filename} imports ${name}, which the site does not share`);
    return shared;
  };
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, {
    filename: release.filename,
  }) as (...args: unknown[]) => void;
  run(module.exports, requireShared, module, release.filename, '.');
  const loaded = module.exports.default ?? module.exports;
  const ok =
    typeof loaded === 'object' &&
    loaded !== null &&
    typeof (loaded as RoutesModule).pages === 'object' &&
    typeof (loaded as RoutesModule).contractsVersion === 'string';
  if (!ok) throw new Error(`${release.filename} is not a routes module`);
  return loaded as RoutesModule;
}

function init(shellBuild: string, release: HostRelease | null, rules: HostRules): void {
  if (shell) throw new Error('loaded already');
  if (rules.closeInherited) closeInheritedDescriptors();
  // The process starts with an empty environment, but for the PWD bubblewrap always sets: gone too.
  for (const name of Object.keys(process.env)) delete process.env[name];
  answerLimit = rules.maxAnswerBytes;
  globalThis.fetch = relayFetch;
  try {
    const build = createRequire(import.meta.url)(shellBuild) as ShellServerBuild;
    routes = release ? evaluate(build, release) : null;
    shell = build;
    send({ t: 'ready', contractsVersion: routes?.contractsVersion ?? null });
  } catch (error) {
    send({ t: 'failed', id: null, message: reason(error) });
    // A release that cannot load is no use alive; the site server sees the exit as what it is.
    setTimeout(() => process.exit(70), 50);
  }
}

function render(id: number, job: RenderJob): void {
  const build = shell;
  if (!build) return send({ t: 'failed', id, message: 'not loaded' });
  const started = performance.now();
  currentRender
    .run(id, () =>
      build.renderApp({
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
      }),
    )
    .then(
      (result) => {
        const answer: FromHost = { t: 'rendered', id, result, ms: Math.round((performance.now() - started) * 10) / 10 };
        // The site would not use a longer page; it is told so in a few bytes instead.
        const bytes = Buffer.byteLength(JSON.stringify(answer)) + 4;
        send(bytes > answerLimit ? { t: 'failed', id, message: `the page is ${bytes} bytes, more than ${answerLimit}`, tooLarge: true } : answer);
      },
      (error: unknown) => send({ t: 'failed', id, message: reason(error) }),
    );
}
