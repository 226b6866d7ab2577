// The site's security headers, on a real site server (inject), with a rendered page's scripts.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>`;

let dir: string;
let site: FastifyInstance;
let secure: FastifyInstance;
const logged: unknown[] = [];
const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: '',
  legalInternetBankingUrl: '',
  remotes: {
    mfe_products: 'https://products.cdn.ssb.tj/releases/1/mf-manifest.json',
    mfe_calculators: 'https://calc.cdn.ssb.tj/mf-manifest.json',
    mfe_applications: 'https://products.cdn.ssb.tj/apps/mf-manifest.json',
    mfe_about: 'http://127.0.0.1:1/mf-manifest.json',
  },
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-sec-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };
  site = await createSiteServer({
    distDir: dir,
    runtimeConfig: () => config,
    apiUpstream: 'http://127.0.0.1:1',
    publicOrigin: 'http://localhost:8080',
    logger,
  });
  secure = await createSiteServer({ distDir: dir, runtimeConfig: () => config, apiUpstream: 'http://127.0.0.1:1', publicOrigin: 'https://ssb.tj' });
});

afterAll(async () => {
  await site.close();
  await secure.close();
  rmSync(dir, { recursive: true, force: true });
});

it('gives each HTML answer a policy whose fresh nonce is on every inline script, and no other script source than the site and the live remotes', async () => {
  const first = await site.inject({ url: '/ru/Credit' });
  const csp = String(first.headers['content-security-policy']);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce).toHaveLength(24);
  const inline = [...first.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toBe(` nonce="${nonce}"`);
  const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
  expect(directives['script-src']).toBe(`'self' 'nonce-${nonce}' http://127.0.0.1:1 https://calc.cdn.ssb.tj https://products.cdn.ssb.tj`);
  expect(directives['object-src']).toBe("'none'");
  expect(directives['base-uri']).toBe("'none'");
  expect(directives['frame-ancestors']).toBe("'none'");
  expect(directives['report-uri']).toBe('/_csp-report');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('upgrade-insecure-requests');
  const second = await site.inject({ url: '/ru/Credit' });
  expect(second.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

it('sets the fixed headers on every answer; HSTS only for an https site', async () => {
  for (const url of ['/', '/runtime-config.json', '/missing.js']) {
    const answer = await site.inject({ url });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  }
  const https = await secure.inject({ url: '/' });
  expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
});

it('takes violation reports of both kinds, and logs the first of each address and minute', async () => {
  const report = {
    'csp-report': { 'document-uri': 'http://localhost:8080/ru', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js' },
  };
  const legacy = await site.inject({
    method: 'POST',
    url: '/_csp-report',
    headers: { 'content-type': 'application/csp-report' },
    payload: JSON.stringify(report),
  });
  expect(legacy.statusCode).toBe(204);
  const modern = (remoteAddress: string) =>
    site.inject({
      method: 'POST',
      url: '/_csp-report',
      remoteAddress,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', body: { blockedURL: 'inline' } }]),
    });
  expect((await modern('127.0.0.1')).statusCode).toBe(204);
  expect((await modern('127.0.0.2')).statusCode).toBe(204);
  const violations = logged.filter((line) => String((line as { msg?: string }).msg).startsWith('content security policy violation'));
  expect(violations).toHaveLength(2);
  expect(violations[0]).toMatchObject({ csp: report, client: '127.0.0.1' });
  expect(violations[1]).toMatchObject({ csp: [{ type: 'csp-violation' }], client: '127.0.0.2' });
  // A report is small; anything larger is refused unread.
  const huge = await site.inject({
    method: 'POST',
    url: '/_csp-report',
    headers: { 'content-type': 'application/csp-report' },
    payload: 'x'.repeat(20_000),
  });
  expect(huge.statusCode).toBe(413);
});
