/** A rate, bounded: `perSecond` on average, with bursts up to `burst`. */
export interface TokenBucket {
  /** Takes `amount`; false when that is more than the rate allows now. */
  take(amount: number): boolean;
}

export function tokenBucket(perSecond: number, burst: number, clock: () => number = () => performance.now()): TokenBucket {
  let tokens = burst;
  let last = clock();
  return {
    take(amount) {
      const now = clock();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (amount > tokens) return false;
      tokens -= amount;
      return true;
    },
  };
}
