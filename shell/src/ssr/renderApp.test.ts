/**
 * @jest-environment node
 */
import path from 'node:path';
import { renderApp, sharedModule } from './renderApp';

// What a remote's server build leaves out (its externals) is what this build must hand it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS config
const { sharedSingletons } = require('@ssb/federation-config') as { sharedSingletons: (appDir: string) => Record<string, unknown> };

it('hands a remote server build every singleton its webpack config leaves out, as the very module this build uses', () => {
  const externals = Object.keys(sharedSingletons(path.resolve(__dirname, '../../../mfe-products')));
  expect(externals.length).toBeGreaterThanOrEqual(9);
  const missing = externals.filter((name) => sharedModule(name) === undefined);
  expect(missing).toEqual([]);
  /* eslint-disable @typescript-eslint/no-require-imports -- the module objects themselves */
  expect(sharedModule('react')).toBe(require('react'));
  expect(sharedModule('react-router-dom')).toBe(require('react-router-dom'));
  /* eslint-enable @typescript-eslint/no-require-imports */
});

it('renders the frame and a page on a server, which has no document', async () => {
  expect(typeof document).toBe('undefined');
  const result = await renderApp({
    url: '/en/404',
    config: {
      apiBaseUrl: '/api',
      internetBankingUrl: 'https://ib.example/',
      legalInternetBankingUrl: 'https://ib.example/business/',
      remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
    },
    // Nothing answers there: the frame's own requests fail, and the page still renders.
    apiOrigin: 'http://127.0.0.1:9',
    timeoutMs: 10_000,
    loadRoutes: () => Promise.reject(new Error('no remote is rendered here')),
  });
  expect(result.html).toContain('This page could not be found');
  expect(result.styleTags).toContain('<style');
}, 20_000);
