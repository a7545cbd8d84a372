import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '#components/layout/error-boundary';
import { ErrorPage } from '#components/layout/error-page';
import { Navbar } from '#components/layout/navbar';
import { MAIN_CONTENT_ID, SkipLink } from '#components/layout/skip-link';
import { fullPageLoad } from '#lib/full-page-load';
import { useMediaQuery } from '#lib/use-media-query';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { usePageViews } from './use-page-views';

/** Moves focus to the new page after client-side navigation, as a full load would. */
function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  const { status, user, logout } = useSession();
  const { pathname } = useLocation();
  // Where the navigation folds into its Menu (navbar.css), Feedback moves into the menu too.
  const compact = useMediaQuery('(max-width: 960px)');
  const signedIn = status === 'signed-in';
  usePageViews();
  useFocusMainOnNavigate();

  function signOut() {
    logout();
    fullPageLoad('/');
  }

  return (
    <div className={`app${signedIn ? ' app--signed-in' : ''}`}>
      <SkipLink />
      <Navbar
        user={user}
        restoring={status === 'loading'}
        onSignOut={signOut}
        menuExtra={signedIn && compact ? <FeedbackButton placement="menu" /> : null}
      />
      <main
        id={MAIN_CONTENT_ID}
        className={`app-main${pathname === '/' ? ' app-main--flush' : ''}`}
        tabIndex={-1}
      >
        {/* A page that fails shows the error page; moving to another page recovers. */}
        <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {signedIn && !compact && <FeedbackButton />}
    </div>
  );
}
