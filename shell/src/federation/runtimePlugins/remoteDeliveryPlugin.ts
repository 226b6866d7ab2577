/**
 * The federation runtime plugin for loading remotes over a bad network: a manifest request gets
 * a time limit and one retry on a transient failure (no answer, a network error, a 5xx); a
 * remote entry that failed to load is tried once more; every remote entry carries the integrity
 * its release manifest states, and a time limit. The loader's overall budget (about 8 s) bounds
 * it all. A release's manifest is read where the site pinned it (`pinnedOf`), under the origin's
 * URL: its files still resolve against the origin, and their integrity is the pinned one.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ENTRY_ATTEMPT_MS, MANIFEST_ATTEMPT_MS } from './budget';
import { integrityOf, recordManifest } from './releaseIntegrity';

const MANIFEST = /mf-manifest\.json(\?|$)/;

/** A 5xx or no answer may pass; a 4xx will not. */
const transient = (status: number) => status >= 500;

const bust = (url: string, attempt: number) => {
  const next = new URL(url, globalThis.location?.href);
  next.searchParams.set('retry', String(attempt));
  return next.href;
};

async function fetchManifest(url: string, from: string, init: RequestInit | undefined): Promise<Response> {
  let lastError: unknown;
  for (const attempt of [0, 1]) {
    try {
      const res = await fetch(attempt ? bust(from, attempt) : from, { ...init, signal: AbortSignal.timeout(MANIFEST_ATTEMPT_MS) });
      if (res.ok) {
        const text = await res.text();
        recordManifest(url, JSON.parse(text));
        return new Response(text, { status: res.status, headers: res.headers });
      }
      if (!transient(res.status)) return res;
      lastError = new Error(`${url}: HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** `pinnedOf(manifestUrl)`: where the site serves that release's pinned manifest, if it does. */
export function remoteDeliveryPlugin(pinnedOf: (manifestUrl: string) => string | undefined = () => undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'ssb-remote-delivery',
    fetch(url, init) {
      return MANIFEST.test(url) ? fetchManifest(url, pinnedOf(url) ?? url, init) : undefined;
    },
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return { timeout: ENTRY_ATTEMPT_MS };
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // Integrity needs a CORS request; remote origins allow any origin (public, credential-free).
      script.crossOrigin = 'anonymous';
      return { script, timeout: ENTRY_ATTEMPT_MS };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // Once more: the runtime calls this only for a failed load, and not again for the retry.
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((exports) => exports || undefined);
      // The runtime awaits what this hook gives; its declared type nests one promise too many.
      return retried as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
    errorLoadRemote({ id, error }) {
      // A remote that is down must not break the host: the caller's error boundary shows the fallback.
      console.warn(`[shell] remote module ${id} failed to load`, error);
      return undefined;
    },
  };
}
