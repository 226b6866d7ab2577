import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION, acceptsContracts, contractsRangeFor } from './version';

it('matches the version of the package', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
  expect(CONTRACTS_VERSION).toBe(pkg.version);
});

it('needs the minor it was built against, not just the major', () => {
  expect(contractsRangeFor('1.2.0')).toBe('^1.2.0');
  // A remote built against 1.2 uses what 1.2 added: a 1.1 shell lacks it.
  expect(acceptsContracts('1.1.0', '^1.2.0')).toBe(false);
  expect(acceptsContracts('1.2.0', '^1.2.0')).toBe(true);
  expect(acceptsContracts('1.4.3', '^1.2.0')).toBe(true);
  expect(acceptsContracts('2.0.0', '^1.2.0')).toBe(false);
  expect(acceptsContracts('1.2.0', '^9.0.0')).toBe(false);
});

it('refuses a missing or malformed range', () => {
  expect(acceptsContracts('1.2.0', undefined)).toBe(false);
  expect(acceptsContracts('1.2.0', '')).toBe(false);
  expect(acceptsContracts('1.2.0', 'garbage')).toBe(false);
});
