/**
 * The API's answers kept in memory, serialised, by request: content lists and details, credits
 * and search answers. The content watch drops them when what they were made from changes, on any
 * instance (features/content/contentWatch.ts).
 */
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Serialised answers by request (path, language and query). */
export type AnswerCache = LRUCache<string, string>;

/**
 * Query text and page numbers make keys without end, so the cache is bounded; when full it
 * forgets the answers read least recently, so a crawler paging through searches does not flush
 * the pages every visitor reads. Bounded in entries and in bytes (UTF-16: two per character).
 */
export const answerCache = (max = 2000, maxBytes = 64 * 1024 * 1024): AnswerCache =>
  new LRUCache<string, string>({ max, maxSize: maxBytes, sizeCalculation: (body, key) => 2 * (body.length + key.length) });

/**
 * Answers `key`'s serialised body from memory, computing and serialising it on the first call. A
 * previewing browser's answer is computed for it alone: never kept, here or by anyone on the way.
 */
export async function cachedSend(cache: AnswerCache, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
  if (reply.request.contentPreview) {
    const own = String(reply.serialize(await compute()));
    return reply.header('Cache-Control', 'private, no-store').type('application/json; charset=utf-8').send(own);
  }
  let body = cache.get(key);
  if (body === undefined) {
    body = String(reply.serialize(await compute()));
    cache.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
