/**
 * Seconds left of a countdown from `seconds`, ticking once a second until 0. A new `seconds`
 * (the server's answer after a claim) starts it again.
 */
import { useEffect, useMemo, useState } from 'react';

export function useCountdown(seconds: number): number {
  const endsAt = useMemo(() => Date.now() + Math.max(0, seconds) * 1_000, [seconds]);
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil(seconds)));
  useEffect(() => {
    const remaining = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1_000));
    setLeft(remaining());
    if (remaining() <= 0) return;
    const timer = setInterval(() => {
      const next = remaining();
      setLeft(next);
      if (next <= 0) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return left;
}
