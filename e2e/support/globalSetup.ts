/**
 * Before any test: when the run previews releases (E2E_PREVIEW), start the preview on the site
 * under test, check that the site really serves it, and keep the session's cookie for the
 * projects. Any refusal (a wrong token, a release failing the deploy checks) stops the run:
 * testing the live release while believing it is the new one would prove nothing.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { E2E_DEPLOY_TOKEN } from './env';
import { PREVIEWS, PREVIEW_STATE_FILE } from './preview';

interface PreviewAnswer {
  preview: { releases: Record<string, { releaseId: string }>; expires: string } | null;
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (PREVIEWS.length === 0) return;
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('the suite has no base URL');
  const context = await request.newContext({ baseURL });
  try {
    for (const { remote, manifestUrl } of PREVIEWS) {
      const res = await context.post('/_deploy/preview', {
        headers: { authorization: `Bearer ${E2E_DEPLOY_TOKEN}` },
        data: { remote, manifestUrl },
      });
      if (!res.ok())
        throw new Error(`preview of ${remote} refused (${res.status()}): ${await res.text()} — set E2E_DEPLOY_TOKEN to a deploy token of ${baseURL}`);
    }
    const { preview } = (await (await context.get('/_deploy/preview')).json()) as PreviewAnswer;
    const missing = PREVIEWS.filter(({ remote }) => !preview?.releases[remote]);
    if (!preview || missing.length > 0) throw new Error(`${baseURL} does not keep the preview of ${missing.map((m) => m.remote).join(', ')}`);
    const list = Object.entries(preview.releases).map(([remote, release]) => `${remote} ${release.releaseId}`);
    console.log(`[e2e] previewing ${list.join(', ')} on ${baseURL} until ${preview.expires}`);
    mkdirSync(path.dirname(PREVIEW_STATE_FILE), { recursive: true });
    await context.storageState({ path: PREVIEW_STATE_FILE });
  } finally {
    await context.dispose();
  }
}
