// The store's clock. Rules and records read time only from here, so a test can stand on any
// day (a payout window, a Sunday midnight) and a demo stays reproducible. `frozen` (default)
// never moves unless told; `running` starts at the seed's `now` and advances with real time,
// for an interactive server where a 15-minute lock should run out by itself. Its state (see
// ClockState) is what the in-browser mock saves, so a moved clock survives a page reload.

export type ClockMode = 'frozen' | 'running';

/**
 * Everything that decides the clock's time: the mock time `base` it was last set to, the real
 * time `setAt` when that happened (a running clock has moved on by the real time since), and
 * `start`, where a reset goes back to. All in ms since the epoch.
 */
export interface ClockState {
  mode: ClockMode;
  start: number;
  base: number;
  setAt: number;
}

export interface Clock {
  readonly mode: ClockMode;
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
  /** Back to the start instant, or to a new one. */
  reset(start?: Date): void;
  state(): ClockState;
  /** Takes a saved state: a running clock keeps its offset from real time across the gap. */
  restore(state: ClockState): void;
}

export function createClock(
  initial: Date,
  initialMode: ClockMode = 'frozen',
  realNow: () => number = () => Date.now(),
  /** Told after every set, advance, reset or restore (the store's change listeners). */
  onChange: () => void = () => {},
): Clock {
  let mode = initialMode;
  let start = initial.getTime();
  let base = start;
  let setAt = realNow();
  const elapsed = () => (mode === 'running' ? realNow() - setAt : 0);
  const set = (ms: number) => {
    if (!Number.isFinite(ms)) throw new RangeError('clock.set needs a valid date');
    base = ms;
    setAt = realNow();
    onChange();
  };
  return {
    get mode() {
      return mode;
    },
    now: () => new Date(base + elapsed()),
    set: (date) => set(typeof date === 'string' ? Date.parse(date) : date.getTime()),
    advance: (ms) => set(base + elapsed() + ms),
    reset: (next) => {
      if (next) start = next.getTime();
      set(start);
    },
    state: () => ({ mode, start, base, setAt }),
    restore: (state) => {
      ({ mode, start, base, setAt } = state);
      onChange();
    },
  };
}
