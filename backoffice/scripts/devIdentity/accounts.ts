/**
 * The embedded development identity provider's staff: one account per role (two rates publishers, for the
 * four eyes past the rates' 5 % bound), with a password
 * printed when `npm start` starts it, so a fresh clone can sign in at once. Development only:
 * the provider refuses to run anywhere else (settings.ts), and the production images do not
 * carry it. The groups are the default mapping's (SSB_STAFF_ROLE_GROUPS).
 */
export interface DevAccount {
  username: string;
  password: string;
  name: string;
  role: string;
  groups: string[];
}

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { username: 'officer', password: 'officer-dev-2026', name: 'Шоира Қодирова', role: 'applications officer', groups: ['ssb-applications-officers'] },
  { username: 'editor', password: 'editor-dev-2026', name: 'Мадина Юсупова', role: 'content editor', groups: ['ssb-content-editors'] },
  { username: 'approver', password: 'approver-dev-2026', name: 'Рустам Саидов', role: 'content approver', groups: ['ssb-content-approvers'] },
  { username: 'treasury', password: 'treasury-dev-2026', name: 'Дилноза Раҳимова', role: 'rates publisher', groups: ['ssb-rates-publishers'] },
  // A second person of the treasury: approves a move of the rates past the 5 % one publisher may make alone.
  { username: 'treasury2', password: 'treasury2-dev-2026', name: 'Бахтиёр Олимов', role: 'rates publisher', groups: ['ssb-rates-publishers'] },
  { username: 'admin', password: 'admin-dev-2026', name: 'Фирдавс Назаров', role: 'administrator', groups: ['ssb-administrators'] },
];

export const accountOf = (username: string) => DEV_ACCOUNTS.find((a) => a.username === username);

/** The client the back office is registered as at the development provider. */
export const DEV_CLIENT = { id: 'ssb-backoffice', secret: 'ssb-backoffice-development-secret' } as const;
/** The API's audience and resource indicator at the development provider. */
export const DEV_RESOURCE = 'urn:ssb:staff-api';
