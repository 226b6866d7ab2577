import { createPrefetchQueue } from './prefetchQueue';
import { remoteOfHref } from './linkOwner';

describe('createPrefetchQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches each key once, at least 200 ms apart', () => {
    const fetch = jest.fn((_key: string) => Promise.resolve());
    const queue = createPrefetchQueue(fetch);
    queue.add('mfe_products');
    queue.add('mfe_about');
    queue.add('mfe_products');
    queue.add('mfe_calculators');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['mfe_products']);
    jest.advanceTimersByTime(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['mfe_products', 'mfe_about']);
    jest.advanceTimersByTime(200);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['mfe_products', 'mfe_about', 'mfe_calculators']);
  });

  it('waits out the delay for a key added soon after the last fetch', () => {
    let now = 1000;
    const fetch = jest.fn((_key: string) => Promise.resolve());
    const queue = createPrefetchQueue(fetch, { now: () => now });
    queue.add('a');
    now += 50;
    queue.add('b');
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 150;
    jest.advanceTimersByTime(150);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores failures and starts nothing after stop', () => {
    const fetch = jest.fn((_key: string) => Promise.reject(new Error('offline')));
    const queue = createPrefetchQueue(fetch);
    queue.add('a');
    queue.add('b');
    queue.stop();
    jest.advanceTimersByTime(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('remoteOfHref', () => {
  const origin = 'http://site.test';
  it('finds the owner of a localised page link', () => {
    expect(remoteOfHref('http://site.test/ru/Credit?type=1', origin)).toBe('mfe_products');
    expect(remoteOfHref('/en/news/12', origin)).toBe('mfe_about');
    expect(remoteOfHref('/calculators', origin)).toBe('mfe_calculators');
  });
  it('ignores other sites, files and unknown pages', () => {
    expect(remoteOfHref('https://nbt.tj/', origin)).toBeNull();
    expect(remoteOfHref('/api/documents/tariffs.pdf', origin)).toBeNull();
    expect(remoteOfHref('/no-such-page', origin)).toBeNull();
  });
});
