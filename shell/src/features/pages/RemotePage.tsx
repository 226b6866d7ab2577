import { Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ModuleUnavailable, isPossibleDetail, useLang, type RemoteName } from '@ssb/contracts';
import { ErrorBoundary } from '@ssb/ui-kit';
import { PageNotProvidedError, type ShellRemoteLoader } from '../../federation/lazyPages';
import { FirstPageShown } from '../frame';
import { useIsNotFound, useNotFoundProbe } from '../not-found';
import { NotFoundPage } from './NotFoundPage';
import { PageSkeleton } from './PageSkeleton';
import { reloadAfterChunkError } from './chunkReload';

/**
 * A page owned by a remote: loads the remote's routes module and the page chunk on visit.
 * A remote that is down, slow or throwing shows the fallback here; the frame keeps working.
 * A detail page whose record the API does not have shows the 404 page instead, and so does one
 * whose parameter no record can have (/Credit/zzz), without loading the page or asking the API.
 */
export function RemotePage({ loader, owner, pattern }: { loader: ShellRemoteLoader; owner: RemoteName; pattern: string }) {
  const lang = useLang();
  const params = useParams();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = loader.lazyPage(owner, pattern, attempt);
  const cleanParams = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  // A detail page whose record does not exist is the site's 404 page, the same on the server.
  useNotFoundProbe(owner, pattern, cleanParams, loader.pageData);
  const notFound = useIsNotFound();
  if (notFound || !isPossibleDetail(pattern, cleanParams)) return <NotFoundPage />;

  return (
    <div data-remote={owner}>
      <ErrorBoundary
        resetKey={`${pathname}|${attempt}`}
        onError={(error) => {
          if (!reloadAfterChunkError(error)) console.error(`[shell] page ${pattern} of ${owner} failed`, error);
        }}
        fallback={(_reset, error) =>
          error instanceof PageNotProvidedError ? (
            <NotFoundPage />
          ) : (
            <>
              <ModuleUnavailable remote={owner} onRetry={() => setAttempt((n) => n + 1)} />
              <FirstPageShown />
            </>
          )
        }
      >
        <Suspense fallback={<PageSkeleton />}>
          {/* lazyPage keeps one lazy component per (owner, pattern, attempt): it is stable. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page lang={lang} params={cleanParams} />
          <FirstPageShown />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
