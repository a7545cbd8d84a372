import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from '#lib/analytics';

/** One page view per path change; StrictMode's double effects must not count twice. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (lastSent.current === pathname) return;
    lastSent.current = pathname;
    sendPageView(pathname);
  }, [pathname]);
}
