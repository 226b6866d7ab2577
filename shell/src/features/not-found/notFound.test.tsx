import type { ApiClient } from '@ssb/contracts';
import { createNotFoundObserver, observeNotFound } from './notFoundObserver';
import { requestKey } from './requestKey';

it('spells a request one way, whether from a template or from the client', () => {
  expect(requestKey('/Credit/7/?language_id=2')).toBe('/Credit/7/?language_id=2');
  expect(requestKey('Credit/7/', { language_id: 2, q: '', page: undefined })).toBe('/Credit/7/?language_id=2');
  expect(requestKey('/news/?page=1&language_id=3', { page_size: 9 })).toBe('/news/?language_id=3&page=1&page_size=9');
});

it('tells the observer of a GET that answered 404 or 400 (a key the API refuses), and of nothing else', async () => {
  const observer = createNotFoundObserver();
  const failing = (status: number) => Promise.reject(Object.assign(new Error('HTTP'), { response: { status, data: {} } }));
  const statusIn = (path: string) => ['404', '500', 'zzz'].find((s) => path.includes(s));
  const get = jest.fn((path: string) => {
    const status = statusIn(path);
    return status ? failing(status === 'zzz' ? 400 : Number(status)) : Promise.resolve({ ok: 1 });
  });
  const api = observeNotFound(
    { get, postJson: jest.fn(), postForm: jest.fn(), setToken: jest.fn(), baseUrl: '/api' } as unknown as ApiClient,
    observer,
  );
  expect(api.baseUrl).toBe('/api');
  await expect(api.get('/Credit/404/', { language_id: 2 })).rejects.toThrow('HTTP');
  await expect(api.get('/Credit/500/', { language_id: 2 })).rejects.toThrow('HTTP');
  await expect(api.get('/Credit/zzz/', { language_id: 2 })).rejects.toThrow('HTTP');
  await expect(api.get('/Credit/1/', { language_id: 2 })).resolves.toEqual({ ok: 1 });
  const seen: string[] = [];
  for (const key of ['/Credit/404/?language_id=2', '/Credit/500/?language_id=2', '/Credit/zzz/?language_id=2', '/Credit/1/?language_id=2'])
    observer.watch(key, () => seen.push(key));
  expect(seen).toEqual(['/Credit/404/?language_id=2', '/Credit/zzz/?language_id=2']);
});
