/**
 * The embedded private registry of the @ssb scope (Verdaccio), for a fresh clone and for the team
 * repository test: it serves the platform's packages and nothing else. It has no uplink, so a name
 * it does not hold is a 404 here, never a public package of the same name (the dependency-confusion
 * risk the scope has on the public registry); a team's .npmrc sends only @ssb here.
 * Only one account exists: the platform's publisher, made on first use (publish.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { runServer } from 'verdaccio';

export interface RegistryOptions {
  /** Where packages and the one account live. */
  storageDir: string;
  host: string;
  port: number;
}

function configYaml({ storageDir }: Pick<RegistryOptions, 'storageDir'>): string {
  return [
    `storage: ${JSON.stringify(path.join(storageDir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(path.join(storageDir, 'htpasswd'))}`,
    // The publisher only: nobody registers an account on a registry the platform runs.
    '    max_users: 1',
    'uplinks: {}',
    'packages:',
    "  '@ssb/*':",
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    // Verdaccio's web page and its logins are of no use here.
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

/** Starts the registry; resolves once it listens. */
export async function startRegistry(options: RegistryOptions): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(options.storageDir, { recursive: true });
  const config = path.join(options.storageDir, 'config.yaml');
  writeFileSync(config, configYaml(options));
  const app = (await runServer(config)) as { listen: (port: number, host: string, ready: () => void) => Server };
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(options.port, options.host, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
