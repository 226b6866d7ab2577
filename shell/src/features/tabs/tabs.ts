/**
 * The audience tabs (individuals, legal entities, financial organisations, about us). The chosen tab lives in the `type` query parameter, so a link
 * can open the site on any audience and the back button restores it.
 */
import { localizePath, matchRoute, type LangCode } from '@ssb/contracts';
import type { ShellMessageId } from '../../i18n/messageIds';

export type TabType = 1 | 2 | 3 | 4 | 5;

/** A page with a label in the catalogs: `page.<name>` (its path is `/<name>`). */
export type PageName = Extract<ShellMessageId, `page.${string}`> extends `page.${infer N}` ? N : never;
export const pageLabel = (name: PageName): ShellMessageId => `page.${name}`;

export interface Tab {
  type: TabType;
  /** Language-neutral path the tab opens. */
  root: string;
  label: ShellMessageId;
  /** Sub-navigation items: path segments of the children. */
  children: readonly PageName[];
}

export const TABS: readonly Tab[] = [
  { type: 1, root: '/', label: 'tab.1', children: ['Deposit', 'Credit', 'transfers', 'Card', 'rko', 'safe-operations', 'SSB-mobile'] },
  { type: 2, root: '/legal-person', label: 'tab.2', children: ['Deposit', 'Credit', 'rko', 'services', 'SSB-mobile'] },
  {
    type: 3,
    root: '/financial-organization',
    label: 'tab.3',
    children: ['correspondence', 'sale', 'interbank-lending', 'organization-documents'],
  },
  {
    type: 4,
    root: '/about',
    label: 'tab.4',
    children: ['about-bank', 'documents', 'history', 'news', 'head', 'structure', 'gallery', 'addresses', 'rights'],
  },
  // Type 5 is a link to the rights page with no children of its own.
  { type: 5, root: '/rights', label: 'tab.5', children: [] },
];

/** The four audiences (type 5 is the rights link). */
export const AUDIENCE_TABS: readonly Tab[] = TABS.filter((t) => t.type !== 5);

const DEFAULT_TAB: TabType = 1;

export function parseTabType(value: string | null): TabType | null {
  if (value === null || !/^[1-5]$/.test(value)) return null;
  return Number(value) as TabType;
}

export function tabOf(type: TabType): Tab {
  return TABS.find((t) => t.type === type) ?? (TABS[0] as Tab);
}

/** The bank's own pages that have a place elsewhere: the rights page has its tab, search none. */
const NOT_ABOUT = new Set(['/rights', '/search']);

/**
 * The tab a page belongs to whatever audience the visitor came from: the bank's own pages
 * (about the bank, news, addresses, vacancies…) are "About us", never an audience's. Null for
 * the audiences' pages, which follow the chosen tab.
 */
export function pinnedTabFor(neutralPath: string): TabType | null {
  const match = matchRoute(neutralPath);
  if (!match || match.route.owner !== 'mfe_about' || NOT_ABOUT.has(match.route.pattern)) return null;
  return 4;
}

/**
 * The tab a first visit without `type` starts on: the page's own tab (pinnedTabFor), the tab
 * whose root is the path (a visitor landing on /legal-person is a legal entity), otherwise the first tab.
 */
export function initialTabFor(neutralPath: string): TabType {
  if (neutralPath === '/') return DEFAULT_TAB;
  return pinnedTabFor(neutralPath) ?? TABS.find((t) => t.root === neutralPath)?.type ?? DEFAULT_TAB;
}

/** `?type=N` appended to a localised path. */
export function withType(neutralPath: string, lang: LangCode, type: TabType): string {
  return `${localizePath(neutralPath, lang)}?type=${type}`;
}

export const tabHref = (tab: Tab, lang: LangCode): string => withType(tab.root, lang, tab.type);

/**
 * An item is highlighted when the current path ends with its name. Detail pages of
 * the section (/Credit/7) keep their section highlighted too.
 */
export function isSubItemActive(neutralPath: string, name: PageName): boolean {
  const path = neutralPath.replace(/\/+$/, '');
  return path.endsWith(`/${name}`) || path.startsWith(`/${name}/`);
}

/** Sets `type` in a query string, keeping every other parameter. */
export function searchWithType(search: string, type: TabType): string {
  const params = new URLSearchParams(search);
  params.set('type', String(type));
  return `?${params.toString()}`;
}
