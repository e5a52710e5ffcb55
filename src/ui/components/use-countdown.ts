import { useEffect, useState } from 'preact/hooks';

/**
 * Whole seconds left until `seconds` from when `key` last changed; 0 when there is nothing to wait
 * for. Counts from a deadline rather than decrementing, so a throttled background tab stays right.
 */
export function useCountdown(seconds: number | undefined, key: unknown): number {
  const total = Math.max(0, Math.ceil(seconds ?? 0));
  const [left, setLeft] = useState(total);
  useEffect(() => {
    const deadline = Date.now() + total * 1000;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (!rest) clearInterval(timer);
    };
    timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}
