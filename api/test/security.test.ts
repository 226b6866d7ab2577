import { CARD, post, startApi, type TestApi } from './helpers';

describe('rate limit of the POST endpoints', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ rateLimitMax: 3 });
  });
  afterAll(() => api.close());

  it('answers 429 with Retry-After and a localized message after the limit, per client address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post(api.app, CARD, { lang: 3, ip: '10.0.0.1' }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429]);
    const limited = answers[3];
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ error: 'rate_limited', field: null, message: expect.stringMatching(/^Too many requests/) });
    // Another address is not limited; the newsletter has its own budget per address.
    expect((await post(api.app, CARD, { ip: '10.0.0.2' })).statusCode).toBe(201);
    const subs = [];
    for (let i = 0; i < 4; i += 1) {
      subs.push(
        (await api.app.inject({ method: 'POST', url: '/api/message/', payload: { email: `r${i}@y.tj` }, remoteAddress: '10.0.0.1' })).statusCode,
      );
    }
    expect(subs).toEqual([202, 202, 202, 429]);
    // Reads are not limited.
    expect((await api.app.inject({ url: '/api/Card/?language_id=1', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });
});

describe('headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ corsOrigins: ['https://ssb.tj'] });
  });
  afterAll(() => api.close());

  it('sends security headers on every answer, errors included', async () => {
    for (const url of ['/api/Card/?language_id=1', '/api/Card/?language_id=5', '/api/nothing']) {
      const res = await api.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('allows CORS only for the configured origins', async () => {
    const ok = await api.app.inject({ url: '/api/Card/?language_id=1', headers: { origin: 'https://ssb.tj' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://ssb.tj');
    const other = await api.app.inject({ url: '/api/Card/?language_id=1', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/sendEmailContent/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the read-back endpoint off unless asked for', async () => {
    const plain = await startApi({ exposeApplications: false });
    try {
      expect((await plain.app.inject({ url: '/api/test/applications' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
