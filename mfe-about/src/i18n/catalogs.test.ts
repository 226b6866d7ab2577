import { checkCatalogs } from '@ssb/ui-kit/test';
import tj from './tj';
import ru from './ru';
import en from './en';

it('mfe-about has every message in Tajik, Russian and English', () => {
  expect(checkCatalogs({ tj, ru, en })).toEqual([]);
});
