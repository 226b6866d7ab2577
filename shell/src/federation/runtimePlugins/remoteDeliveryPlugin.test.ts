/**
 * @jest-environment node
 */
// Node's fetch primitives (Response) are what the browser has; jsdom lacks them.
import { remoteDeliveryPlugin } from './remoteDeliveryPlugin';
import { forgetManifests, integrityOf } from './releaseIntegrity';
import { MANIFEST, MANIFEST_URL } from './testRelease';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;
type ScriptHook = (args: { url: string }) => { script?: HTMLScriptElement; timeout?: number };

const plugin = remoteDeliveryPlugin();
const fetchHook = plugin.fetch as unknown as FetchHook;
const createScript = plugin.createScript as unknown as ScriptHook;

let fetchMock: jest.Mock;
beforeEach(() => {
  forgetManifests();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('retries a manifest once after a 5xx, with a cache-busting URL, and records its integrity', async () => {
  fetchMock.mockResolvedValueOnce(answer(503, {})).mockResolvedValueOnce(answer(200, MANIFEST));
  const res = await fetchHook(MANIFEST_URL, {});
  expect(await res?.json()).toEqual(MANIFEST);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFEST_URL, `${MANIFEST_URL}?retry=1`]);
  expect(integrityOf('http://127.0.0.1:8084/releases/1.0.0-abc/remoteEntry.js?x=1')).toBe('sha384-ENTRY');
});

it('retries once after a network error, then gives up', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchHook(MANIFEST_URL, {})).rejects.toThrow('Failed to fetch');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not retry a 404: the manifest is not there', async () => {
  fetchMock.mockResolvedValue(answer(404, {}));
  const res = await fetchHook(MANIFEST_URL, {});
  expect(res?.status).toBe(404);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('gives every request a time limit, and leaves other fetches to the runtime', async () => {
  fetchMock.mockResolvedValue(answer(200, MANIFEST));
  await fetchHook(MANIFEST_URL, {});
  expect((fetchMock.mock.calls[0]?.[1] as RequestInit).signal).toBeInstanceOf(AbortSignal);
  expect(fetchHook('http://127.0.0.1:8084/other.json', {})).toBeUndefined();
  // A script of no known release gets a time limit but no integrity.
  expect(createScript({ url: 'http://127.0.0.1:9999/remoteEntry.js' })).toEqual({ timeout: expect.any(Number) });
});
