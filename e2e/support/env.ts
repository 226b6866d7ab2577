import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports of the site the suite starts itself (apart from `npm start`'s, so both can run). */
export const E2E_PORTS = {
  site: 18080,
  mfe_products: 18081,
  mfe_calculators: 18082,
  mfe_applications: 18083,
  mfe_about: 18084,
  api: 18085,
} as const;

export const LOCAL_BASE_URL = `http://127.0.0.1:${E2E_PORTS.site}`;
export const isLocalRun = !process.env.E2E_BASE_URL;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by scripts/start.ts for the suite's own site (SSB_VAR_DIR=var/e2e). */
export const runtimeConfigFile = path.join(repoRoot, 'var/e2e/runtime-config.json');
