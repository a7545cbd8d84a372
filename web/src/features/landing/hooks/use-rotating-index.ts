import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * Cycles through `count` items every `intervalMs`, fading out for `fadeMs` before each swap.
 * Learners who ask for reduced motion see the first item only.
 */
export function useRotatingIndex(count: number, intervalMs: number, fadeMs: number) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [still] = useState(prefersReducedMotion);

  useEffect(() => {
    if (still || count < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setFading(false);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      clearTimeout(swap);
    };
  }, [count, intervalMs, fadeMs, still]);

  return { index, fading, still };
}
