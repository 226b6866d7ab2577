import { collectWebVitals } from './collectWebVitals';

it('registers with web-vitals without throwing where the browser measures nothing (jsdom)', () => {
  const listener = jest.fn();
  expect(() => collectWebVitals(listener)).not.toThrow();
  expect(listener).not.toHaveBeenCalled();
});
