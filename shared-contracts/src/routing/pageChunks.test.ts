import { pageChunkName } from '../node';

// The site server finds a page's files in the manifest by this name; the routes module each
// remote generates from its declaration names every page's chunk with it.
it('derives chunk names from patterns', () => {
  expect(pageChunkName('/')).toBe('page-home');
  expect(pageChunkName('/Credit/:slug')).toBe('page-Credit-slug');
  expect(pageChunkName('/services/view')).toBe('page-services-view');
});
