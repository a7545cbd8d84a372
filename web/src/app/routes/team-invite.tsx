import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { currentUserQueryKey } from '../../features/auth-session/api/get-current-user';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { TeamInvitePage } from '../../features/team/components/team-invite-page';

export function Component() {
  const { token = '' } = useParams();
  const { status } = useSession();
  const queryClient = useQueryClient();
  if (status === 'loading') return <LoadingState label="Restoring your session…" />;
  return (
    <TeamInvitePage
      token={token}
      signedIn={status === 'signed-in'}
      onJoined={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
    />
  );
}
