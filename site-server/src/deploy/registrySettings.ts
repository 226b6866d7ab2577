/**
 * Where the deploy registry lives and how often an instance re-reads it, from the environment:
 *   DATABASE_URL          a postgres:// or postgresql:// URL: the registry is in that database,
 *                         shared by every instance (as the API's data is); unset, the file
 *   SSB_REGISTRY_POLL_MS  how often the registry is re-read (2000), so a deploy made through
 *                         another instance is served here within a few seconds
 */
import { createPostgresRegistryStore } from './postgresRegistryStore';
import { createFileRegistryStore, type RegistryStore } from './registryStore';

export const DEFAULT_REGISTRY_POLL_MS = 2_000;

export interface RegistrySettings {
  databaseUrl: string | undefined;
  pollMs: number;
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

export function readRegistryPollMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SSB_REGISTRY_POLL_MS;
  const pollMs = raw ? Number(raw) : DEFAULT_REGISTRY_POLL_MS;
  if (!Number.isInteger(pollMs) || pollMs <= 0) throw new RangeError(`SSB_REGISTRY_POLL_MS must be a number of milliseconds, got ${raw}`);
  return pollMs;
}

export function readRegistrySettings(env: NodeJS.ProcessEnv = process.env): RegistrySettings {
  const pollMs = readRegistryPollMs(env);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  // Refused rather than ignored: instances meant to share a registry would each keep their own.
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) throw new RangeError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return { databaseUrl, pollMs };
}

/**
 * The PostgreSQL store when DATABASE_URL names one, else the file; `sharedFile` when several
 * processes of this machine use the file (the site server's cluster).
 */
export function createRegistryStore(file: string, settings: RegistrySettings = readRegistrySettings(), { sharedFile = false } = {}): RegistryStore {
  return settings.databaseUrl ? createPostgresRegistryStore(settings.databaseUrl) : createFileRegistryStore(file, { shared: sharedFile });
}
