import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Counts from 0 up to `target` over `durationMs` (at once when motion is reduced). */
export function useCountUp(target: number, durationMs = 900): number {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
      setShown(target);
      return undefined;
    }
    let frame = 0;
    const started = performance.now();
    const step = () => {
      // The clock is read here: frame timestamps do not share performance.now()'s origin everywhere.
      const progress = Math.min(1, Math.max(0, (performance.now() - started) / durationMs));
      // Ease out: fast at first, settling on the figure.
      setShown(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return shown;
}
