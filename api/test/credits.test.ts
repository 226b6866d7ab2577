import { startApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await startApi({ rateLimitMax: undefined, exposeApplications: false });
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('GET /api/Credit/', () => {
  it('lists the seeded credits in the asked language', async () => {
    const [tj, ru, en] = await Promise.all([1, 2, 3].map((id) => get(`/api/Credit/?language_id=${id}`)));
    expect(tj?.statusCode).toBe(200);
    const titles = [tj, ru, en].map((r) => (r?.json() as { results: { title: string }[] }).results.map((c) => c.title));
    expect(titles[0]).toHaveLength(8);
    expect(titles[0]?.[0]).toBe('Қарзи истеъмолӣ');
    expect(titles[1]?.[0]).toBe('Потребительский кредит');
    expect(titles[2]?.[0]).toBe('Consumer loan');
  });

  it('filters by audience', async () => {
    const res = await get('/api/Credit/?language_id=3&audience=legal');
    const results = (res.json() as { results: { audience: string }[] }).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((c) => c.audience === 'legal')).toBe(true);
  });

  it('refuses a bad or missing language_id with a 400 naming the field', async () => {
    for (const url of ['/api/Credit/?language_id=4', '/api/Credit/', '/api/Credit/?language_id=abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: url.includes('=') ? 'invalid' : 'required', field: 'language_id' });
    }
  });
});

describe('GET /api/Credit/{id}/', () => {
  it('answers one credit with the fields the calculators need, with or without the trailing slash', async () => {
    for (const url of ['/api/Credit/2/?language_id=2', '/api/Credit/2?language_id=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 2, title: 'Ипотечный кредит', currency: 'TJS', percent: 18, minMonths: 24, maxMonths: 60 });
    }
  });

  it('keeps the info marker in the description', async () => {
    const credit = (await get('/api/Credit/1/?language_id=1')).json() as { description: string };
    expect(credit.description).toContain('&lt;info&gt;;');
  });

  it('answers 404 in the asked language for an unknown id', async () => {
    const res = await get('/api/Credit/999/?language_id=2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', field: 'id', message: 'Не найдено' });
  });
});

it('serves the OpenAPI document made from the route schemas', async () => {
  const doc = (await get('/api/docs/json')).json() as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/Credit/', '/api/Credit/{id}/']));
});

it('sends security headers', async () => {
  const res = await get('/api/Credit/?language_id=1');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
});
