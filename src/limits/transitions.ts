/** Up/down state of a dependency that reports only changes, so an outage is logged once, not per request. */
export interface Transitions {
  up(): void;
  down(error?: unknown): void;
  readonly state: 'unknown' | 'up' | 'down';
}

export interface TransitionHandlers {
  /** Called when the dependency goes down (or is found down at start). */
  onDown(error: unknown): void;
  /** Called when it comes up; `previous` tells a first connection from a recovery. */
  onUp(previous: 'unknown' | 'down'): void;
}

export function transitions(
  handlers: TransitionHandlers,
  initial: 'unknown' | 'up' = 'unknown',
): Transitions {
  let state: 'unknown' | 'up' | 'down' = initial;
  return {
    get state() {
      return state;
    },
    up() {
      if (state === 'up') return;
      const previous = state;
      state = 'up';
      handlers.onUp(previous);
    },
    down(error) {
      if (state === 'down') return;
      state = 'down';
      handlers.onDown(error);
    },
  };
}
