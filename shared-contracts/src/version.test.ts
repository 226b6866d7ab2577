import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION, isCompatibleContracts } from './version';

it('matches the version of the package', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
  expect(CONTRACTS_VERSION).toBe(pkg.version);
});

it('accepts remotes of the same major only', () => {
  expect(isCompatibleContracts('1.4.0', '1.0.2')).toBe(true);
  expect(isCompatibleContracts('1.4.0', '2.0.0')).toBe(false);
  expect(isCompatibleContracts('1.4.0', undefined)).toBe(false);
  expect(isCompatibleContracts('1.4.0', 'garbage')).toBe(false);
});
