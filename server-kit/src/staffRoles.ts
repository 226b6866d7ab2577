/**
 * The bank's staff roles, and how they follow from the groups an identity provider puts in its
 * tokens (SSB_STAFF_ROLE_GROUPS: `role=group|group,role=group`). The back office and the API read
 * the same setting with this one module, so a person has the same roles on the screens and in the
 * API, which checks them itself.
 */
import { Text } from './settings/schema';

export const STAFF_ROLES = ['applications_officer', 'content_editor', 'content_approver', 'rates_publisher', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The groups of the embedded development provider (and a sensible naming for the bank's own). */
export const DEFAULT_ROLE_GROUPS =
  'applications_officer=ssb-applications-officers,content_editor=ssb-content-editors,content_approver=ssb-content-approvers,rates_publisher=ssb-rates-publishers,administrator=ssb-administrators';

/** Role → the groups that give it. */
export type RoleGroups = Record<StaffRole, readonly string[]>;

export function parseRoleGroups(setting: string): RoleGroups {
  const mapping = Object.fromEntries(STAFF_ROLES.map((role) => [role, [] as string[]])) as Record<StaffRole, string[]>;
  for (const part of setting.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const [role, groups] = part.split('=', 2).map((s) => s.trim());
    if (!isStaffRole(role)) throw new Error(`SSB_STAFF_ROLE_GROUPS: "${role ?? ''}" is not a role (${STAFF_ROLES.join(', ')})`);
    const names = (groups ?? '')
      .split('|')
      .map((g) => g.trim())
      .filter(Boolean);
    if (names.length === 0) throw new Error(`SSB_STAFF_ROLE_GROUPS: ${role} names no group`);
    mapping[role].push(...names);
  }
  return mapping;
}

/**
 * The roles of a token's claims: its groups claim (a list of names, or one name; Entra ID names
 * group object ids, ADFS `group`, Keycloak `groups`) through the mapping. No group, no role.
 */
export function rolesOf(claims: Record<string, unknown>, groupsClaim: string, mapping: RoleGroups): StaffRole[] {
  const raw = claims[groupsClaim];
  const groups = new Set((Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []).filter((g): g is string => typeof g === 'string'));
  // A Keycloak group path (/ssb-administrators) names the group too.
  for (const group of [...groups]) if (group.startsWith('/')) groups.add(group.slice(group.lastIndexOf('/') + 1));
  return STAFF_ROLES.filter((role) => mapping[role].some((group) => groups.has(group)));
}

/** The name a token gives its person: `name`, else the user name, else the subject. */
export function staffNameOf(claims: Record<string, unknown>): string {
  for (const key of ['name', 'preferred_username', 'upn', 'email', 'sub']) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 120);
  }
  return 'unknown';
}

/** The settings the API and the back office share: who the provider is and how its groups map to roles. */
export const STAFF_IDENTITY_SETTINGS = {
  SSB_STAFF_AUDIENCE: Text({
    default: 'urn:ssb:staff-api',
    description: 'the audience (aud) of the staff’s access tokens for the API, as the identity provider writes it',
  }),
  SSB_STAFF_GROUPS_CLAIM: Text({
    default: 'groups',
    pattern: '^[A-Za-z0-9_.:/-]{1,100}$',
    form: 'a claim name',
    description: 'the token claim that lists the staff member’s groups (Keycloak: groups; Entra ID: groups or roles; ADFS: group)',
  }),
  SSB_STAFF_ROLE_GROUPS: Text({
    default: DEFAULT_ROLE_GROUPS,
    pattern: '^\\s*[a-z_]+\\s*=\\s*[^,=]+(\\s*,\\s*[a-z_]+\\s*=\\s*[^,=]+)*\\s*$',
    form: 'comma-separated role=group|group',
    description: `which groups give which role (${STAFF_ROLES.join(', ')})`,
  }),
};
