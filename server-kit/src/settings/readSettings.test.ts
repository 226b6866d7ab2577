import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { readSettings, secretNames, settingsFor, SettingsError, unknownSettings } from './readSettings';
import { Flag, List, Optional, Port, Secret, Whole } from './schema';

const SCHEMA = Type.Object({
  SSB_PORT: Port({ default: 8080, description: 'the port' }),
  SSB_LIMIT: Whole({ minimum: 1, default: 60, description: 'requests a minute' }),
  SSB_PROXIES: Optional(List({ item: '[0-9.]+(/[0-9]{1,2})?', items: 'addresses or CIDR ranges', description: 'proxies' })),
  SSB_FLAG: Flag({ description: 'a switch' }),
  SSB_TOKEN: Secret({ minLength: 16, description: 'a token' }),
});

const TOKEN = 'ops:0123456789abcdef';
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    readSettings(SCHEMA, env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-settings-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('gives numbers as numbers, with defaults for what is unset or blank', () => {
  expect(readSettings(SCHEMA, { SSB_PORT: ' 9000 ', SSB_LIMIT: '', SSB_TOKEN: TOKEN })).toEqual({
    SSB_PORT: 9000,
    SSB_LIMIT: 60,
    SSB_FLAG: '0',
    SSB_TOKEN: TOKEN,
  });
});

it('names the variable, the value and the allowed form in one line', () => {
  expect(refusal({ SSB_LIMIT: 'abc', SSB_TOKEN: TOKEN })).toBe(
    'SSB_LIMIT="abc" is not allowed: it must be a whole number from 1 up (requests a minute)',
  );
  expect(refusal({ SSB_PORT: '0', SSB_TOKEN: TOKEN })).toBe('SSB_PORT="0" is not allowed: it must be a whole number from 1 to 65535 (the port)');
  expect(refusal({ SSB_FLAG: 'yes', SSB_TOKEN: TOKEN })).toContain('it must be one of "0", "1"');
  expect(refusal({ SSB_PROXIES: '10.0.0.0/8, nope', SSB_TOKEN: TOKEN })).toContain('comma-separated addresses or CIDR ranges');
  expect(refusal({ SSB_LIMIT: '2.5', SSB_TOKEN: TOKEN })).toContain('SSB_LIMIT="2.5"');
});

it('says a required setting is missing, and never shows a secret’s value', () => {
  expect(refusal({})).toBe('SSB_TOKEN is not set: it must be text of at least 16 characters (a token)');
  const message = refusal({ SSB_TOKEN: 'hunter2' });
  expect(message).toContain('SSB_TOKEN=(its value, not shown)');
  expect(message).not.toContain('hunter2');
});

it('reads a secret from the file <NAME>_FILE names, and refuses both or an unreadable file', () => {
  const file = path.join(dir, 'token');
  writeFileSync(file, `${TOKEN}\n`);
  expect(readSettings(SCHEMA, { SSB_TOKEN_FILE: file }).SSB_TOKEN).toBe(TOKEN);
  expect(refusal({ SSB_TOKEN_FILE: file, SSB_TOKEN: TOKEN })).toBe('SSB_TOKEN and SSB_TOKEN_FILE are both set: set one');
  expect(refusal({ SSB_TOKEN_FILE: path.join(dir, 'missing') })).toContain('cannot be read (ENOENT)');
});

it('reads any setting from its file, not only a secret: a Secret holds an issuer beside its secret', () => {
  const file = path.join(dir, 'port');
  writeFileSync(file, '8099\n');
  expect(readSettings(SCHEMA, { SSB_TOKEN: TOKEN, SSB_PORT_FILE: file }).SSB_PORT).toBe(8099);
  expect(refusal({ SSB_TOKEN: TOKEN, SSB_PORT_FILE: file, SSB_PORT: '8099' })).toBe('SSB_PORT and SSB_PORT_FILE are both set: set one');
});

it('finds SSB_ variables no schema declares, and knows the settings’ _FILE forms and the tools’ own', () => {
  const env = { SSB_LIMT: '5', SSB_TOKEN_FILE: '/x', SSB_PORT_FILE: '/y', SSB_SITE_URL: 'http://x', PATH: '/bin', SSB_PORT: '1' };
  expect(unknownSettings([SCHEMA], env, ['SSB_SITE_URL'])).toEqual(['SSB_LIMT']);
});

it('passes a child process its own variables only, secrets as their files', () => {
  const env = { SSB_PORT: '1', SSB_TOKEN: TOKEN, SSB_TOKEN_FILE: '/run/secrets/token', OTHER: 'x', SSB_ELSE: 'y' };
  expect(settingsFor(SCHEMA, env)).toEqual({ SSB_PORT: '1', SSB_TOKEN_FILE: '/run/secrets/token' });
  expect(secretNames(SCHEMA)).toEqual(['SSB_TOKEN']);
});
