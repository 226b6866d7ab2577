/**
 * One client key for every limit window: counted in this process or shared across replicas, an
 * IPv6 client is its /64 in any spelling and an IPv4-mapped one is its IPv4 address; a release's
 * window counts release ids as they are.
 */
import { describe, expect, it } from '@jest/globals';
import { createAddressWindow } from './addressWindow';
import { sharedLimitWindows, type WindowEvents, type WindowStore } from './limitWindows';

/** A store that adds what it is sent, as PostgreSQL's does, and remembers the keys it saw. */
function countingStore(): WindowStore & { keys: Set<string> } {
  const counts = new Map<string, number>();
  const keys = new Set<string>();
  return {
    keys,
    settle: async (events: readonly WindowEvents[]) =>
      events.map(({ key, count, windowMs }) => {
        keys.add(key);
        counts.set(key, (counts.get(key) ?? 0) + count);
        return { key, count: counts.get(key) ?? 0, remainingMs: windowMs };
      }),
    describe: () => 'a test store',
    close: async () => undefined,
  };
}

const ONE_NETWORK = ['2001:db8:1234:5678::1', '2001:db8:1234:5678::2', '2001:DB8:1234:5678:0:0:0:3', '2001:0db8:1234:5678::abcd'];

describe('the client key of a limit window', () => {
  it('in this process: the addresses of one /64 share one budget, another /64 has its own', () => {
    const window = createAddressWindow({ perWindow: 4 });
    for (const address of ONE_NETWORK) {
      expect(window.full(address)).toBe(false);
      window.add(address);
    }
    expect(window.full('2001:db8:1234:5678::99')).toBe(true);
    expect(window.full('2001:db8:1234:5679::1')).toBe(false);
    window.add('::ffff:203.0.113.9');
    window.add('203.0.113.9');
    expect(window.retryAfter('203.0.113.9')).toBeGreaterThan(0);
  });

  it('shared across replicas: the store sees one key per client, the same as in this process', async () => {
    const store = countingStore();
    const windows = sharedLimitWindows({ store, settleMs: 10 });
    try {
      const window = createAddressWindow({ perWindow: 4, shared: windows, name: 'test' });
      for (const address of ONE_NETWORK) window.add(address);
      window.add('::ffff:203.0.113.9');
      window.add('203.0.113.9');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...store.keys].sort()).toEqual(['test:2001:db8:1234:5678::/64', 'test:203.0.113.9']);
      expect(window.full('2001:db8:1234:5678::99')).toBe(true);
      expect(window.full('2001:db8:1234:5679::1')).toBe(false);
    } finally {
      await windows.close();
    }
  });

  it("a release's window counts its ids as they are", () => {
    const window = createAddressWindow({ perWindow: 1, keyOf: (id) => id });
    window.add('1.0.0-abc');
    expect(window.full('1.0.0-abc')).toBe(true);
    expect(window.full('1.0.0-abd')).toBe(false);
  });
});
