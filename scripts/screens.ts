/**
 * `npm run screens`: remakes docs/screens from the built site (run `npm run build` first), with
 * the e2e suite's own server and Chromium: the home page, a card page, the credit calculator and
 * the application dialog at 390 and 1280 px.
 */
import { run } from './lib/run';

const code = await run('npm', ['run', 'e2e', '--', '--project=screens-desktop', '--project=screens-phone'], {
  env: { ...process.env, E2E_SCREENS: '1' },
});
process.exit(code);
