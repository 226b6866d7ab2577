/**
 * What the site server and a render process say to each other (render/host/frames.ts carries
 * it). The site server treats everything a render process sends as hostile: each message is
 * checked here before it is believed.
 */
import type { RemoteName, RuntimeConfig } from '@ssb/contracts/node';
import type { ServerRenderResult } from '@ssb/shell/server';

/**
 * The origin the render's API client is given (a name, not an address: the process has no
 * network). Its GET requests to it are answered by the site server (render/apiRelay.ts).
 */
export const RELAY_ORIGIN = 'http://api.render.invalid';

/** A message from a render process outside a render (before it is loaded: `ready` or `failed`). */
export const MAX_FRAME_WHILE_LOADING = 4 * 1024;
/** Room in a render's answer for its envelope and its API answers, beyond the page's own limit. */
export const ANSWER_ENVELOPE_BYTES = 64 * 1024;

/** A remote's server build, pinned in the registry's store and checked again before it runs. */
export interface HostRelease {
  /** The file the process may read (and nothing else of the release), as the process sees it. */
  file: string;
  /** Its sha384, as the release states it. */
  integrity: string;
  /** For stack traces: the release and the build's name, never a path of this machine. */
  filename: string;
}

/** A rendered page as a render process answers it, with the time the render took inside it. */
export interface RenderedPage extends ServerRenderResult {
  /** Milliseconds from the job's arrival to its answer, in the process (its queue and the wire aside). */
  processMs: number;
  /** CPU the process used while this render was in it (ms), measured from outside; null where unknown. */
  cpuMs: number | null;
  /** The answer's length on the channel (bytes). */
  bytes: number;
}

export interface RenderJob {
  url: string;
  config: RuntimeConfig;
  apiOrigin: string;
  timeoutMs: number;
  /** The remote whose page this is, or null (the 404 page). */
  owner: RemoteName | null;
  /** The 404 page at the address of a known route whose record does not exist. */
  notFound?: boolean;
  /** API answers the site server already has for this page, by request URL. */
  answers?: Record<string, unknown>;
  /**
   * The render's W3C `traceparent`: the page request's trace id, with a span of the render's own
   * whose parent is the site server's. Not a secret; the API reads the site relays for the render
   * carry it (from the site's own record of the render, not from anything the process sends back).
   */
  traceparent?: string;
}

/** What a render process is told first, besides what to load. */
export interface HostRules {
  /** Close every descriptor it inherited beyond stdio and the channel, before any release code runs. */
  closeInherited: boolean;
  /** A rendered page longer than this (its message's bytes) is not sent: `failed` instead. */
  maxAnswerBytes: number;
}

export type ToHost =
  /** The first message: what to load. The process answers `ready`, or `failed` and exits. */
  | { t: 'init'; shellBuild: string; release: HostRelease | null; rules: HostRules }
  | { t: 'render'; id: number; job: RenderJob }
  | { t: 'fetched'; id: number; status: number; contentType: string; body: string }
  | { t: 'fetched'; id: number; error: string };

export type FromHost =
  /** Loaded; `contractsVersion` is what the release's own module states (null: no release). */
  | { t: 'ready'; contractsVersion: string | null }
  | { t: 'rendered'; id: number; result: ServerRenderResult; ms: number }
  /** `tooLarge`: the page was longer than the site takes (the host's own word: it only counts against itself). */
  | { t: 'failed'; id: number | null; message: string; tooLarge?: boolean }
  /** A GET of the API, made for the render `render` (its id). */
  | { t: 'fetch'; id: number; render: number; url: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The style tags a render may put into the head: styled-components' own, `<style …>css</style>`
 * with plain attributes and no markup inside. Anything else would be markup in every visitor's head.
 */
const STYLE_TAGS = /^(?:\s*<style(?:\s+[a-z-]+="[^"<>]*")*\s*>[^<]*<\/style>)*\s*$/;

function isRenderResult(v: unknown): v is ServerRenderResult {
  return isObject(v) && typeof v.html === 'string' && typeof v.styleTags === 'string' && STYLE_TAGS.test(v.styleTags) && isObject(v.resources);
}

/** The message, when it is one a render process may send; null for anything else. */
export function fromHost(message: unknown): FromHost | null {
  if (!isObject(message)) return null;
  switch (message.t) {
    case 'ready':
      return message.contractsVersion === null || (typeof message.contractsVersion === 'string' && message.contractsVersion.length <= 40)
        ? { t: 'ready', contractsVersion: message.contractsVersion }
        : null;
    case 'rendered':
      return isCount(message.id) && isRenderResult(message.result) && typeof message.ms === 'number' && message.ms >= 0
        ? { t: 'rendered', id: message.id, result: message.result, ms: message.ms }
        : null;
    case 'failed':
      return (message.id === null || isCount(message.id)) && typeof message.message === 'string'
        ? { t: 'failed', id: message.id, message: message.message.slice(0, 500), ...(message.tooLarge === true ? { tooLarge: true } : {}) }
        : null;
    case 'fetch':
      return isCount(message.id) && isCount(message.render) && typeof message.url === 'string' && message.url.length <= 2048
        ? { t: 'fetch', id: message.id, render: message.render, url: message.url }
        : null;
    default:
      return null;
  }
}
