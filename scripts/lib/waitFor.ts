/** Resolves when `url` answers 200, or throws after `withinMs`. */
export async function waitFor(url: string, withinMs: number, what = url): Promise<void> {
  const until = Date.now() + withinMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `answered ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} was not ready within ${withinMs / 1000} s (${last})`);
}
