/** The OpenAPI document of the API, made from the route schemas (as served at /api/docs/json). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { REPO_ROOT } from './paths';

/** Where `npm run openapi -w api` writes the generated types of @ssb/api-client. */
export const SCHEMA_TYPES_FILE = path.join(REPO_ROOT, 'api-client', 'src', 'schema.gen.ts');

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-openapi-'));
  const app = await buildApp({ dataDir });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
