/**
 * Which remote's files a script URL or an error's stack names: a release's files load from the
 * folder of its manifest (`publicPath: 'auto'`) or from an absolute publicPath its manifest
 * states. Field reporting uses it to put an uncaught error on the remote whose code it came from.
 */
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@ssb/contracts';
import { publicPathOf } from './runtimePlugins/releaseIntegrity';

/** Stacks are read this far: the frames nearest the throw are the ones that tell. */
const MAX_STACK_CHARS = 4_000;

/** The URLs in a stack, top frame first: Chrome's `at f (url:1:2)`, Firefox and Safari's `f@url:1:2`. */
const STACK_URL = /https?:\/\/[^\s()]+/g;
const LINE_AND_COLUMN = /(?::\d+){1,2}$/;

export type RemoteFiles = (url: string) => RemoteName | null;

/**
 * The folders each remote of this page view loads its files from. A folder that is the page's
 * own origin as a whole is left out: the shell's files are there too, and must never count as a
 * remote's.
 */
function foldersOf(config: RuntimeConfig, pageUrl: string): [RemoteName, string][] {
  const siteRoot = new URL('/', pageUrl).href;
  return REMOTE_NAMES.flatMap((remote) => {
    const manifest = config.remotes[remote];
    if (!manifest || !URL.canParse(manifest, pageUrl)) return [];
    const folders = [new URL('.', new URL(manifest, pageUrl)).href];
    const publicPath = publicPathOf(manifest);
    if (publicPath) folders.push(new URL(publicPath).href);
    return folders.filter((folder) => folder !== siteRoot).map((folder): [RemoteName, string] => [remote, folder]);
  });
}

/**
 * The remote whose files a URL is one of, or null. The folders are read at each call: a
 * manifest's publicPath is known once the runtime has loaded it, and errors are rare.
 */
export function remoteFilesOf(config: RuntimeConfig, pageUrl: () => string = () => window.location.href): RemoteFiles {
  return (url) => {
    if (!url || !URL.canParse(url)) return null;
    const href = new URL(url).href;
    return foldersOf(config, pageUrl()).find(([, folder]) => href.startsWith(folder))?.[0] ?? null;
  };
}

/** The remote named first in a stack, reading from the top frame down, or null. */
export function remoteOfStack(files: RemoteFiles, stack: unknown): RemoteName | null {
  if (typeof stack !== 'string') return null;
  for (const [url] of stack.slice(0, MAX_STACK_CHARS).matchAll(STACK_URL)) {
    const remote = files(url.replace(LINE_AND_COLUMN, ''));
    if (remote) return remote;
  }
  return null;
}

/** The stack of a thrown value, when it has one. */
export const stackOf = (thrown: unknown): unknown =>
  typeof thrown === 'object' && thrown !== null ? (thrown as { stack?: unknown }).stack : undefined;
