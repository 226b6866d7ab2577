import type { FastifyReply } from 'fastify';
import { answerCache, cachedSend } from './answerCache';

/** Just what cachedSend uses of a reply: its request (previewing nothing), and it serialises and sends the body. */
function reply() {
  const sent: string[] = [];
  const double = {
    request: { contentPreview: null },
    serialize: (value: unknown) => JSON.stringify(value),
    type: () => double,
    send: (body: string) => {
      sent.push(body);
      return double;
    },
  };
  return { reply: double as unknown as FastifyReply, sent };
}

it('computes an answer once and sends the same body again', async () => {
  const cache = answerCache(10);
  const compute = jest.fn(async () => ({ results: [1] }));
  const { reply: r, sent } = reply();
  await cachedSend(cache, r, '/news/|1|1', compute);
  await cachedSend(cache, r, '/news/|1|1', compute);
  expect(compute).toHaveBeenCalledTimes(1);
  expect(sent).toEqual(['{"results":[1]}', '{"results":[1]}']);
});

it('keeps an answer read all along while a crawler pages through more queries than it holds', async () => {
  const cache = answerCache(50);
  const home = jest.fn(async () => ({ results: ['home'] }));
  const { reply: r } = reply();
  await cachedSend(cache, r, '/slider/|1', home);
  for (let page = 1; page <= 200; page += 1) {
    await cachedSend(cache, r, `/search/|1|q=a&page=${page}`, async () => ({ results: [page] }));
    // Visitors keep reading the home page's slider meanwhile.
    if (page % 10 === 0) await cachedSend(cache, r, '/slider/|1', home);
  }
  expect(home).toHaveBeenCalledTimes(1);
  expect(cache.size).toBe(50);
  // The crawler's oldest pages went first.
  expect(cache.has('/search/|1|q=a&page=1')).toBe(false);
  expect(cache.has('/search/|1|q=a&page=200')).toBe(true);
});
