// This remote's declaration agrees with the contract, src/generated/ is current, and each page
// asks the API for the data its declaration names (the site server answers it in the HTML).
import path from 'node:path';
import { testRemoteDeclaration } from '@ssb/federation-config/jest/remoteDeclarationCheck';
import declaration from './remote';
import { renderPage } from './test/render';

testRemoteDeclaration(
  path.join(__dirname, '..'),
  declaration,
  () => import('./generated/routes.gen'),
  (ui, api, lang) => renderPage(ui, { lang, api }),
);
