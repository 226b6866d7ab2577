import { reloadAfterChunkError } from './chunkReload';

const chunkError = Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' });

it('reloads after a chunk error at most once a minute', () => {
  const reload = jest.fn();
  window.sessionStorage.clear();
  expect(reloadAfterChunkError(chunkError, 1_000_000, reload)).toBe(true);
  expect(reloadAfterChunkError(chunkError, 1_030_000, reload)).toBe(false);
  expect(reloadAfterChunkError(chunkError, 1_060_001, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
  expect(reloadAfterChunkError(new Error('other'), 2_000_000, reload)).toBe(false);
});
