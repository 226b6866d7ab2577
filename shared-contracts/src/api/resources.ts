// The answers `useResource` got while the site server rendered a page, in the HTML: the server's
// render waits for them, the browser's hydration starts from them, so the page matches its HTML
// without asking the API again. Keyed by `useId()` (the same on the server and while hydrating,
// another for anything mounted later) and the request.

/** A settled answer, as it crosses from the server to the browser (JSON). */
export type SettledResource = { status: 'ready'; data: unknown } | { status: 'error'; error: SerializedError };

/** An error reduced to what pages read from it (the API client's `isNoSuchRecord` reads `response.status`). */
type SerializedError = { name: string; message: string; response?: { status: number; data: unknown } };

export type ResourceSnapshot = Record<string, SettledResource>;

/** The global the site server sets next to the server-rendered HTML. */
export const RESOURCES_GLOBAL = '__SSB_RESOURCES__';

export interface ResourceStore {
  /** The settled answer for `key`, if this store has one. */
  peek(key: string): SettledResource | undefined;
  /** Server only: the answer, loaded once however often React renders while it waits (the browser loads in effects). */
  settle?(key: string, load: () => Promise<unknown>): Promise<SettledResource>;
}

function serializeError(error: unknown): SerializedError {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? { name, message, response: { status: response.status, data: response.data } } : { name, message };
}

/** One store per server render: it loads, remembers, and gives the snapshot for the HTML. */
export function createServerResources(): ResourceStore & { snapshot(): ResourceSnapshot } {
  const settled = new Map<string, SettledResource>();
  const pending = new Map<string, Promise<SettledResource>>();
  return {
    peek: (key) => settled.get(key),
    settle(key, load) {
      let answer = pending.get(key);
      if (!answer) {
        answer = load().then(
          (data): SettledResource => ({ status: 'ready', data }),
          (error: unknown): SettledResource => ({ status: 'error', error: serializeError(error) }),
        );
        answer.then(
          (result) => settled.set(key, result),
          () => undefined,
        );
        pending.set(key, answer);
      }
      return answer;
    },
    snapshot: () => Object.fromEntries(settled),
  };
}

/** The browser's store: what the server rendered (empty when the page was not server-rendered). */
export function readHydrationResources(): ResourceStore {
  const value = (globalThis as unknown as Record<string, unknown>)[RESOURCES_GLOBAL];
  const snapshot = typeof value === 'object' && value !== null ? (value as ResourceSnapshot) : {};
  return { peek: (key) => (Object.prototype.hasOwnProperty.call(snapshot, key) ? snapshot[key] : undefined) };
}
