import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteName } from '@ssb/contracts';
import { fakeLoader, renderShell } from '../../test/renderShell';
import type { ShellRemoteLoader } from '../../federation/lazyPages';
import { NotFoundProvider, createNotFoundObserver } from '../not-found';
import { RemotePage } from './RemotePage';

function setup(url: string) {
  const observer = createNotFoundObserver();
  const pageData = jest.fn((_remote: RemoteName) => Promise.resolve({ '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] }));
  const loader: ShellRemoteLoader = {
    ...fakeLoader(),
    lazyPage: () =>
      function Credit() {
        return <p>credit page</p>;
      },
    preloadPage: () => Promise.resolve(),
    pageData,
  };
  renderShell(
    <NotFoundProvider observer={observer}>
      <Routes>
        <Route path=":lang/Credit/:slug" element={<RemotePage loader={loader} owner="mfe_products" pattern="/Credit/:slug" />} />
      </Routes>
    </NotFoundProvider>,
    { url, loader },
  );
  return { observer, pageData };
}

it("shows the 404 page when a detail page's first declared request answers 404", async () => {
  const { observer, pageData } = setup('/ru/Credit/987654?type=1');
  expect(screen.getByText('credit page')).toBeInTheDocument();
  await act(async () => undefined); // the declarations arrive
  expect(pageData).toHaveBeenCalledWith('mfe_products');
  // Another record's 404 (a widget's, say) is not this page's.
  act(() => observer.record('/Credit/1/?language_id=2'));
  expect(screen.queryByTestId('not-found')).toBeNull();
  act(() => observer.record('/Credit/987654/?language_id=2'));
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Эта страница не найдена');
  expect(screen.queryByText('credit page')).toBeNull();
});

it('shows the 404 page when the 404 came before the declarations did', async () => {
  const { observer } = setup('/en/Credit/55?type=1');
  act(() => observer.record('/Credit/55/?language_id=3'));
  await act(async () => undefined);
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
});

it('starts on the 404 page when the server answered the address with it', () => {
  const observer = createNotFoundObserver();
  const loader = { ...fakeLoader(), lazyPage: jest.fn(), preloadPage: jest.fn() } as unknown as ShellRemoteLoader;
  renderShell(
    <NotFoundProvider observer={observer} initialNotFound>
      <RemotePage loader={loader} owner="mfe_products" pattern="/Credit/:slug" />
    </NotFoundProvider>,
    { url: '/ru/Credit/987654?type=1', loader },
  );
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
});

it('shows the 404 page for a parameter no record can have, without the page or its request', async () => {
  const observer = createNotFoundObserver();
  const page = jest.fn(() => <p>credit page</p>);
  const pageData = jest.fn((_remote: RemoteName) => Promise.resolve({ '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] }));
  const loader: ShellRemoteLoader = { ...fakeLoader(), lazyPage: () => page, preloadPage: () => Promise.resolve(), pageData };
  renderShell(
    <NotFoundProvider observer={observer}>
      <Routes>
        <Route path=":lang/Credit/:slug" element={<RemotePage loader={loader} owner="mfe_products" pattern="/Credit/:slug" />} />
      </Routes>
    </NotFoundProvider>,
    { url: '/en/Credit/zzz', loader },
  );
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
  await act(async () => undefined);
  expect(page).not.toHaveBeenCalled();
});
