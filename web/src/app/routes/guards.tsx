import { Navigate, Outlet, useLocation } from 'react-router-dom';
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

export function RedirectWhenSignedIn() {
  const { status } = useSession();
  if (status === 'loading') return <RestoringSession />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function UnknownPathRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <RestoringSession />;
  return <Navigate to={status === 'signed-in' ? '/dashboard' : '/login'} replace />;
}
