import { useSession } from '../../features/auth-session/hooks/use-session';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export function Component() {
  const { user } = useSession();
  // The sign-in guard only renders this page once the session has its user.
  if (!user) return null;
  return <DashboardPage user={user} />;
}
