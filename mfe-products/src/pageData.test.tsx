// The requests this remote declares for the site server (page-data.json) are its pages' own.
import declared from './page-data.json';
import { testPageDataDeclarations } from '@ssb/federation-config/jest/pageDataCheck';
import { renderPage } from './test/render';

testPageDataDeclarations(
  declared,
  () => import('./routes'),
  (ui, api, lang) => renderPage(ui, { lang, api }),
);
