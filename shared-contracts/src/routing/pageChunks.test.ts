import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE, REMOTE_NAMES, pageChunkName } from '../index';

const DIRS: Record<(typeof REMOTE_NAMES)[number], string> = {
  mfe_products: 'mfe-products',
  mfe_calculators: 'mfe-calculators',
  mfe_applications: 'mfe-applications',
  mfe_about: 'mfe-about',
};

it('derives chunk names from patterns', () => {
  expect(pageChunkName('/')).toBe('page-home');
  expect(pageChunkName('/Credit/:slug')).toBe('page-Credit-slug');
  expect(pageChunkName('/services/view')).toBe('page-services-view');
});

// The site server finds a page's files in the manifest by this name: a page whose chunk is
// named otherwise would silently lose its preload.
it.each(REMOTE_NAMES)('%s names the chunk of every page it owns by pageChunkName', (remote) => {
  const source = readFileSync(path.join(__dirname, '../../..', DIRS[remote], 'src/routes.ts'), 'utf8');
  const named = new Map([...source.matchAll(/'([^']+)': \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1], m[2]]));
  for (const { pattern } of ROUTE_TABLE.filter((r) => r.owner === remote)) {
    expect(`${pattern} → ${named.get(pattern) ?? 'no chunk name'}`).toBe(`${pattern} → ${pageChunkName(pattern)}`);
  }
});
