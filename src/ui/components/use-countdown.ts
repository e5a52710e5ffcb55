import { useEffect, useMemo, useReducer } from 'preact/hooks';

/**
 * Whole seconds left of a wait of `seconds` (rounded up), 0 once it is over or when there is none.
 * The wait starts when `cause` (what it is for) is first seen or changes; rendering again with the
 * same cause keeps the deadline. Counts down to a deadline rather than decrementing, so a throttled
 * background tab stays right, and renders again only when the whole seconds left change.
 */
export function useCountdown(seconds: number | undefined, cause: unknown): number {
  // Keyed on the cause alone: new seconds for the same cause do not restart the wait. A deadline in
  // the past (no wait, or a negative one) simply counts as 0 left.
  const deadline = useMemo(() => Date.now() + Math.ceil(seconds ?? 0) * 1000, [cause]);
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);

  // After each render, the next one is due when the whole seconds left next go down, if they can.
  useEffect(() => {
    const rest = deadline - Date.now();
    if (rest <= 0) return;
    const timer = setTimeout(renderAgain, rest % 1000 || 1000);
    return () => clearTimeout(timer);
  });

  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
