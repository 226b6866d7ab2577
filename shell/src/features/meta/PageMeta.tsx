/**
 * Title, description, `<html lang>`, canonical link and hreflang alternates of the document,
 * following the language and the page on every navigation. Pages set their own title and
 * description with `usePageMeta`; until they do (or when they never do) the route's own
 * (routeMeta, as the site server wrote them) apply.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LOCALES, NOT_FOUND_PATH, localeOf, localizePath, matchRoute, parseLocalizedPath, useLang, type LangCode } from '@ssb/contracts';
import { SERVER_RENDERED_ATTRIBUTE } from '../../ssr/serverRendered';
import { useIsNotFound } from '../not-found';
import { routeMeta } from './routeMeta';

export interface PageMeta {
  title?: string;
  description?: string;
}

type SetMeta = (meta: PageMeta | null) => void;

const PageMetaContext = createContext<SetMeta | null>(null);

/** The page's title ("Loans — SSB Bank") and description while the calling component is shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  const set = useContext(PageMetaContext);
  useEffect(() => {
    if (!set) return undefined;
    set({ title, description });
    return () => set(null);
  }, [set, title, description]);
}

/** The `<title>` text: the page's title, then the bank's name. */
function documentTitle(siteName: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} — ${siteName}` : siteName;
}

function setMetaContent(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Keeps the alternates the server wrote (one per language and x-default) on the current page. */
function syncAlternates(neutralPath: string): void {
  const origin = window.location.origin;
  const hrefs: Record<string, string> = { 'x-default': `${origin}${localizePath(neutralPath, 'tj')}` };
  for (const locale of LOCALES) hrefs[locale.iso.slice(0, 2)] = `${origin}${localizePath(neutralPath, locale.code)}`;
  for (const [hreflang, href] of Object.entries(hrefs)) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.append(link);
    }
    link.href = href;
  }
}

/**
 * The page's canonical address on the site's public origin, which the server's canonical link
 * names (the browser's origin may be another, behind a proxy).
 */
function syncCanonical(neutralPath: string, lang: LangCode, present: boolean): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!present) {
    link?.remove();
    return;
  }
  const origin = link ? new URL(link.href).origin : window.location.origin;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = `${origin}${localizePath(neutralPath.replace(/(.)\/+$/, '$1'), lang)}`;
}

/**
 * Whether the site server rendered this document, and so wrote its head from the page's record.
 * Asked while rendering, so also on the server, which has no document (and runs no effects).
 */
const headFromServer = () => typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) === true;

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const intl = useIntl();
  const lang = useLang();
  const { pathname } = useLocation();
  const neutral = parseLocalizedPath(pathname).path;
  const notFound = useIsNotFound();
  const pattern = notFound || neutral === NOT_FOUND_PATH ? null : (matchRoute(neutral)?.route.pattern ?? null);
  // The site server's title and description for the first address (the product's name, not
  // the section's) stand until the page names itself: hydration would otherwise show the
  // route's generic title for a moment.
  const [serverAddress] = useState(() => (headFromServer() ? pathname : null));
  const movedOn = useRef(false);

  useEffect(() => {
    if (pathname !== serverAddress) movedOn.current = true;
    const serverHead = serverAddress !== null && !movedOn.current;
    const route = routeMeta((id) => (id in intl.messages ? intl.formatMessage({ id }) : undefined), pattern);
    document.documentElement.lang = localeOf(lang).iso;
    if (meta?.title) document.title = documentTitle(intl.formatMessage({ id: 'site.name' }), meta.title);
    else if (!serverHead) document.title = route.title;
    if (meta?.description || !serverHead) setMetaContent('description', meta?.description ?? route.description);
  }, [lang, intl, meta, pattern, pathname, serverAddress]);

  useEffect(() => {
    syncAlternates(neutral);
    syncCanonical(neutral, lang, pattern !== null);
  }, [neutral, lang, pattern]);

  const set = useMemo<SetMeta>(() => setMeta, []);
  return <PageMetaContext.Provider value={set}>{children}</PageMetaContext.Provider>;
}
