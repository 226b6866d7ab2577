/**
 * docs/settings.md, generated from the processes' settings schemas: `npm run docs:settings`
 * writes it, and scripts/settingsDoc.test.ts fails when it is not what the schemas say.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { ORIGIN_SETTINGS } from '@ssb/federation-config/release/originSettings';
import { settingsTable } from '@ssb/server-kit/settings/settingsTable';
import { API_SETTINGS } from '@ssb/api/settings';
import { SITE_SETTINGS } from '@ssb/site-server/settings';
import { BACKOFFICE_SETTINGS } from '@ssb/backoffice/settings';
import { DEV_IDENTITY_SETTINGS } from '@ssb/backoffice/dev-identity/settings';
import { repoRoot } from './lib/repoRoot';
import { LOCAL_SETTINGS } from './settings';

export const SETTINGS_DOC = path.join(repoRoot, 'docs', 'settings.md');

const SECTIONS: { title: string; about: string; schema: TObject }[] = [
  {
    title: 'The site server',
    about: '`node site-server/dist/main.mjs`, the `ssb-site` image.',
    schema: SITE_SETTINGS,
  },
  {
    title: 'The API',
    about: '`node api/dist/main.mjs`, the `ssb-api` image; its maintenance scripts read the storage settings too.',
    schema: API_SETTINGS,
  },
  {
    title: 'The back office',
    about:
      '`node backoffice/dist/server/main.mjs`, the `ssb-backoffice` image: the bank’s staff app on its own internal origin ([docs/backoffice.md](backoffice.md)).',
    schema: BACKOFFICE_SETTINGS,
  },
  {
    title: 'The development identity provider',
    about:
      '`node backoffice/dist/dev-identity/devIdentity.mjs`, run by npm start and the e2e suite only: in no image, and it refuses to start in a cluster or in production.',
    schema: DEV_IDENTITY_SETTINGS,
  },
  {
    title: 'The remote origin',
    about: '`node federation-config/dist/origin/origin.mjs`, the `ssb-origin` image (a CDN in production).',
    schema: ORIGIN_SETTINGS,
  },
  {
    title: 'npm start only',
    about:
      'npm start passes each process its own settings from the environment above, and sets the addresses and ports that tie them together (`SSB_HOST` for every server, the API’s URL, each origin’s folder).',
    schema: LOCAL_SETTINGS,
  },
];

export function settingsDocument(): string {
  return [
    '# Settings',
    '',
    '<!-- Generated from the settings schemas by `npm run docs:settings`: edit the schemas, not this file. -->',
    '',
    'Every process reads its settings from its environment and checks them before it does anything',
    'else: a wrong value stops it with one line naming the variable, what is wrong and the form',
    'allowed; an unknown `SSB_` variable gets a warning from npm start. Any setting may instead be',
    'read from a file named by `<NAME>_FILE` (as Kubernetes mounts Secrets: the back office’s Secret',
    'holds the issuer and client id beside the client secret); a secret is never printed.',
    '',
    ...SECTIONS.flatMap((section) => [`## ${section.title}`, '', section.about, '', settingsTable(section.schema), '']),
  ].join('\n');
}

export const settingsDocIsCurrent = (): boolean => readFileSync(SETTINGS_DOC, 'utf8') === settingsDocument();

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SETTINGS_DOC, settingsDocument());
  console.log(`[docs] ${path.relative(repoRoot, SETTINGS_DOC)} written`);
}
