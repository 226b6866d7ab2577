/**
 * Who is behind a request to the staff routes, and what each route needs. A person comes with
 * the access token the back office forwards (their roles from the provider's groups); automation
 * comes with a machine token of one scope. Every route names one permission, and the staff API's
 * authentication checks it on the server, whatever a screen shows.
 */
import type { StaffRole } from '@ssb/server-kit/staffRoles';

/** What a machine token may do: one of these. */
export const MACHINE_SCOPES = ['rates', 'content', 'applications'] as const;
export type MachineScope = (typeof MACHINE_SCOPES)[number];
export const isMachineScope = (value: unknown): value is MachineScope =>
  typeof value === 'string' && (MACHINE_SCOPES as readonly string[]).includes(value);

export type Principal =
  { kind: 'person'; sub: string; name: string; roles: readonly StaffRole[] } | { kind: 'machine'; id: string; name: string; scope: MachineScope };

interface Rule {
  roles: readonly StaffRole[];
  scopes: readonly MachineScope[];
}

/** Each permission: the roles that hold it, and the machine scopes that do. */
const PERMISSIONS = {
  /** Any staff member: who am I. */
  'signed-in': { roles: ['applications_officer', 'content_editor', 'content_approver', 'rates_publisher', 'administrator'], scopes: [] },
  /** The inbox: list and open applications and their documents, change a status, assign. */
  applications: { roles: ['applications_officer'], scopes: [] },
  /** An application's status alone, by reference (automation, e.g. from the core banking system). */
  'applications.status': { roles: ['applications_officer'], scopes: ['applications'] },
  /** Read the access record. */
  'access-record': { roles: ['administrator'], scopes: [] },
  /** Holds against deletion, and the record of deletions. */
  retention: { roles: ['administrator'], scopes: [] },
  /** Make and revoke machine tokens. */
  'machine-tokens': { roles: ['administrator'], scopes: [] },
  /** Read what is published and its history. */
  'content.read': { roles: ['content_editor', 'content_approver', 'rates_publisher'], scopes: ['content', 'rates'] },
  /**
   * Publish, withdraw and revert news, vacancies, tenders, documents, offices, synonyms at once:
   * automation only. People propose a change and a second person approves it (content.edit, content.approve).
   */
  'content.publish': { roles: [], scopes: ['content'] },
  /** Publish and revert exchange rates and gold prices at once: automation only (people: rates.edit, rates.approve). */
  'rates.publish': { roles: [], scopes: ['rates'] },
  /** The content studio: read the changes staff propose. */
  'changes.read': { roles: ['content_editor', 'content_approver', 'rates_publisher'], scopes: [] },
  /** Write, submit and discard one's own changes to the items (not the rates or gold prices). */
  'content.edit': { roles: ['content_editor', 'content_approver'], scopes: [] },
  /** Approve or return another person's change to the items. */
  'content.approve': { roles: ['content_approver'], scopes: [] },
  /** Write, submit and discard one's own changes to the exchange rates and gold prices, and publish them alone within the bound. */
  'rates.edit': { roles: ['rates_publisher'], scopes: [] },
  /** Approve or return another rates publisher's change to the rates or gold prices. */
  'rates.approve': { roles: ['rates_publisher'], scopes: [] },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(principal: Principal, permission: Permission): boolean {
  const rule: Rule = PERMISSIONS[permission];
  return principal.kind === 'person' ? principal.roles.some((role) => rule.roles.includes(role)) : rule.scopes.includes(principal.scope);
}

/** The name recorded with what a principal does: a person's name, or `machine:<token name>`. */
export const actorOf = (principal: Principal) =>
  principal.kind === 'person' ? { sub: principal.sub, name: principal.name } : { sub: `machine:${principal.id}`, name: `machine:${principal.name}` };
