// Reads and searches are limited per visitor too; the visitor is who the trusted site server
// names, never who a client claims to be. No address is exempt: the site server's own reads get
// past the limits by its service token alone.
import { AS_SITE, startApi, type TestApi } from './helpers';

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

  it('limits a trusted peer that names nobody like any client, and lets the service token past', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get('/api/Card/?language_id=1', SITE)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 8; i += 1)
      expect((await api.app.inject({ url: '/api/Card/?language_id=1', remoteAddress: SITE, headers: AS_SITE })).statusCode).toBe(200);
    // A wrong service token is no service token.
    expect((await api.app.inject({ url: '/api/Card/?language_id=1', remoteAddress: SITE, headers: { authorization: 'Bearer x' } })).statusCode).toBe(
      429,
    );
    for (let i = 0; i < 8; i += 1) expect((await get('/healthz', SITE, '203.0.113.20')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one visitor, however they are written', async () => {
    const codes = [];
    for (const visitor of ['2001:db8:1234:5678::1', '2001:db8:1234:5678::2', '2001:DB8:1234:5678:0:0:0:1', '2001:db8:1234:5678::3'])
      codes.push((await get('/api/Vacancy/?language_id=1', SITE, visitor)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await get('/api/Vacancy/?language_id=1', SITE, '2001:db8:1234:5679::1')).statusCode).toBe(200);
    // An IPv4-mapped address is its IPv4 address.
    for (let i = 0; i < 3; i += 1) expect((await get('/api/Vacancy/?language_id=1', SITE, '203.0.113.90')).statusCode).toBe(200);
    expect((await get('/api/Vacancy/?language_id=1', SITE, '::ffff:203.0.113.90')).statusCode).toBe(429);
  });
});
