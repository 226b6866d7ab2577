/** The settings' documentation says what the schemas say. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { settingsDocument, settingsDocIsCurrent } from './settingsDoc';
import { LOCAL_SCHEMAS } from './settings';

it('docs/settings.md is generated from the current schemas (npm run docs:settings)', () => {
  expect(settingsDocIsCurrent()).toBe(true);
  for (const schema of LOCAL_SCHEMAS) for (const name of Object.keys(schema.properties)) expect(settingsDocument()).toContain(`\`${name}\``);
});

it('the README’s settings table names declared settings only, with their declared defaults', () => {
  const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Settings'), readme.indexOf('\n## ', readme.indexOf('## Settings') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  expect(rows.length).toBeGreaterThan(5);
  const declared = new Map<string, unknown>();
  for (const schema of LOCAL_SCHEMAS as TObject[])
    for (const [name, node] of Object.entries(schema.properties)) declared.set(name, (node as { default?: unknown }).default);
  const named = rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`(?: \(`([^`]*)`\))?/g)]);
  expect(named.length).toBeGreaterThanOrEqual(rows.length);
  for (const [, name, shownDefault] of named) {
    expect({ name, declared: declared.has(name as string) }).toEqual({ name, declared: true });
    if (shownDefault !== undefined) expect({ name, default: shownDefault }).toEqual({ name, default: String(declared.get(name as string)) });
  }
});
