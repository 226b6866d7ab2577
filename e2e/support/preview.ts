/**
 * Running the suite with releases that are not live yet (docs/qa.md, "Preview a release"):
 * E2E_PREVIEW=mfe_about=<manifest URL>[,mfe_products=<manifest URL>] makes the global set-up ask
 * the site under test for a preview of each, with the deploy token, and gives every page of the
 * desktop and phone projects that session's cookie. `npm run e2e -- --preview …` sets it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PreviewRequest {
  remote: string;
  manifestUrl: string;
}

const REMOTE = /^mfe_[a-z]+$/;

/** The previews an E2E_PREVIEW setting asks for; a malformed one stops the run with a reason. */
function parsePreviewSetting(setting: string | undefined): PreviewRequest[] {
  return (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      const remote = part.slice(0, eq);
      const manifestUrl = part.slice(eq + 1);
      if (eq < 1 || !REMOTE.test(remote) || !URL.canParse(manifestUrl))
        throw new Error(
          `E2E_PREVIEW: "${part}" is not <remote>=<manifest URL> (for example mfe_about=https://cdn.example/releases/1.4.0-ab12/mf-manifest.json)`,
        );
      return { remote, manifestUrl };
    });
}

export const PREVIEWS = parsePreviewSetting(process.env.E2E_PREVIEW);

/** The browser state (the preview cookie) the global set-up writes and the projects load. */
export const PREVIEW_STATE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.preview/storage-state.json');
