import { Page } from '#components/layout/page';
import { ERROR_MESSAGES } from '#shared/messages';
import { useSession } from '../../features/auth-session/hooks/use-session';

export function Component() {
  const { user } = useSession();
  return (
    <Page
      title="Team"
      lead={user?.teamId ? "Your team's members, analytics and learning paths." : ERROR_MESSAGES.notInTeam}
    />
  );
}
