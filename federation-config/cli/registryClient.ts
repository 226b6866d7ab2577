/**
 * The deploy registry as a remote team's tools see it: `GET /_deploy/remotes` of the site
 * (SSB_SITE_URL, the local `npm start` by default).
 */
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';

export const siteUrl = () => process.env.SSB_SITE_URL ?? `http://127.0.0.1:${process.env.SSB_SITE_PORT ?? 8080}`;

/** `@ssb/mfe-about` or `mfe-about` → `mfe_about`. */
export function remoteNameOf(name: string): RemoteName {
  const candidate = name.replace(/^@ssb\//, '').replace(/-/g, '_');
  if (!(REMOTE_NAMES as readonly string[]).includes(candidate)) throw new Error(`${name} is not a remote of the site (${REMOTE_NAMES.join(', ')})`);
  return candidate as RemoteName;
}

interface RegistryListing {
  remotes: Record<string, { live: { releaseId: string } | null; history: { releaseId: string }[] }>;
}

/** The ids of the live release of a remote, as the registry says; fails when it cannot be asked. */
export async function liveReleaseIds(packageName: string): Promise<string[]> {
  const remote = remoteNameOf(packageName);
  const url = `${siteUrl()}/_deploy/remotes`;
  let listing: RegistryListing;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    listing = (await res.json()) as RegistryListing;
  } catch (error) {
    throw new Error(
      `cannot ask the registry at ${url} which release is live (${error instanceof Error ? error.message : String(error)}); start the site, set SSB_SITE_URL, or pass --live <id>`,
    );
  }
  const live = listing.remotes[remote]?.live?.releaseId;
  return live ? [live] : [];
}
