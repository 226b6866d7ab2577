import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { ROUTER_FUTURE, type RuntimeConfig } from '@ssb/contracts';
import { createReleaseSetCheck, releaseSetOf } from '../../federation/releaseSet';
import { NavigationGateProvider, releaseSetGate, useOutInLocation } from '.';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  remotes: {
    mfe_products: '/remotes/mfe_products/1.4.0-a/mf-manifest.json',
    mfe_calculators: '/remotes/mfe_calculators/1.1.0-b/mf-manifest.json',
    mfe_applications: '/remotes/mfe_applications/1.0.0-c/mf-manifest.json',
    mfe_about: '/remotes/mfe_about/1.2.0-d/mf-manifest.json',
  },
  releases: { mfe_products: { id: '1.4.0-a', contractsRange: '^2.0.0', manifest: '/_releases/manifests/aa.json' } },
  cohorts: { mfe_products: 'control' },
};

const promoted: RuntimeConfig = {
  ...config,
  remotes: { ...config.remotes, mfe_products: '/remotes/mfe_products/1.5.0-e/mf-manifest.json' },
  releases: { mfe_products: { id: '1.5.0-e', contractsRange: '^2.0.0', manifest: '/_releases/manifests/ee.json' } },
};
delete promoted.cohorts;

type Answer = 'same' | 'changed' | 'fails' | 'silent';

// The network is the edge: the site's answer to /runtime-config.json is scripted here (a real
// server answers it in ../../federation/releaseSet.test.ts).
let answer: Answer;
let fetchCalls: jest.Mock<Promise<Response>, [url: RequestInfo | URL, init?: RequestInit]>;
let reload: jest.Mock<void, []>;

beforeEach(() => {
  // A new page starts at the top: jsdom does not scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  answer = 'same';
  sessionStorage.clear();
  reload = jest.fn();
  fetchCalls = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    if (answer === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'silent')
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const body = answer === 'same' ? config : promoted;
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  });
});

/** The page the transition shows, and ways to leave it as the site's pages do. */
function Page() {
  const { location, phase } = useOutInLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="shown" data-phase={phase}>
        {`${location.pathname}${location.search}${location.hash}`}
      </p>
      <Link to="/Credit">Credit</Link>
      <Link to="/calculators">Calculators</Link>
      <Link to="/?type=2">Legal persons</Link>
      <Link to="/#rates">Rates</Link>
      <Link to="/ru">Русский</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderSite() {
  const gate = releaseSetGate(releaseSetOf(config), createReleaseSetCheck(config, { fetch: fetchCalls, timeoutMs: 100 }), { reload });
  render(
    <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE}>
      <NavigationGateProvider value={gate}>
        <Page />
      </NavigationGateProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => jest.restoreAllMocks());

/** The check and the fade take a while on a busy machine. */
const SLOW = { timeout: 5_000 };

const shown = () => screen.getByTestId('shown').textContent;

it('asks the site before another page and renders it in the page when the set is the same, back and forward included', async () => {
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Credit' }));
  await waitFor(() => expect(shown()).toBe('/Credit'), SLOW);
  expect(fetchCalls).toHaveBeenCalledTimes(1);
  expect(fetchCalls.mock.calls[0]?.[0]).toBe('/runtime-config.json');
  expect(fetchCalls.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(shown()).toBe('/'), SLOW);
  // The language is part of the address: the same page in Russian is asked for too.
  await user.click(screen.getByRole('link', { name: 'Русский' }));
  await waitFor(() => expect(shown()).toBe('/ru'), SLOW);
  expect(fetchCalls).toHaveBeenCalledTimes(3);
  expect(reload).not.toHaveBeenCalled();
});

it('does not ask for a change of only the query or the hash', async () => {
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Legal persons' }));
  expect(shown()).toBe('/?type=2');
  await user.click(screen.getByRole('link', { name: 'Rates' }));
  expect(shown()).toBe('/#rates');
  expect(fetchCalls).not.toHaveBeenCalled();
});

it('loads the page anew, once, when the set changed, and never renders the next page with the old set', async () => {
  answer = 'changed';
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Credit' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), SLOW);
  // While the new document comes, the old page stays, faded; another click changes nothing.
  await user.click(screen.getByRole('link', { name: 'Calculators' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(shown()).toBe('/');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(fetchCalls).toHaveBeenCalledTimes(1);
});

it('goes on in the page when the page came back with the old set after its reload (no reload at every click)', async () => {
  answer = 'changed';
  sessionStorage.setItem('ssb:release-set-reload', `${releaseSetOf(config)}>${releaseSetOf(promoted)}`);
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Credit' }));
  await waitFor(() => expect(shown()).toBe('/Credit'), SLOW);
  expect(reload).not.toHaveBeenCalled();
});

it.each<[string, Answer]>([
  ['the request fails', 'fails'],
  ['no answer comes in time', 'silent'],
])('goes on in the page when %s', async (_what, kind) => {
  answer = kind;
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Credit' }));
  await waitFor(() => expect(shown()).toBe('/Credit'), SLOW);
  expect(reload).not.toHaveBeenCalled();
});

it('has one check in flight for clicks in quick succession, and shows the last page asked for', async () => {
  let answerNow: () => void = () => undefined;
  fetchCalls.mockImplementationOnce(
    () =>
      new Promise<Response>((resolve) => {
        answerNow = () => resolve({ ok: true, status: 200, json: () => Promise.resolve(config) } as Response);
      }),
  );
  const user = renderSite();
  await user.click(screen.getByRole('link', { name: 'Credit' }));
  await user.click(screen.getByRole('link', { name: 'Calculators' }));
  expect(fetchCalls).toHaveBeenCalledTimes(1);
  act(() => answerNow());
  await waitFor(() => expect(shown()).toBe('/calculators'), SLOW);
  expect(shown()).not.toBe('/Credit');
});
