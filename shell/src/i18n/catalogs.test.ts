import { checkCatalogs } from '@ssb/ui-kit/test';
import { SHELL_CATALOGS } from './catalogs';

it('the shell has every message in Tajik, Russian and English', () => {
  expect(checkCatalogs(SHELL_CATALOGS)).toEqual([]);
});
