import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { scriptLoadRemote } from '@ssb/federation-config/jest/federation-runtime-double';
import { ErrorBoundary } from '@ssb/ui-kit';
import { CONTRACTS_VERSION, RemoteSlot, type RoutesModule } from '@ssb/contracts';
import { renderShell, testConfig as config } from '../test/renderShell';
import { createFederationLoader } from './createFederationLoader';
import { createLazyPages, type RemoteLoadObserver } from './lazyPages';

/** Rendering through the slot and the shell's providers takes a while on a busy machine. */
const SLOW = { timeout: 5_000 };

function observer() {
  const heard: string[] = [];
  const remoteLoads: RemoteLoadObserver = {
    loaded: (remote) => heard.push(`loaded ${remote}`),
    failed: (remote) => heard.push(`failed ${remote}`),
    caught: (remote) => heard.push(`caught ${remote}`),
  };
  return { heard, remoteLoads };
}

/** The page's boundary as RemotePage has it: the fallback shows the error that reached it. */
const PageBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={(_reset, error) => <p>fallback: {(error as Error).message}</p>}>{children}</ErrorBoundary>
);

const Throws = ({ what }: { what: string }): ReactNode => {
  throw new Error(what);
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('tells the observer of a page that threw while rendering, and the page’s boundary still shows its fallback', async () => {
  const { heard, remoteLoads } = observer();
  const routes: RoutesModule = {
    contractsVersion: CONTRACTS_VERSION,
    buildId: 'b1',
    pages: { '/Rates': () => Promise.resolve({ default: () => <Throws what="rates broke" /> }) },
  };
  const pages = createLazyPages(() => Promise.resolve(routes), { remoteLoads });
  await pages.preloadPage('mfe_products', '/Rates');
  const Page = pages.lazyPage('mfe_products', '/Rates', 0);
  render(
    <PageBoundary>
      <Page lang="en" params={{}} />
    </PageBoundary>,
  );
  expect(await screen.findByText('fallback: rates broke', {}, SLOW)).toBeInTheDocument();
  expect(new Set(heard)).toEqual(new Set(['caught mfe_products']));
});

it('does not call a page that failed to load an error caught by its boundary (it is the load failure)', async () => {
  const { heard, remoteLoads } = observer();
  const routes: RoutesModule = { contractsVersion: CONTRACTS_VERSION, buildId: 'b1', pages: { '/Rates': () => Promise.reject(new Error('chunk')) } };
  const pages = createLazyPages(() => Promise.resolve(routes), { remoteLoads });
  const Page = pages.lazyPage('mfe_products', '/Rates', 0);
  render(
    <PageBoundary>
      <Suspense fallback="…">
        <Page lang="en" params={{}} />
      </Suspense>
    </PageBoundary>,
  );
  expect(await screen.findByText('fallback: chunk', {}, SLOW)).toBeInTheDocument();
  expect(heard).toEqual(['failed mfe_products']);
});

it('tells the observer of a widget that threw, naming the widget’s remote; the slot shows its fallback, the page stays', async () => {
  const { heard, remoteLoads } = observer();
  scriptLoadRemote((id) => Promise.resolve({ contractsVersion: CONTRACTS_VERSION, buildId: 'w', default: () => <Throws what={`${id} broke`} /> }));
  const loader = createFederationLoader(config, { remoteLoads });
  renderShell(
    <PageBoundary>
      <h1>The page</h1>
      <RemoteSlot name="mfe_calculators/CreditCalculator" props={{ creditId: 1 }} />
    </PageBoundary>,
    { loader, config },
  );
  expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByText(/fallback:/)).toBeNull();
  expect(new Set(heard)).toEqual(new Set(['loaded mfe_calculators', 'caught mfe_calculators']));
});

it('gives the same component for a widget loaded twice, so that React keeps it', async () => {
  const Widget = () => <p>calculator</p>;
  scriptLoadRemote(() => Promise.resolve({ contractsVersion: CONTRACTS_VERSION, buildId: 'w', default: Widget }));
  const loader = createFederationLoader(config, { remoteLoads: observer().remoteLoads });
  const [a, b] = [await loader.loadWidget('mfe_calculators/CreditCalculator'), await loader.loadWidget('mfe_calculators/CreditCalculator')];
  expect(a.default).toBe(b.default);
  render(<a.default creditId={1} />);
  expect(screen.getByText('calculator')).toBeInTheDocument();
});
