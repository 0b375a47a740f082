// The store's clock. Rules and records read time only from here, so a test can stand on any
// day (a payout window, a Sunday midnight) and a demo stays reproducible. `frozen` (default)
// never moves unless told; `running` starts at the seed's `now` and advances with real time,
// for an interactive server where a 15-minute lock should run out by itself.

export type ClockMode = 'frozen' | 'running';
export interface Clock {
  readonly mode: ClockMode;
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
  /** Back to the start instant, or to a new one. */
  reset(start?: Date): void;
}

export function createClock(initial: Date, mode: ClockMode = 'frozen', realNow: () => number = () => Date.now()): Clock {
  let start = initial.getTime();
  let base = start;
  let setAt = realNow();
  const elapsed = () => (mode === 'running' ? realNow() - setAt : 0);
  const set = (ms: number) => {
    if (!Number.isFinite(ms)) throw new RangeError('clock.set needs a valid date');
    base = ms;
    setAt = realNow();
  };
  return {
    mode,
    now: () => new Date(base + elapsed()),
    set: (date) => set(typeof date === 'string' ? Date.parse(date) : date.getTime()),
    advance: (ms) => set(base + elapsed() + ms),
    reset: (next) => {
      if (next) start = next.getTime();
      set(start);
    },
  };
}
