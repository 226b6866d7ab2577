/**
 * The back office's pages and the roles each needs: one table, read by the server (which
 * answers a page only to a staff member with its role: 403 and nothing else otherwise) and by
 * the app (which shows in its navigation only what the person may open). The content studio
 * adds its pages here.
 */
import type { StaffRole } from '@ssb/server-kit/staffRoles';

export interface PageRule {
  /** The path, with `:name` for a segment. */
  path: string;
  /** A staff member with any of these roles may open it. */
  roles: readonly StaffRole[];
}

export const PAGES = {
  home: { path: '/', roles: ['applications_officer', 'content_editor', 'content_approver', 'rates_publisher', 'administrator'] },
  inbox: { path: '/applications', roles: ['applications_officer'] },
  application: { path: '/applications/:id', roles: ['applications_officer'] },
  accessRecord: { path: '/admin/access-record', roles: ['administrator'] },
  machineTokens: { path: '/admin/machine-tokens', roles: ['administrator'] },
  retention: { path: '/admin/retention', roles: ['administrator'] },
  // The content studio. The first page whose pattern a path matches is the one it is: the rates
  // and a change come before a kind's items, whose `:kind` would match their words too.
  studio: { path: '/content', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
  rates: { path: '/content/rates', roles: ['rates_publisher'] },
  change: { path: '/content/changes/:id', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
  newItem: { path: '/content/:kind/new', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
  editItem: { path: '/content/:kind/:item/edit', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
  itemHistory: { path: '/content/:kind/:item/history', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
  contentKind: { path: '/content/:kind', roles: ['content_editor', 'content_approver', 'rates_publisher'] },
} as const satisfies Record<string, PageRule>;

export type PageName = keyof typeof PAGES;

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}/?$`);

/** The page a path is, or null. */
export function pageOf(pathname: string): PageName | null {
  for (const [name, rule] of Object.entries(PAGES) as [PageName, PageRule][]) if (patternOf(rule.path).test(pathname)) return name;
  return null;
}

export const mayOpen = (page: PageName, roles: readonly string[]) => (PAGES[page].roles as readonly string[]).some((role) => roles.includes(role));

/** The languages of the back office, as the public site names them. */
export const LANGS = ['tj', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);
