// Reads and searches are limited per visitor too; the visitor is who the trusted site server
// names, never who a client claims to be, and the site server's own rendering is not limited.
import { startApi, type TestApi } from './helpers';

const SITE = '127.0.0.1';

describe('rate limits of reads and search', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { readMax: 3, searchMax: 2 } });
  });
  afterAll(() => api.close());

  const get = (url: string, remoteAddress: string, visitor?: string) =>
    api.app.inject({ url, remoteAddress, headers: visitor ? { 'x-forwarded-for': visitor, 'accept-language': 'ru' } : {} });

  it('answers 429 to the visitor over the read limit, in its language, and not to another visitor', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get('/api/Credit/?language_id=2', SITE, '203.0.113.5')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await get('/api/Credit/?language_id=2', SITE, '203.0.113.5');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Слишком много запросов/) });
    expect((await get('/api/Credit/?language_id=2', SITE, '203.0.113.6')).statusCode).toBe(200);
  });

  it('limits search more tightly', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await get('/api/search/?language_id=1&q=%D0%BA%D0%B0%D1%80%D1%82', SITE, '203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('counts a client that names someone else by its own address', async () => {
    const stranger = '198.51.100.9';
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get('/api/Deposit/?language_id=1', stranger, `203.0.113.${10 + i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("does not limit the site server's own requests (it renders pages for every visitor) nor the health checks", async () => {
    for (let i = 0; i < 8; i += 1) expect((await get('/api/Card/?language_id=1', SITE)).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) expect((await get('/healthz', SITE, '203.0.113.20')).statusCode).toBe(200);
  });
});
