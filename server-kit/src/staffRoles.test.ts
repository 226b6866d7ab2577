import { DEFAULT_ROLE_GROUPS, parseRoleGroups, rolesOf, staffNameOf } from './staffRoles';

describe('staff roles from groups', () => {
  const mapping = parseRoleGroups(`${DEFAULT_ROLE_GROUPS},administrator=Domain Admins|ssb-it`);

  it('maps the groups claim through the setting, a Keycloak group path included', () => {
    expect(rolesOf({ groups: ['ssb-applications-officers', 'other'] }, 'groups', mapping)).toEqual(['applications_officer']);
    expect(rolesOf({ groups: ['/bank/ssb-it', 'ssb-content-editors'] }, 'groups', mapping)).toEqual(['content_editor', 'administrator']);
    expect(rolesOf({ group: 'Domain Admins' }, 'group', mapping)).toEqual(['administrator']);
  });

  it('gives no role without the claim, or with a claim of another shape', () => {
    expect(rolesOf({}, 'groups', mapping)).toEqual([]);
    expect(rolesOf({ groups: 'nobody' }, 'groups', mapping)).toEqual([]);
    expect(rolesOf({ groups: [{ name: 'ssb-administrators' }] }, 'groups', mapping)).toEqual([]);
  });

  it('refuses a mapping that names an unknown role or no group', () => {
    expect(() => parseRoleGroups('superuser=admins')).toThrow(/not a role/);
    expect(() => parseRoleGroups('administrator=')).toThrow(/names no group/);
  });

  it('names a person by name, else user name, else subject', () => {
    expect(staffNameOf({ name: 'Зарина Қодирова', sub: 'x' })).toBe('Зарина Қодирова');
    expect(staffNameOf({ preferred_username: 'zqodirova', sub: 'x' })).toBe('zqodirova');
    expect(staffNameOf({ sub: 'abc' })).toBe('abc');
  });
});
