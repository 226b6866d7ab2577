/**
 * The one name of a render process: its purpose, its remote, and the pinned server build it runs,
 * named by the build's digest (the release id only for people reading it). Two builds under one
 * release id never share a process; the same build live, previewed and in a canary gets three.
 */
import type { RemoteName } from '@ssb/contracts/node';

export type RenderPurpose = 'live' | 'preview' | 'canary';

/** A short, readable form of an `sha384-…` integrity: its first 32 hex digits (128 bits: no two builds share one). */
const digestOf = (integrity: string): string =>
  Buffer.from(integrity.replace(/^sha384-/, ''), 'base64')
    .toString('hex')
    .slice(0, 32);

/** `live:mfe_about:1.0.0-ab12cd34ef56@9f86d081884c7d659a2feaa0c55ad015`. */
export const renderKey = (purpose: RenderPurpose, remote: RemoteName, releaseId: string, integrity: string): string =>
  `${purpose}:${remote}:${releaseId}@${digestOf(integrity)}`;
