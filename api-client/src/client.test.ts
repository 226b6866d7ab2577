// jsdom: the browser parts of the client (seeded page data, XMLHttpRequest uploads).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, buildQuery, createApiClient } from './client';
import { PAGE_DATA_GLOBAL, fillPageDataTemplate } from '@ssb/contracts';

it('joins only the non-empty pairs, encoded', () => {
  expect(buildQuery({ language_id: 2, q: 'кредит & депозит', empty: '', none: undefined, nil: null, zero: 0 })).toBe(
    'language_id=2&q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82%20%26%20%D0%B4%D0%B5%D0%BF%D0%BE%D0%B7%D0%B8%D1%82&zero=0',
  );
  expect(buildQuery({})).toBe('');
});

describe('page data seeded by the site server', () => {
  const seeds = (value: unknown) => Object.assign(window, { [PAGE_DATA_GLOBAL]: value });
  afterEach(() => {
    seeds(undefined);
    jest.restoreAllMocks();
  });

  it('answers a seeded URL without a request, for the page and an embedded widget alike', async () => {
    seeds({ '/api/Credit/1/?language_id=2': { id: 1, name: 'Истеъмолӣ' } });
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    const api = createApiClient('/api');
    await expect(api.get('/Credit/1/', { language_id: 2 })).resolves.toEqual({ id: 1, name: 'Истеъмолӣ' });
    await expect(api.get('Credit/1/', { language_id: 2 })).resolves.toEqual({ id: 1, name: 'Истеъмолӣ' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the API for another URL, and for a seeded one once the first moments are over', async () => {
    seeds({ '/api/Credit/1/?language_id=2': { id: 1 } });
    const fetchSpy = jest.fn(async () => new Response('{"id":2}', { headers: { 'content-type': 'application/json' } }));
    Object.assign(globalThis, {
      fetch: fetchSpy,
      Response: class {
        constructor(
          private readonly text_: string,
          private readonly init: { headers: Record<string, string> },
        ) {}
        ok = true;
        status = 200;
        headers = { get: (name: string) => this.init.headers[name] ?? null };
        text = async () => this.text_;
      },
    });
    const api = createApiClient('/api');
    await expect(api.get('/Credit/1/', { language_id: 3 })).resolves.toEqual({ id: 2 });
    jest.spyOn(performance, 'now').mockReturnValue(60_000);
    await expect(api.get('/Credit/1/', { language_id: 2 })).resolves.toEqual({ id: 2 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('fills templates with route parameters and the language, refusing unsafe or missing values', () => {
    expect(fillPageDataTemplate('/Credit/:slug/?language_id={languageId}', { slug: '12' }, 2)).toBe('/Credit/12/?language_id=2');
    expect(fillPageDataTemplate('/news/:slug/?language_id={languageId}', { slug: '../x' }, 1)).toBeNull();
    expect(fillPageDataTemplate('/news/:slug/', {}, 1)).toBeNull();
  });
});

describe('uploads', () => {
  let server: Server;
  let base: string;
  const bodies: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'idempotency-key, accept' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('latin1')));
      req.on('end', () => {
        bodies.push(body);
        const bad = req.url?.includes('bad');
        res
          .writeHead(bad ? 400 : 201, { ...cors, 'content-type': 'application/json' })
          .end(JSON.stringify(bad ? { error: 'Bad Request', message: 'phone' } : { id: 'a1', key: req.headers['idempotency-key'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const form = () => {
    const f = new FormData();
    f.append('surname', 'Раҳимов');
    f.append('file1', new Blob(['x'.repeat(200_000)], { type: 'application/pdf' }), 'passport.pdf');
    return f;
  };

  it('sends multipart with headers and parses the answer', async () => {
    const answer = await createApiClient(base).postForm<{ id: string; key: string }>('/sendEmailContent/', form(), {
      headers: { 'Idempotency-Key': 'k-42' },
    });
    expect(answer).toEqual({ id: 'a1', key: 'k-42' });
    expect(bodies.at(-1)).toContain('filename="passport.pdf"');
    expect(bodies.at(-1)).toContain('name="surname"');
  });

  it('reports upload progress as a fraction, skipping events of unknown length', async () => {
    // jsdom's XMLHttpRequest sends for real but emits no upload progress: a stand-in emits it.
    const upload = new EventTarget();
    class ProgressXhr extends EventTarget {
      upload = upload;
      status = 201;
      responseText = '{"id":"a2"}';
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return 'application/json';
      }
      send() {
        const progress = (loaded: number, total: number, lengthComputable = true) =>
          upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
        progress(5, 0, false);
        progress(50, 200);
        progress(200, 200);
        this.dispatchEvent(new Event('load'));
      }
    }
    const real = window.XMLHttpRequest;
    Object.assign(window, { XMLHttpRequest: ProgressXhr });
    try {
      const seen: number[] = [];
      await expect(createApiClient(base).postForm('/sendEmailContent/', form(), { onProgress: (f) => seen.push(f) })).resolves.toEqual({ id: 'a2' });
      expect(seen).toEqual([0.25, 1]);
    } finally {
      Object.assign(window, { XMLHttpRequest: real });
    }
  });

  it('rejects a 4xx with an ApiError whose data is the error body', async () => {
    const error: unknown = await createApiClient(base)
      .postForm('/bad/', form())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toEqual({ status: 400, data: { error: 'Bad Request', message: 'phone' } });
  });
});
