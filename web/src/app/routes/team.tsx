import { useSession } from '../../features/auth-session/hooks/use-session';
import { TeamPage } from '../../features/team/components/team-page';

export function Component() {
  const { user } = useSession();
  // The sign-in guard only renders this page once the session has its user.
  if (!user) return null;
  return <TeamPage teamId={user.teamId} currentUserId={user.id} />;
}
