/**
 * GET /_releases/manifests/<sha384 in hex>.json: a release's manifest exactly as the registry
 * pinned it, for the browser's federation runtime (the runtime config names it). Its name is its
 * digest, so it never changes and every cache may keep it. Only manifests are served here: the
 * registry's store also holds server builds, which no browser needs.
 */
import type { FastifyInstance } from 'fastify';
import { isReleaseManifest } from '@ssb/contracts/node';
import { digestOfHex, type ReleaseFileStore } from './releaseFiles';

export async function pinnedManifestRoute(app: FastifyInstance, { files }: { files: ReleaseFileStore }): Promise<void> {
  // A wildcard, not a parameter: the name (101 characters) is longer than the router lets a parameter be.
  app.get<{ Params: { '*': string } }>('/_releases/manifests/*', async (req, reply) => {
    const match = /^([0-9a-f]{96})\.json$/.exec(req.params['*']);
    const digest = match?.[1] ? digestOfHex(match[1]) : null;
    const bytes = digest ? await files.get(digest) : null;
    let manifest: unknown = null;
    try {
      manifest = bytes ? JSON.parse(bytes.toString('utf8')) : null;
    } catch {
      manifest = null;
    }
    if (!bytes || !isReleaseManifest(manifest)) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('application/json; charset=utf-8').send(bytes);
  });
}
