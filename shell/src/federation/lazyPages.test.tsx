import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { CONTRACTS_VERSION, type RoutesModule } from '@ssb/contracts';
import { createLazyPages } from './lazyPages';
import type { PageProps } from '@ssb/contracts';

const LAZY = Symbol.for('react.lazy');
const typeOf = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof;

const routes: RoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: 'b7',
  pages: { '/Rates': () => Promise.resolve({ default: ({ lang }: { lang: string }) => <h1>Rates {lang}</h1> }) },
};

it('gives a lazy page until the page is preloaded, then the page itself, so hydration need not wait', async () => {
  const pages = createLazyPages(() => Promise.resolve(routes));
  expect(typeOf(pages.lazyPage('mfe_products', '/Rates', 0))).toBe(LAZY);

  await pages.preloadPage('mfe_products', '/Rates');
  const Page = pages.lazyPage('mfe_products', '/Rates', 0);
  expect(typeOf(Page)).not.toBe(LAZY);
  expect(renderToStaticMarkup(<Page lang="ru" params={{}} />)).toBe('<div data-remote-build="b7"><h1>Rates ru</h1></div>');
  // A retry after a failure loads afresh.
  expect(typeOf(pages.lazyPage('mfe_products', '/Rates', 1))).toBe(LAZY);
});

it('rejects the preload of a page the remote does not provide, without a fallback page', async () => {
  const pages = createLazyPages(() => Promise.resolve(routes));
  await expect(pages.preloadPage('mfe_products', '/Credit')).rejects.toThrow('mfe_products provides no page for /Credit');
  expect(typeOf(pages.lazyPage('mfe_products', '/Credit', 0))).toBe(LAZY);
});

it('tags the page with the live release the site names, on the server and in the browser alike', async () => {
  const pages = createLazyPages(() => Promise.resolve(routes), {
    releaseOf: (remote) => (remote === 'mfe_products' ? '1.4.0-0a1b2c3d4e5f' : undefined),
  });
  await pages.preloadPage('mfe_products', '/Rates');
  const Page = pages.lazyPage('mfe_products', '/Rates', 0);
  expect(renderToStaticMarkup(<Page lang="en" params={{}} />)).toBe('<div data-remote-build="1.4.0-0a1b2c3d4e5f"><h1>Rates en</h1></div>');
});

it('tells its observer of a page chunk that failed to load, not of a page the remote does not provide', async () => {
  const failed = jest.fn();
  const broken: RoutesModule = { ...routes, pages: { '/Rates': () => Promise.reject(new Error('chunk failed')) } };
  const pages = createLazyPages(() => Promise.resolve(broken), { remoteLoads: { loaded: () => undefined, failed, caught: () => undefined } });
  await expect(pages.preloadPage('mfe_products', '/Rates')).rejects.toThrow('chunk failed');
  await expect(pages.preloadPage('mfe_products', '/Credit')).rejects.toThrow('mfe_products provides no page for /Credit');
  expect(failed.mock.calls).toEqual([['mfe_products']]);
});

/** Shows the error a page threw, as the shell's boundary would show its fallback. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

it('fails the first render at once when the preload failed, instead of spending the remote’s budget again; a retry loads anew', async () => {
  const load = jest.fn(() => Promise.reject(new Error('remote timed out')));
  const pages = createLazyPages(load);
  await expect(pages.preloadPage('mfe_products', '/Rates')).rejects.toThrow('remote timed out');
  expect(load).toHaveBeenCalledTimes(1);
  const show = (Page: ComponentType<PageProps>) =>
    render(
      <Boundary>
        <Suspense fallback="…">
          <Page lang="en" params={{}} />
        </Suspense>
      </Boundary>,
    );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const first = show(pages.lazyPage('mfe_products', '/Rates', 0));
  expect(await screen.findByText('failed: remote timed out')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  first.unmount();
  // The fallback's retry (attempt 1) asks the remote again.
  show(pages.lazyPage('mfe_products', '/Rates', 1));
  expect(await screen.findByText('failed: remote timed out')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
