/**
 * A render process's CPU, watched from outside. Wall time alone bounds a render that waits, not
 * one that computes while other renders wait with it, nor a process that keeps computing after it
 * answered. Two rules, checked every `intervalMs`:
 *   - while it renders: the CPU it used since it became busy stays within `perRenderMs` for each
 *     render it was given since then;
 *   - while it has no render: it may finish what a render left (a garbage collection) for
 *     `idleGraceMs`, then it uses at most `idleMs` in any window of `idleWindowMs` (a window, not
 *     one interval: on a loaded machine a spinning process gets only a share of a core).
 * A process past either is stopped (its renders fail: their pages are served unrendered).
 */
export interface CpuLimits {
  /** CPU a render may take (ms); renders cost 5–40 ms here. */
  perRenderMs: number;
  /** CPU a process with no render may use in one window (ms). */
  idleMs: number;
  /** The window idle CPU is counted over (ms). */
  idleWindowMs: number;
  /** After its last render, how long it may go on with no limit (ms). */
  idleGraceMs: number;
  intervalMs: number;
}

const CPU_LIMITS: CpuLimits = { perRenderMs: 500, idleMs: 200, idleWindowMs: 2_000, idleGraceMs: 500, intervalMs: 250 };

type CpuVerdict = { over: false } | { over: true; kind: 'render' | 'idle'; reason: string };

export interface CpuWatch {
  renderStarted(): void;
  renderEnded(): void;
  /** CPU used so far (ms), for a render's own figure. */
  now(): number | null;
  stop(): void;
}

export interface CpuWatchOptions {
  /** The process's CPU so far (ms), null once it is gone. */
  read: () => number | null;
  limits?: Partial<CpuLimits>;
  onOver: (verdict: Extract<CpuVerdict, { over: true }>) => void;
  clock?: () => number;
}

/** What the watch knows between readings. */
interface CpuState {
  busy: boolean;
  /** CPU when the process became busy (ms). */
  busySince: number;
  rendersSinceBusy: number;
  /** When its last render ended. */
  lastEnd: number;
  /** The idle window: when it began, and the CPU then. */
  windowStart: number;
  windowCpu: number;
}

/** The rules alone, for one reading at `at`: what the watch decides (exported for its tests). */
function judgeCpu(state: CpuState, reading: number, at: number, limits: CpuLimits): CpuVerdict {
  if (state.busy) {
    const used = reading - state.busySince;
    const allowed = limits.perRenderMs * Math.max(1, state.rendersSinceBusy);
    return used > allowed
      ? { over: true, kind: 'render', reason: `it used ${used} ms of CPU for ${state.rendersSinceBusy} render(s), more than ${allowed} ms` }
      : { over: false };
  }
  // The grace after a render, then windows of idle time, each starting afresh.
  if (at - state.lastEnd < limits.idleGraceMs || at - state.windowStart >= limits.idleWindowMs) {
    state.windowStart = at;
    state.windowCpu = reading;
    return { over: false };
  }
  const used = reading - state.windowCpu;
  return used > limits.idleMs
    ? { over: true, kind: 'idle', reason: `it used ${used} ms of CPU in ${at - state.windowStart} ms with no render to do` }
    : { over: false };
}

export function watchCpu({ read, limits: given = {}, onOver, clock = Date.now }: CpuWatchOptions): CpuWatch {
  const limits = { ...CPU_LIMITS, ...given };
  const first = read() ?? 0;
  const state: CpuState = { busy: false, busySince: first, rendersSinceBusy: 0, lastEnd: clock(), windowStart: clock(), windowCpu: first };
  let inFlight = 0;
  let stopped = false;
  const timer = setInterval(() => {
    const reading = read();
    if (reading === null) return;
    const verdict = judgeCpu(state, reading, clock(), limits);
    if (verdict.over && !stopped) {
      stopped = true;
      clearInterval(timer);
      onOver(verdict);
    }
  }, limits.intervalMs);
  timer.unref();
  return {
    renderStarted() {
      if (inFlight === 0) {
        state.busy = true;
        state.busySince = read() ?? state.windowCpu;
        state.rendersSinceBusy = 0;
      }
      inFlight += 1;
      state.rendersSinceBusy += 1;
    },
    renderEnded() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      state.busy = false;
      state.lastEnd = clock();
    },
    now: read,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
