import { useState } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { useSession } from '../../features/auth-session/hooks/use-session';

// While a stored session is being restored nobody is redirected: the answer is not known yet.
function RestoringSession() {
  return <LoadingState label="Restoring your session…" />;
}

export function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RestoringSession />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Lets a page under RedirectWhenSignedIn say "this sign-in is mine": the page then routes the
 * learner (stored redirect, assessment or dashboard) instead of the guard's plain /dashboard.
 */
export type SignInHandOff = (pageRoutesAfterSignIn: boolean) => void;

export function RedirectWhenSignedIn() {
  const { status } = useSession();
  const [pageRoutes, setPageRoutes] = useState(false);
  if (status === 'loading') return <RestoringSession />;
  if (status === 'signed-in' && !pageRoutes) return <Navigate to="/dashboard" replace />;
  return <Outlet context={setPageRoutes satisfies SignInHandOff} />;
}

/** Outside the guard (a test rendering the page alone) there is nobody to tell. */
export function useSignInHandOff(): SignInHandOff {
  return useOutletContext<SignInHandOff | undefined>() ?? ignoreHandOff;
}

const ignoreHandOff: SignInHandOff = () => undefined;

export function UnknownPathRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <RestoringSession />;
  return <Navigate to={status === 'signed-in' ? '/dashboard' : '/login'} replace />;
}
