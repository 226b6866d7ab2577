import { useEffect, useState, type ComponentType } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { applicationRequestAtom, useAlerts, useRemoteLoader, type DialogHostProps } from '@ssb/contracts';
import { ErrorBoundary } from '@ssb/ui-kit';

type Host = ComponentType<DialogHostProps>;

/**
 * Mounts mfe-applications' DialogHost on the first "Apply" request from any page, and keeps
 * it mounted afterwards. Until then that remote is not fetched, so a first visit to a page
 * without an open dialog costs nothing. A failed load is reported through the alert bus and
 * the request is dropped, so the next click tries again.
 */
export function ApplicationDialogMount() {
  const loader = useRemoteLoader();
  const intl = useIntl();
  const { show, clear } = useAlerts();
  const [request, setRequest] = useAtom(applicationRequestAtom);
  const [host, setHost] = useState<{ Component: Host } | null>(null);
  const wanted = request !== null && host === null;

  useEffect(() => {
    if (!wanted) return undefined;
    let alive = true;
    show('loading', intl.formatMessage({ id: 'application.loading' }));
    loader.loadWidget('mfe_applications/DialogHost').then(
      (mod) => {
        if (!alive) return;
        clear();
        setHost({ Component: mod.default });
      },
      (error: unknown) => {
        console.error('[ApplicationDialogMount] mfe_applications/DialogHost failed to load', error);
        if (!alive) return;
        show('error', intl.formatMessage({ id: 'application.unavailable' }));
        setRequest(null);
      },
    );
    return () => {
      alive = false;
    };
  }, [wanted, loader, intl, show, clear, setRequest]);

  if (!host) return null;
  const { Component } = host;
  // A dialog that throws must not take the page with it; the next request renders it afresh.
  return (
    <ErrorBoundary
      resetKey={request}
      fallback={() => null}
      onError={(error) => {
        console.error('[ApplicationDialogMount] mfe_applications/DialogHost failed to render', error);
        show('error', intl.formatMessage({ id: 'application.unavailable' }));
      }}
    >
      <Component />
    </ErrorBoundary>
  );
}
