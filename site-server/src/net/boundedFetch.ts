/**
 * Fetches a release's file from its origin as the registry must: no redirect followed (an
 * allowed origin must not hand the registry to another), the whole answer within the time limit
 * (an origin that hangs, or trickles, is given up), and no more bytes than the file's budget,
 * counted while they arrive: an answer that declares nothing, or lies, is cut off at the budget
 * instead of being read whole and refused after.
 */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
}

export interface BoundedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  fetchImpl?: typeof fetch;
}

export async function fetchBounded(url: string, { timeoutMs, maxBytes, fetchImpl = fetch }: BoundedFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  try {
    res = await fetchImpl(url, { signal, redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  } catch (error) {
    throw new FetchRefusedError(
      signal.aborted ? `no answer within ${timeoutMs} ms` : `unreachable (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new FetchRefusedError(`HTTP ${res.status}: redirects are not followed`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new FetchRefusedError(`HTTP ${res.status}`);
  }
  try {
    return await readCapped(res, maxBytes);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    throw new FetchRefusedError(signal.aborted ? `not whole within ${timeoutMs} ms` : 'the answer broke off');
  }
}

/** The body, counted as it arrives: past `maxBytes` the rest is not read (FetchRefusedError). */
export async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new FetchRefusedError(`${declared} bytes, more than ${maxBytes}`);
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchRefusedError(`more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
}
