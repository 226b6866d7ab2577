import type { ApiClient, QueryValue } from './client';
import { fetchFaq, fetchNews, fetchNewsItem, fetchOffices, fetchRates, fetchSearch, sendApplication, subscribeNewsletter } from './endpoints';

function recordingClient(answer: unknown) {
  const calls: { method: string; path: string; params?: Record<string, QueryValue>; headers?: Record<string, string> }[] = [];
  const api: ApiClient = {
    baseUrl: '/api',
    get: <T>(path: string, params?: Record<string, QueryValue>) => {
      calls.push({ method: 'GET', path, params });
      return Promise.resolve(answer as T);
    },
    postJson: <T>(path: string, _body: unknown, headers?: Record<string, string>) => {
      calls.push({ method: 'POST', path, headers });
      return Promise.resolve(answer as T);
    },
    postForm: <T>(path: string, _form: FormData, options?: { headers?: Record<string, string> }) => {
      calls.push({ method: 'POST', path, headers: options?.headers });
      return Promise.resolve(answer as T);
    },
    setToken: () => undefined,
  };
  return { api, calls };
}

it('unwraps lists and sends the language and the filters', async () => {
  const { api, calls } = recordingClient({ results: [{ id: 1 }] });
  await expect(fetchFaq(api, 'ru', 'credit')).resolves.toEqual([{ id: 1 }]);
  await fetchOffices(api, 'en', 4);
  expect(calls).toEqual([
    { method: 'GET', path: '/faq/', params: { language_id: 2, section: 'credit' } },
    { method: 'GET', path: '/offices/', params: { language_id: 3, city_id: 4 } },
  ]);
});

it('returns paged, keyed and search answers whole', async () => {
  const paged = { results: [], count: 0, page: 2, pageSize: 9, pageCount: 0 };
  const { api, calls } = recordingClient(paged);
  await expect(fetchNews(api, 'tj', { page: 2 })).resolves.toBe(paged);
  await fetchRates(api, 'tj', 'TRANSFER');
  await fetchSearch(api, 'tj', 'қарз');
  await fetchNewsItem(api, 'tj', 'a b');
  expect(calls.map((c) => [c.path, c.params])).toEqual([
    ['/news/', { language_id: 1, page: 2, page_size: undefined }],
    ['/rates/', { language_id: 1, selector: 'TRANSFER' }],
    ['/search/', { language_id: 1, q: 'қарз' }],
    ['/news/a%20b/', { language_id: 1 }],
  ]);
});

it('posts applications with the language and the idempotency key', async () => {
  const { api, calls } = recordingClient({ id: 'x', status: 'accepted', receivedAt: '' });
  await sendApplication(api, 'ru', new FormData(), { idempotencyKey: 'k-1' });
  await subscribeNewsletter(api, 'en', 'a@b.tj');
  expect(calls).toEqual([
    { method: 'POST', path: '/sendEmailContent/?language_id=2', headers: { 'Idempotency-Key': 'k-1' } },
    { method: 'POST', path: '/message/?language_id=3', headers: undefined },
  ]);
});
