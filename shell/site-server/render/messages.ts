/** What the site server and a render worker say to each other (structured-cloned). */
import type { RemoteName, RuntimeConfig } from '@ssb/contracts/node';
import type { ServerRenderResult } from '../../src/ssr/types';

export interface WorkerData {
  /** The shell's server build (shell/dist-server/render.cjs), loaded by the worker itself. */
  shellBuildFile: string;
}

/** A remote's server build, already checked against its integrity by the site server. */
export interface ReleaseCode {
  /** The manifest URL: one per release. */
  key: string;
  code: string;
  /** For stack traces. */
  filename: string;
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
}

export type ToWorker = { type: 'load'; id: number; release: ReleaseCode } | { type: 'render'; id: number; job: RenderJob; releaseKey: string | null };

export type FromWorker =
  | { type: 'loaded'; id: number; contractsVersion: string }
  | { type: 'rendered'; id: number; result: ServerRenderResult }
  | { type: 'failed'; id: number; message: string };
