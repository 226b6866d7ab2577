/**
 * Which remote owns which language-neutral path: the shell routes by it, the site server answers
 * 200 or 404 by it, and each remote's `./routes` maps the same patterns to its pages.
 */

interface RouteOwnership {
  /** Language-neutral pattern, segments starting with ':' are parameters. */
  pattern: string;
  owner: RemoteName;
}

/** Typed literally, so a remote's declaration must name exactly its own patterns (`PatternOf<'mfe_about'>`). */
export const ROUTES_BY_REMOTE = {
  mfe_products: [
    '/',
    '/Deposit',
    '/Deposit/faq',
    '/Deposit/:slug',
    '/Credit',
    '/Credit/faq',
    '/Credit/:slug',
    '/Card',
    '/Card/:slug',
    '/transfers',
    '/transfers/:slug',
    '/rko',
    '/safe-operations',
    '/SSB-mobile',
    '/rules-card',
    '/FAQ',
    '/legal-person',
    '/services',
    '/services/view',
    '/services/:slug',
    '/financial-organization',
    '/correspondence',
    '/sale',
    '/interbank-lending',
    '/organization-documents',
    '/Rates',
  ],
  mfe_calculators: ['/calculators'],
  mfe_applications: ['/apply', '/application-status'],
  mfe_about: [
    '/about',
    '/about-bank',
    '/history',
    '/head',
    '/structure',
    '/documents',
    '/rights',
    '/contact-us',
    '/question',
    '/news',
    '/news/:slug',
    '/press-center',
    '/addresses',
    '/gallery',
    '/vacancy',
    '/vacancy/:slug',
    '/tenders',
    '/search',
    '/privacy',
  ],
} as const satisfies Record<`mfe_${string}`, readonly string[]>;

/** The remotes: the keys of the table above, the one list of them (the folders follow it). */
export type RemoteName = keyof typeof ROUTES_BY_REMOTE;
export const REMOTE_NAMES = Object.keys(ROUTES_BY_REMOTE) as readonly RemoteName[];

export type PatternOf<N extends RemoteName> = (typeof ROUTES_BY_REMOTE)[N][number];

export const ROUTE_TABLE: readonly RouteOwnership[] = (Object.keys(ROUTES_BY_REMOTE) as RemoteName[]).flatMap((owner) =>
  ROUTES_BY_REMOTE[owner].map((pattern) => ({ pattern, owner })),
);

/** The 404 page is the shell's own route. */
export const NOT_FOUND_PATH = '/404';

interface RouteMatch {
  route: RouteOwnership;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return params;
}

/** The owner of a language-neutral path; a static pattern wins ('/Credit/faq' is the FAQ, not a credit 'faq'). */
export function matchRoute(path: string): RouteMatch | null {
  const clean = path.replace(/\/+$/, '') || '/';
  let best: RouteMatch | null = null;
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.pattern, clean);
    if (!params) continue;
    if (Object.keys(params).length === 0) return { route, params };
    best ??= { route, params };
  }
  return best;
}

/**
 * A page's chunk name ('/Credit/:slug' → 'page-Credit-slug', '/' → 'page-home'): remotes name their page
 * chunks so, their manifests list each page's files under it, the site server preloads them.
 */
export function pageChunkName(pattern: string): string {
  const slug = pattern.split('/').filter(Boolean).join('-');
  return `page-${slug.replace(/(^|-):/g, '$1') || 'home'}`;
}
