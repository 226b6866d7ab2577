import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseLocalizedPath } from '@ssb/contracts';
import { initialTabFor, parseTabType, pinnedTabFor, searchWithType, type TabType } from './tabs';

/**
 * The active audience tab. On the first load without `type`, the tab is chosen and written to
 * the URL with `replace` (no extra history entry). Later pages linked without `type` keep the
 * last tab, so the sub-navigation does not jump while the visitor reads. The bank's own pages
 * (about, news, addresses…) always show the "About us" tab.
 */
function useTabTypeState(): TabType {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromUrl = parseTabType(new URLSearchParams(search).get('type'));
  const [initial] = useState(() => initialTabFor(parseLocalizedPath(pathname).path));
  const [last, setLast] = useState<TabType>(fromUrl ?? initial);
  // Remembering the last tab seen in the URL (React's "state from previous renders").
  if (fromUrl !== null && fromUrl !== last) setLast(fromUrl);

  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (fromUrl === null) navigate({ pathname, search: searchWithType(search, initial), hash }, { replace: true });
  }, [fromUrl, navigate, pathname, search, hash, initial]);

  // The bank's own pages are "About us" even when a link carried another audience's type.
  return pinnedTabFor(parseLocalizedPath(pathname).path) ?? fromUrl ?? last;
}

const TabTypeContext = createContext<TabType | null>(null);

/** One owner of the tab state for the whole frame (header, sub-nav, panel, footer). */
export function TabTypeProvider({ children }: { children: ReactNode }) {
  return <TabTypeContext.Provider value={useTabTypeState()}>{children}</TabTypeContext.Provider>;
}

export function useActiveTab(): TabType {
  const type = useContext(TabTypeContext);
  if (type === null) throw new Error('useActiveTab() must be used inside <TabTypeProvider>');
  return type;
}
