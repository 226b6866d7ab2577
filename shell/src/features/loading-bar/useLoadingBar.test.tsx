import { act, renderHook } from '@testing-library/react';
import { useLoadingBar } from './useLoadingBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => renderHook(({ loading }) => useLoadingBar(loading), { initialProps: { loading: false } });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('never shows for a load faster than 200 ms', () => {
  const bar = setup();
  bar.rerender({ loading: true });
  advance(199);
  expect(bar.result.current).toBe('idle');
  bar.rerender({ loading: false });
  advance(1000);
  expect(bar.result.current).toBe('idle');
});

it('shows a slow load from 200 ms, completes it, and hides 500 ms after it ended', () => {
  const bar = setup();
  bar.rerender({ loading: true });
  advance(200);
  expect(bar.result.current).toBe('running');
  advance(1000);
  bar.rerender({ loading: false });
  advance(0);
  expect(bar.result.current).toBe('done');
  advance(499);
  expect(bar.result.current).toBe('done');
  advance(1);
  expect(bar.result.current).toBe('idle');
});

it('shows at most 5000 ms, even when the load never ends', () => {
  const bar = setup();
  bar.rerender({ loading: true });
  advance(200);
  expect(bar.result.current).toBe('running');
  advance(4999);
  expect(bar.result.current).toBe('running');
  advance(1);
  expect(bar.result.current).toBe('idle');
});
