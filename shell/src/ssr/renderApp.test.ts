import path from 'node:path';
import { sharedModule } from './renderApp';

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
