import { expect, it } from '@jest/globals';
import { DEFAULT_REGISTRY_POLL_MS, createRegistryStore, readRegistrySettings } from './registrySettings';

it('keeps the registry in the file and re-reads it every 2 s when nothing is set', () => {
  expect(readRegistrySettings({})).toEqual({ databaseUrl: undefined, pollMs: DEFAULT_REGISTRY_POLL_MS });
  expect(DEFAULT_REGISTRY_POLL_MS).toBe(2_000);
  expect(readRegistrySettings({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  const store = createRegistryStore('registry.json', readRegistrySettings({}));
  expect(store.describe()).toBe('registry.json');
  expect(store.shared).toBeFalsy();
});

it('keeps it in PostgreSQL when DATABASE_URL is a postgres:// or postgresql:// URL', async () => {
  for (const url of ['postgres://site:pw@db.example/ssb', 'postgresql://site:pw@db.example/ssb']) {
    const store = createRegistryStore('registry.json', readRegistrySettings({ DATABASE_URL: url, SSB_REGISTRY_POLL_MS: '500' }));
    expect(store.shared).toBe(true);
    expect(store.describe()).not.toContain('pw');
    await store.close?.();
  }
});

it('refuses a DATABASE_URL of another kind and a poll interval that is not a positive number', () => {
  expect(() => readRegistrySettings({ DATABASE_URL: 'sqlite:var/ssb.db' })).toThrow(/DATABASE_URL/);
  for (const bad of ['0', '-5', 'soon', '1.5']) expect(() => readRegistrySettings({ SSB_REGISTRY_POLL_MS: bad })).toThrow(/SSB_REGISTRY_POLL_MS/);
});
