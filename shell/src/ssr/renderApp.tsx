/**
 * The shell's server build: renders the site for one URL to HTML, with the owning remote's page
 * and the API answers it needs, so a phone paints the page before any JavaScript has arrived.
 * The browser then hydrates the same tree (start.tsx).
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ROUTER_FUTURE, createServerResources } from '@ssb/contracts';
import { createApiClient } from '@ssb/api-client';
import { App } from '../app/App';
import { createLazyPages, type ShellRemoteLoader } from '../federation/lazyPages';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import type { ServerRenderRequest, ServerRenderResult } from './types';

export type { ServerRenderRequest, ServerRenderResult, ShellServerBuild } from './types';

/**
 * The singletons a remote's server build imports (its webpack externals: the keys of
 * sharedSingletons() in federation-config/webpack/federation.cjs, a test holds them equal): the instances
 * this build uses, so a remote's page sees the shell's contexts (router, intl, site, styles).
 */
const SHARED: Record<string, () => unknown> = {
  /* eslint-disable @typescript-eslint/no-require-imports -- the very module objects, not copies */
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/client': () => require('react-dom/client'),
  'react-router-dom': () => require('react-router-dom'),
  'react-intl': () => require('react-intl'),
  jotai: () => require('jotai'),
  'styled-components': () => require('styled-components'),
  '@ssb/contracts': () => require('@ssb/contracts'),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

export function sharedModule(name: string): unknown {
  return SHARED[name]?.();
}

/** Widgets (RemoteSlot) load in an effect, which a server never runs. */
const noWidgetsOnServer = () => Promise.reject(new Error('widgets are loaded in the browser'));

export function renderApp(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { url, config, apiOrigin, loadRoutes, timeoutMs, notFound, answers } = request;
  const sheet = new ServerStyleSheet();
  const resources = createServerResources();
  const loader: ShellRemoteLoader = {
    loadRoutes,
    loadWidget: noWidgetsOnServer,
    ...createLazyPages(loadRoutes, { NotProvided: NotFoundPage, releaseOf: (remote) => config.releases?.[remote]?.id }),
  };
  function Router({ children }: { children: ReactNode }) {
    return (
      <StaticRouter location={url} future={ROUTER_FUTURE}>
        {children}
      </StaticRouter>
    );
  }
  const app = (
    <App
      config={config}
      loader={loader}
      Router={Router}
      resources={resources}
      api={createApiClient(config.apiBaseUrl, { origin: apiOrigin, answers })}
      notFound={notFound}
    />
  );

  return new Promise<ServerRenderResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      try {
        // An error inside the page (a failing remote, a throwing component) would leave its
        // fallback in the HTML: the browser renders such a page better on its own.
        if (errors.length > 0) throw errors[0];
        resolve({ html: Buffer.concat(chunks).toString('utf8'), styleTags: sheet.getStyleTags(), resources: resources.snapshot() });
      } catch (error) {
        reject(error);
      } finally {
        sheet.seal();
      }
    });
    const stream = renderToPipeableStream(sheet.collectStyles(app), {
      // Everything, data included: the HTML is sent whole, not streamed.
      onAllReady: () => stream.pipe(sink),
      // Never move a large page out of line (React does, to reveal it by script in its turn):
      // the page must read the same without JavaScript, and it is all ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: (error) => {
        clearTimeout(timer);
        sheet.seal();
        reject(error);
      },
      onError: (error) => {
        errors.push(error);
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`server render of ${url} took longer than ${timeoutMs} ms`));
      reject(new Error(`server render of ${url} timed out`));
    }, timeoutMs);
  });
}
