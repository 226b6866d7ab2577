import { Route, Routes, type Location } from 'react-router-dom';
import { LOCALES, NOT_FOUND_PATH, ROUTE_TABLE } from '@ssb/contracts';
import type { ShellRemoteLoader } from '../federation/lazyPages';
import { RemotePage } from '../features/pages/RemotePage';
import { NotFoundPage } from '../features/pages/NotFoundPage';

/**
 * Every route of the ownership table, in every language, plus the 404 page. `location` is the
 * page being shown, which lags the address bar during the out-in page transition.
 */
export function AppRoutes({ loader, location }: { loader: ShellRemoteLoader; location?: Location }) {
  return (
    <Routes location={location}>
      {LOCALES.flatMap((locale) => [
        ...ROUTE_TABLE.map((route) => (
          <Route
            key={`${locale.code}${route.pattern}`}
            path={`${locale.prefix}${route.pattern === '/' && locale.prefix ? '' : route.pattern}`}
            element={<RemotePage loader={loader} owner={route.owner} pattern={route.pattern} />}
          />
        )),
        <Route key={`${locale.code}-404`} path={`${locale.prefix}${NOT_FOUND_PATH}`} element={<NotFoundPage />} />,
      ])}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
