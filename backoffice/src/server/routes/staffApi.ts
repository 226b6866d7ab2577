/**
 * The app's calls to the API, through the back office: `/bo-api/<path>` is sent to the API's
 * `/internal/staff/<path>` with the signed-in staff member's access token, and nothing else of
 * the browser's request (no cookie, no header but the JSON body, or a picture's multipart body). Only the routes listed here
 * pass, each checked against the staff member's roles first; the API checks the token and the
 * role again itself. The content studio's forms, items' histories and changes are open to its
 * three roles here; the API decides by the change's kind (rates publishers the rates and gold prices, editors and approvers
 * the rest) and refuses an approval by the change's own author.
 */
import type { StaffRole } from '@ssb/server-kit/staffRoles';

interface ApiRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** The path after /bo-api, as a pattern. */
  path: RegExp;
  roles: readonly StaffRole[];
}

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OFFICER: readonly StaffRole[] = ['applications_officer'];
const ADMIN: readonly StaffRole[] = ['administrator'];
/** Write, submit and read changes: every role of the content studio. */
const STUDIO: readonly StaffRole[] = ['content_editor', 'content_approver', 'rates_publisher'];
/** The studio's pictures: those who write news, sliders and products (content.edit at the API). */
const PICTURES: readonly StaffRole[] = ['content_editor', 'content_approver'];
/** Approve or return another person's change. */
const APPROVERS: readonly StaffRole[] = ['content_approver', 'rates_publisher'];

export const STAFF_API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: /^\/applications$/, roles: OFFICER },
  { method: 'GET', path: new RegExp(`^/applications/${ID}$`), roles: OFFICER },
  { method: 'PUT', path: new RegExp(`^/applications/${ID}/status$`), roles: OFFICER },
  { method: 'PUT', path: new RegExp(`^/applications/${ID}/assignee$`), roles: OFFICER },
  { method: 'GET', path: /^\/officers$/, roles: OFFICER },
  { method: 'GET', path: /^\/access-record$/, roles: ADMIN },
  { method: 'GET', path: /^\/machine-tokens$/, roles: ADMIN },
  { method: 'POST', path: /^\/machine-tokens$/, roles: ADMIN },
  { method: 'DELETE', path: /^\/machine-tokens\/[a-z0-9]{12}$/, roles: ADMIN },
  { method: 'GET', path: /^\/retention$/, roles: ADMIN },
  { method: 'GET', path: /^\/deletions$/, roles: ADMIN },
  { method: 'PUT', path: /^\/applications\/[0-9A-Fa-f]{8}\/hold$/, roles: ADMIN },
  { method: 'DELETE', path: /^\/applications\/[0-9A-Fa-f]{8}\/hold$/, roles: ADMIN },
  { method: 'GET', path: /^\/changes$/, roles: STUDIO },
  { method: 'GET', path: new RegExp(`^/changes/${ID}$`), roles: STUDIO },
  { method: 'POST', path: /^\/changes$/, roles: STUDIO },
  { method: 'PUT', path: new RegExp(`^/changes/${ID}$`), roles: STUDIO },
  { method: 'DELETE', path: new RegExp(`^/changes/${ID}$`), roles: STUDIO },
  { method: 'POST', path: new RegExp(`^/changes/${ID}/submit$`), roles: STUDIO },
  { method: 'POST', path: new RegExp(`^/changes/${ID}/approve$`), roles: APPROVERS },
  { method: 'POST', path: new RegExp(`^/changes/${ID}/return$`), roles: APPROVERS },
  { method: 'POST', path: new RegExp(`^/changes/${ID}/publish$`), roles: ['rates_publisher'] },
  // A sealed preview for the public site: the author's, or an approver's before approving.
  { method: 'POST', path: new RegExp(`^/changes/${ID}/preview$`), roles: STUDIO },
  { method: 'GET', path: /^\/pictures$/, roles: PICTURES },
  // multipart/form-data (a file and its alt texts), relayed as it came by its own route (app.ts).
  { method: 'POST', path: /^\/pictures$/, roles: PICTURES },
  // A document's PDF (application/pdf), relayed as it came by its own route (app.ts), for a document change to name.
  { method: 'PUT', path: /^\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,80}\.pdf$/, roles: PICTURES },
  { method: 'GET', path: /^\/forms$/, roles: STUDIO },
  { method: 'GET', path: /^\/forms\/[a-z-]{1,30}\/items$/, roles: STUDIO },
  { method: 'GET', path: /^\/history\/[a-z-]{1,30}\/([1-9][0-9]{0,8}|[A-Za-z_]{1,20})$/, roles: STUDIO },
];

/** The route a call is, or null: not a call the back office makes. */
export const staffApiRouteOf = (method: string, path: string): ApiRoute | null =>
  STAFF_API_ROUTES.find((route) => route.method === method && route.path.test(path)) ?? null;
