/**
 * Which address is a 404 page although its route exists: a detail page whose record the API
 * does not have (/ru/Credit/987654). The site server says so for the first page (it answers 404
 * with the 404 page); later pages are found out from their first declared request.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NotFoundObserver } from './notFoundObserver';

interface NotFoundValue {
  notFoundPath: string | null;
  markNotFound(pathname: string): void;
  observer: NotFoundObserver | null;
}

const NotFoundContext = createContext<NotFoundValue>({ notFoundPath: null, markNotFound: () => undefined, observer: null });

export function NotFoundProvider({
  initialNotFound = false,
  observer,
  children,
}: {
  /** The server answered this address with its 404 page. */
  initialNotFound?: boolean;
  observer: NotFoundObserver;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [notFoundPath, setNotFoundPath] = useState<string | null>(initialNotFound ? pathname : null);
  const markNotFound = useCallback((path: string) => setNotFoundPath(path), []);
  const value = useMemo(() => ({ notFoundPath, markNotFound, observer }), [notFoundPath, markNotFound, observer]);
  return <NotFoundContext.Provider value={value}>{children}</NotFoundContext.Provider>;
}

/** True while the address shown is one found to be a 404 page. */
export function useIsNotFound(): boolean {
  const { pathname } = useLocation();
  return useContext(NotFoundContext).notFoundPath === pathname;
}

export const useNotFoundControl = () => useContext(NotFoundContext);
