/**
 * A release preview for one browser session (docs/remote-delivery.md, "Preview"): which release of
 * which remotes this browser sees instead of the live ones. It lives in a cookie the site server
 * signs, so the browser carries it but cannot change it, and every instance that shares the deploy
 * tokens reads it. Each cookie has an id: ending a preview records the id in the registry's
 * store, and every instance refuses that cookie from then on (previewRoutes.ts).
 *
 * A development preview (`ssb-remote dev --site`) shows a remote's development build instead: its
 * manifest on the developer's machine (a loopback origin, or one SSB_DEV_PREVIEW_ORIGINS lists),
 * rebuilt on every save. The site server never reads that build, nor runs it: its pages render
 * in the browser, which loads it from that origin, as SSB_DEV_REMOTES pins one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sign, unsign } from 'cookie-signature';
import type { RemoteName, RuntimeConfig } from '@ssb/contracts/node';
import type { DeployToken } from '../auth/tokens';
import { isObject, isRemoteName } from '../deploy/registryState';
import { isDigest, pinnedManifestPath } from '../deploy/releaseFiles';

export const PREVIEW_COOKIE = 'ssb_preview';
/** A preview ends by itself after this long: it is for a test session, not a way to pin a release. */
export const PREVIEW_HOURS = 4;
/** A cookie that shows a development build ends sooner: it is for one sitting at the developer's desk. */
export const DEV_PREVIEW_HOURS = 1;
/** The release id a development build is shown under (in the banner and the browser's config). */
export const DEV_RELEASE_ID = 'development';

export interface PreviewedRelease {
  manifestUrl: string;
  releaseId: string;
  contractsRange: string;
  /** The pinned manifest (releaseFiles.ts): what this session renders and loads. Absent for a development build. */
  manifestDigest?: string;
  /** A development build: loaded by the browser from manifestUrl, never pinned, read nor run by the site server. */
  development?: true;
}

export interface Preview {
  /** This cookie's own id: ending the preview refuses it everywhere. */
  id: string;
  /** The releases previewed, per remote (one or several). */
  releases: Partial<Record<RemoteName, PreviewedRelease>>;
  /** When it ends (ms since the epoch). */
  expires: number;
  /** The deploy token's name that started it (never the token). */
  by: string;
}

export interface PreviewCodec {
  /** The signed cookie value for a preview. */
  seal(preview: Preview): string;
  /**
   * The preview a cookie value holds, or null when it is absent, forged, changed, expired or
   * names an origin the allowlist no longer has.
   */
  open(value: string | undefined, now?: number): Preview | null;
}

/**
 * The signing key comes from the deploy tokens: whoever may deploy may preview, instances that
 * share the tokens accept each other's cookies, and changing a token ends every preview.
 */
function keyFrom(tokens: readonly DeployToken[]): Buffer {
  const secrets = tokens.map((t) => t.secret).sort();
  return createHmac('sha256', 'ssb-release-preview').update(secrets.join('\n')).digest();
}

function isPreviewedRelease(v: unknown): v is PreviewedRelease {
  return (
    isObject(v) &&
    typeof v.manifestUrl === 'string' &&
    typeof v.releaseId === 'string' &&
    typeof v.contractsRange === 'string' &&
    (v.development === true ? v.manifestDigest === undefined && v.releaseId === DEV_RELEASE_ID : isDigest(v.manifestDigest))
  );
}

/** A new id for a preview cookie. */
export const newPreviewId = (): string => randomBytes(16).toString('base64url');

/**
 * `allowsOrigin` is the release allowlist, `allowsDevOrigin` the development origins
 * (originAllowlist.ts): a cookie naming an origin its rule no longer allows shows nothing of it.
 */
export function createPreviewCodec(
  tokens: readonly DeployToken[],
  allowsOrigin: (url: string) => boolean,
  allowsDevOrigin: (url: string) => boolean = () => false,
): PreviewCodec {
  const key = keyFrom(tokens);
  return {
    seal: (preview) => sign(Buffer.from(JSON.stringify(preview)).toString('base64url'), key),
    open(value, now = Date.now()) {
      if (!value) return null;
      const unsigned = unsign(value, key);
      if (unsigned === false) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(unsigned, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (
        !isObject(parsed) ||
        typeof parsed.id !== 'string' ||
        typeof parsed.expires !== 'number' ||
        typeof parsed.by !== 'string' ||
        !isObject(parsed.releases)
      )
        return null;
      if (parsed.expires <= now) return null;
      const releases: Preview['releases'] = {};
      for (const [name, release] of Object.entries(parsed.releases)) {
        if (!isRemoteName(name) || !isPreviewedRelease(release)) continue;
        if (!(release.development ? allowsDevOrigin : allowsOrigin)(release.manifestUrl)) continue;
        releases[name] = release;
      }
      return Object.keys(releases).length > 0 ? { id: parsed.id, releases, expires: parsed.expires, by: parsed.by } : null;
    },
  };
}

/** Whether a preview shows a development build (its cookie is shorter-lived). */
export const showsDevelopment = (preview: Pick<Preview, 'releases'>): boolean => Object.values(preview.releases).some((r) => r.development);

/** The remotes whose release a preview replaces: rendered in processes apart from the live ones. */
export const previewedRemotes = (preview: Preview | null): RemoteName[] => (preview ? (Object.keys(preview.releases) as RemoteName[]) : []);

/** The runtime config with the previewed releases in place of the live ones. */
export function withPreview(config: RuntimeConfig, preview: Preview | null): RuntimeConfig {
  if (!preview) return config;
  const remotes = { ...config.remotes };
  const releases = { ...config.releases };
  for (const [name, release] of Object.entries(preview.releases) as [RemoteName, PreviewedRelease][]) {
    remotes[name] = release.manifestUrl;
    // A development build has no pinned manifest: the browser reads it from its origin (and the
    // site server, finding no pinned one, neither reads nor renders it: releaseReader.ts).
    releases[name] =
      release.development || !release.manifestDigest
        ? { id: release.releaseId, contractsRange: release.contractsRange }
        : { id: release.releaseId, contractsRange: release.contractsRange, manifest: pinnedManifestPath(release.manifestDigest) };
  }
  return { ...config, remotes, releases };
}
