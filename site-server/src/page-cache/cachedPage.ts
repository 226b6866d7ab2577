/**
 * What makes a rendered page storable once for every visitor: its inline scripts allowed by hash
 * (a nonce would have to change per answer, and so would the bytes), and its bytes compressed
 * ahead in each encoding a browser may ask for.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { Encoding } from './pageCache';

/**
 * `sha256-…` of each distinct inline script the site wrote into the page (page/document/html.ts says which), for
 * its Content-Security-Policy: taken from what the site wrote, never found by scanning the page,
 * so a release's own inline script is never among them and never runs.
 */
export function inlineScriptHashes(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`))];
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page in each encoding, compressed harder than per answer (once per page and lifetime) and
 * in the thread pool, so the process keeps answering meanwhile.
 */
export async function compressPage(html: string): Promise<Record<Encoding, Buffer>> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  return { br, gzip: gz, identity };
}

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** The encoding to answer with, by the request's Accept-Encoding (brotli first). */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding =>
  acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) ?? 'identity') : 'identity';
