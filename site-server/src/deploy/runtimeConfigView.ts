/**
 * The runtime configuration the browser reads (`/runtime-config.json` and the HTML): the site's
 * settings with, for each remote, the manifest of its live release from the registry. A remote
 * pinned for development (`ssb-remote dev`) overrides the registry without changing it.
 */
import { REMOTE_NAMES, type LiveRelease, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import type { RegistryState } from './registryState';
import { pinnedManifestPath } from './releaseFiles';

export type SiteSettings = Omit<RuntimeConfig, 'remotes' | 'releases'>;

/** `mfe_about=http://127.0.0.1:9084/mf-manifest.json,…` (SSB_DEV_REMOTES). */
export function parsePinnedRemotes(setting: string | undefined): Partial<Record<RemoteName, string>> {
  const pinned: Partial<Record<RemoteName, string>> = {};
  for (const part of (setting ?? '').split(',').filter(Boolean)) {
    const [name, url] = part.split('=');
    if (!name || !url || !(REMOTE_NAMES as readonly string[]).includes(name))
      throw new Error(`SSB_DEV_REMOTES: "${part}" is not <remote>=<manifest URL>`);
    pinned[name as RemoteName] = new URL(url).href;
  }
  return pinned;
}

export function runtimeConfigOf(settings: SiteSettings, state: RegistryState, pinned: Partial<Record<RemoteName, string>> = {}): RuntimeConfig {
  const remotes = {} as Record<RemoteName, string>;
  const releases: Partial<Record<RemoteName, LiveRelease>> = {};
  for (const name of REMOTE_NAMES) {
    const live = state.remotes[name].live;
    const pin = pinned[name];
    // A remote with nothing live gets no URL: its pages show the fallback, and /readyz says why.
    remotes[name] = pin ?? live?.manifestUrl ?? '';
    if (!pin && live)
      releases[name] = {
        id: live.releaseId,
        contractsRange: live.contractsRange,
        ...(live.manifestDigest ? { manifest: pinnedManifestPath(live.manifestDigest) } : {}),
      };
  }
  return { ...settings, remotes, releases };
}
