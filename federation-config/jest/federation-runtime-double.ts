/**
 * Test double of @module-federation/enhanced/runtime for unit tests (the real runtime is
 * covered by the e2e suite). Tests script what loadRemote answers and read what was registered.
 */
type Remote = { name: string; entry: string };

export const calls = {
  registered: [] as { remotes: Remote[]; force: boolean }[],
  loaded: [] as string[],
};

let answer: (id: string, attempt: number) => Promise<unknown> = () => Promise.resolve(null);

export function scriptLoadRemote(fn: (id: string, attempt: number) => Promise<unknown>): void {
  answer = fn;
  calls.registered.length = 0;
  calls.loaded.length = 0;
}

export function loadRemote<T>(id: string): Promise<T | null> {
  calls.loaded.push(id);
  const attempt = calls.loaded.filter((x) => x === id).length;
  return answer(id, attempt) as Promise<T | null>;
}

export function registerRemotes(remotes: Remote[], options?: { force?: boolean }): void {
  calls.registered.push({ remotes, force: options?.force ?? false });
}

export function registerPlugins(): void {}
