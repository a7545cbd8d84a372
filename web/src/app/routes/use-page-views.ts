import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** One page view per path change; StrictMode's double effects must not count twice. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (lastSent.current === pathname) return;
    lastSent.current = pathname;
    // Loaded on first use: analytics (and the env check it carries) stays out of the entry chunk.
    void import('#lib/analytics').then(({ sendPageView }) => sendPageView(pathname));
  }, [pathname]);
}
