/**
 * What the site server's processes say to each other over the cluster's IPC channel. Every
 * message names its purpose in `type` (prefixed, so prom-client's own messages never collide).
 */
import { isObject } from '../deploy/registryState';

export type ToPrimary =
  /** A worker switched a release: the others must re-read the registry (answer: synced). */
  | { type: 'ssb:switched'; id: number }
  /** A sibling has re-read the registry, as the primary asked. */
  | { type: 'ssb:refreshed'; id: number }
  /** A worker wants every process's metrics for GET /metrics (answer: metrics). */
  | { type: 'ssb:metrics-request'; id: number }
  /** The worker listens. */
  | { type: 'ssb:listening' };

export type ToWorker =
  { type: 'ssb:refresh'; id: number } | { type: 'ssb:synced'; id: number } | { type: 'ssb:metrics'; id: number; text?: string; error?: string };

export const isToPrimary = (v: unknown): v is ToPrimary => isObject(v) && typeof v.type === 'string' && v.type.startsWith('ssb:');
export const isToWorker = (v: unknown): v is ToWorker =>
  isObject(v) && typeof v.type === 'string' && v.type.startsWith('ssb:') && typeof v.id === 'number';
