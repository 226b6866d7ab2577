/**
 * A deploy through site server A, served by site server B within 5 s: B re-reads the shared
 * registry every SSB_REGISTRY_POLL_MS (2 s by default) and has no other way to learn of it.
 */
import type { RemoteName, RuntimeConfig } from '@ssb/contracts/node';
import type { Sites } from './siteServers';

export interface Propagation {
  from: string;
  to: string;
  /** From A's answer to the deploy until B's runtime config names the new release. */
  ms: number;
}

const LIMIT_MS = 5_000;
const POLL_MS = 50;

async function liveRelease(site: string, remote: RemoteName): Promise<string | undefined> {
  const res = await fetch(`${site}/runtime-config.json`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`GET ${site}/runtime-config.json answered ${res.status}`);
  const config = (await res.json()) as RuntimeConfig;
  return config.releases?.[remote]?.id;
}

async function deployThroughA(sites: Sites): Promise<void> {
  const res = await fetch(`${sites.a.url}/_deploy/remotes/${sites.next.remote}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sites.deploySecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifestUrl: sites.next.manifestUrl }),
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status !== 200) throw new Error(`the deploy through A answered ${res.status}: ${await res.text()}`);
}

export async function deployOnAServedByB(sites: Sites): Promise<Propagation> {
  const { remote, id } = sites.next;
  const from = (await liveRelease(sites.b.url, remote)) ?? '(none)';
  if (from === id) throw new Error(`B already serves ${remote} ${id} before the deploy`);
  await deployThroughA(sites);
  const deployed = Date.now();
  const onA = await liveRelease(sites.a.url, remote);
  if (onA !== id) throw new Error(`A serves ${remote} ${onA} right after deploying ${id}`);
  let onB = from;
  while (Date.now() - deployed < LIMIT_MS) {
    onB = (await liveRelease(sites.b.url, remote)) ?? '(none)';
    if (onB === id) return { from, to: id, ms: Date.now() - deployed };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`B still serves ${remote} ${onB} ${LIMIT_MS / 1000} s after A deployed ${id}`);
}
