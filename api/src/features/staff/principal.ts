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
  /** Publish, withdraw and revert news, vacancies, tenders, documents, offices, synonyms. */
  'content.publish': { roles: ['content_approver'], scopes: ['content'] },
  /** Publish and revert exchange rates and gold prices. */
  'rates.publish': { roles: ['rates_publisher'], scopes: ['rates'] },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(principal: Principal, permission: Permission): boolean {
  const rule: Rule = PERMISSIONS[permission];
  return principal.kind === 'person' ? principal.roles.some((role) => rule.roles.includes(role)) : rule.scopes.includes(principal.scope);
}

/** The name recorded with what a principal does: a person's name, or `machine:<token name>`. */
export const actorOf = (principal: Principal) =>
  principal.kind === 'person' ? { sub: principal.sub, name: principal.name } : { sub: `machine:${principal.id}`, name: `machine:${principal.name}` };
