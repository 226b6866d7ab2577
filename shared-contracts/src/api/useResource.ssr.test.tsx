// A page rendered on the server with its API answers, then hydrated in the browser from them:
// the real React server renderer (Node build) and hydrateRoot in jsdom.
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server.node';
import { RESOURCES_GLOBAL, createServerResources, readHydrationResources, type ResourceSnapshot, type ResourceStore } from './resources';
import { useResource } from './useResource';
import { SiteProvider } from '../runtime/SiteContext';
import type { ApiClient } from '../runtime/apiClient';
import type { RuntimeConfig } from '../runtime/config';
import { REMOTE_NAMES, type RemoteName } from '../routing/routes';

// jsdom's globals have no setImmediate; React's Node server renderer schedules its work with it.
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, ''])) as Record<RemoteName, string>,
};

// The pages' loads are given; the client is only the site's context.
const unused = () => Promise.reject(new Error('unused'));
const api: ApiClient = { baseUrl: '/api', get: unused, postJson: unused, postForm: unused, setToken: () => undefined };

/** What the API client rejects with on a 404, and what a page asks of it (`isNotFound`). */
const notFound = () => Object.assign(new Error('HTTP 404'), { name: 'ApiError', response: { status: 404, data: { detail: 'Not found' } } });
const isNotFound = (error: unknown) => (error as { response?: { status?: number } }).response?.status === 404;

type Loads = { rates: () => Promise<string>; days: () => Promise<string>; item: () => Promise<string> };

/** Two resources with the same key (as RightsPage has) and one that fails with a 404. */
function Page({ loads }: { loads: Loads }) {
  const rates = useResource(() => loads.rates(), []);
  const days = useResource(() => loads.days(), []);
  const item = useResource(() => loads.item(), ['missing']);
  const show = (r: typeof rates) => (r.status === 'ready' ? r.data : r.status);
  return (
    <p>
      <span id="rates">{show(rates)}</span>
      <span id="days">{show(days)}</span>
      <span id="item">{item.status === 'error' ? (isNotFound(item.error) ? 'not found' : 'error') : item.status}</span>
    </p>
  );
}

function Site({ resources, children }: { resources: ResourceStore; children: ReactNode }) {
  return <SiteProvider value={{ lang: 'ru', config, api, resources }}>{children}</SiteProvider>;
}

function serverLoads(): Loads {
  return {
    rates: () => new Promise((resolve) => setTimeout(() => resolve('1 USD = 10.9 TJS'), 20)),
    days: () => Promise.resolve('Mon–Fri'),
    item: () => Promise.reject(notFound()),
  };
}

function renderOnServer(loads: Loads): Promise<{ html: string; snapshot: ResourceSnapshot }> {
  const resources = createServerResources();
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, snapshot: resources.snapshot() }));
    const stream = renderToPipeableStream(
      <Site resources={resources}>
        <Page loads={loads} />
      </Site>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[RESOURCES_GLOBAL];
});

it('renders every answer into the HTML on the server, each resource its own, errors included', async () => {
  const loads = serverLoads();
  const spies = { rates: jest.fn(loads.rates), days: jest.fn(loads.days), item: jest.fn(loads.item) };
  const { html, snapshot } = await renderOnServer(spies);
  const text = html.replace(/<!--.*?-->/g, '');
  expect(text).toContain('<span id="rates">1 USD = 10.9 TJS</span>');
  expect(text).toContain('<span id="days">Mon–Fri</span>');
  expect(text).toContain('<span id="item">not found</span>');
  // Each loaded once, however often React rendered the page while waiting.
  expect(spies.rates).toHaveBeenCalledTimes(1);
  expect(spies.days).toHaveBeenCalledTimes(1);
  expect(spies.item).toHaveBeenCalledTimes(1);
  expect(Object.values(snapshot)).toEqual(
    expect.arrayContaining([
      { status: 'ready', data: '1 USD = 10.9 TJS' },
      { status: 'ready', data: 'Mon–Fri' },
      { status: 'error', error: expect.objectContaining({ name: 'ApiError', response: { status: 404, data: { detail: 'Not found' } } }) },
    ]),
  );
  // JSON is how the snapshot reaches the browser.
  expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
});

it('hydrates from the answers in the HTML without asking the API again', async () => {
  const { html, snapshot } = await renderOnServer(serverLoads());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  Object.assign(window, { [RESOURCES_GLOBAL]: JSON.parse(JSON.stringify(snapshot)) });
  const rates = container.querySelector('#rates');

  const browser = { rates: jest.fn(async () => 'fresh'), days: jest.fn(async () => 'fresh'), item: jest.fn(async () => 'fresh') };
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <Site resources={readHydrationResources()}>
        <Page loads={browser} />
      </Site>,
      { onRecoverableError: recoverable },
    );
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('#rates')).toBe(rates); // the server's node, kept
  expect(container.querySelector('#rates')?.textContent).toBe('1 USD = 10.9 TJS');
  expect(container.querySelector('#item')?.textContent).toBe('not found');
  expect(browser.rates).not.toHaveBeenCalled();
  expect(browser.days).not.toHaveBeenCalled();
  expect(browser.item).not.toHaveBeenCalled();
  container.remove();
});

it('starts from nothing in a page the server did not render', () => {
  expect(readHydrationResources().peek('_R_1_|["/api","ru",0]')).toBeUndefined();
});
