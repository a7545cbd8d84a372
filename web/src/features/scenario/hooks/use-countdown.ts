import { useEffect, useRef, useState } from 'react';

/**
 * A countdown that survives slow ticks: it measures from when it last started rather than
 * counting interval callbacks. `elapsed()` says how much time has been used so far.
 */
export function useCountdown(totalSeconds: number, alreadySpent: number, running: boolean) {
  const [spent, setSpent] = useState(alreadySpent);
  const base = useRef({ spent: alreadySpent, since: Date.now() });

  useEffect(() => {
    base.current = { spent, since: Date.now() };
    if (!running) return;
    const timer = setInterval(() => {
      const next = base.current.spent + Math.floor((Date.now() - base.current.since) / 1000);
      setSpent(Math.min(totalSeconds, next));
    }, 250);
    return () => clearInterval(timer);
    // Restart the measurement only when the clock starts or stops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, totalSeconds]);

  return { remaining: Math.max(0, totalSeconds - spent), spent };
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
