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

it('has a changelog entry for the version it is, saying what a remote team does before upgrading', () => {
  const changelog = readFileSync(path.join(__dirname, '../CHANGELOG.md'), 'utf8');
  const entries = changelog.split(/^## /m).slice(1);
  const entry = entries.find((text) => text.split(/\s/, 1)[0] === CONTRACTS_VERSION);
  expect(entry).toMatch(/^Before upgrading/m);
  // Newest first, each version once: the entry above is the one a reader finds first.
  expect(entries[0]?.split(/\s/, 1)[0]).toBe(CONTRACTS_VERSION);
});
