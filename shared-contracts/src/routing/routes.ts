/**
 * The route ownership table: which remote owns which language-neutral path.
 * The shell builds its router from it, the site server answers 200 or 404 with it,
 * and each remote's `./routes` module maps the same patterns to its lazily loaded pages.
 */
import type { RemoteName } from '../runtime/remotes';

interface RouteOwnership {
  /** Language-neutral pattern, segments starting with ':' are parameters. */
  pattern: string;
  owner: RemoteName;
}

/**
 * The patterns each remote owns. Typed literally, so that a remote's declaration (its
 * `src/remote.ts`) must name exactly its own patterns: `PatternOf<'mfe_about'>`.
 */
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
  mfe_applications: ['/apply'],
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
} as const satisfies Record<RemoteName, readonly string[]>;

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
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return params;
}

/**
 * Finds the owner of a language-neutral path. Static patterns win over parameterised ones,
 * so '/Credit/faq' is the FAQ page and not a credit with slug 'faq'.
 */
export function matchRoute(path: string): RouteMatch | null {
  const clean = path.replace(/\/+$/, '') || '/';
  let best: RouteMatch | null = null;
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.pattern, clean);
    if (!params) continue;
    const isStatic = Object.keys(params).length === 0;
    if (isStatic) return { route, params };
    best ??= { route, params };
  }
  return best;
}

/**
 * The webpack chunk name of the page for a route pattern: '/Credit/:slug' → 'page-Credit-slug',
 * '/' → 'page-home'. Remotes name their page chunks so (the routes module generated from src/remote.ts), their manifests list each
 * page's files under it, and the site server preloads the files of the requested page.
 */
export function pageChunkName(pattern: string): string {
  const slug = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:/, ''))
    .join('-');
  return `page-${slug || 'home'}`;
}
