/**
 * The site server asks the API for a page's record before rendering it (its title, or the 404
 * page). The render is handed that answer: on a real server with a real render worker, the API
 * is asked for it once per page, not once by the site server and again by the render.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION, localeOf } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build, reduced to what this needs: it shows the answers it was handed. */
const FAKE_SHELL_BUILD = `
exports.sharedModule = () => ({});
exports.renderApp = async ({ loadRoutes, answers, notFound }) => {
  if (!notFound) await loadRoutes('mfe_products');
  return { html: '<main data-answers="' + encodeURIComponent(JSON.stringify(answers ?? null)) + '"></main>', styleTags: '', resources: {} };
};`;

const ROUTES_BUILD = `module.exports = { buildId: 'b', contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;

describe('site server: the render gets the page record the site server already has', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let site: FastifyInstance;
  const apiAsked: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-answers-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    // One real HTTP server is the remote's origin and the API.
    origin = await startReleaseOrigin((req, res) => {
      const url = req.url ?? '';
      if (url.startsWith('/api/')) apiAsked.push(url);
      res.setHeader('content-type', 'application/json');
      if (url.startsWith('/api/Credit/404/')) res.writeHead(404).end('{"detail":"not found"}');
      else res.end(JSON.stringify({ id: 1, title: 'Қарзи истеъмолӣ' }));
      return true;
    });
    const registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    const pageData = { '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'r1', remote: 'mfe_products', code: ROUTES_BUILD, metaData: { pageData } }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens('test:0123456789abcdef-secret') },
      apiUpstream: origin.base,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 0,
    });
    await site.ready();
  }, 30_000);

  afterAll(async () => {
    await site.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    apiAsked.length = 0;
  });

  const answersIn = (html: string): unknown => {
    const encoded = /data-answers="([^"]*)"/.exec(html)?.[1];
    return encoded === undefined ? undefined : JSON.parse(decodeURIComponent(encoded));
  };

  it('hands the render the record it asked for, and asks the API for it once', async () => {
    const record = `/api/Credit/1/?language_id=${localeOf('ru').languageId}`;
    const res = await site.inject({ url: '/ru/Credit/1' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['server-timing'])).toContain('render;desc="server"');
    // The render's own time, measured in its process, apart from its queue and the channel.
    expect(String(res.headers['server-timing'])).toMatch(/render-process;desc="in its render process";dur=\d/);
    expect(answersIn(res.body)).toEqual({ [record]: { id: 1, title: 'Қарзи истеъмолӣ' } });
    // The title comes from the same answer.
    expect(res.body).toContain('Қарзи истеъмолӣ');
    expect(apiAsked).toEqual([record]);
  });

  it('hands over nothing when the API has no such record (the 404 page renders without it)', async () => {
    const res = await site.inject({ url: '/ru/Credit/404' });
    expect(res.statusCode).toBe(404);
    expect(answersIn(res.body)).toBeNull();
  });
});
