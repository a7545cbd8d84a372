import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { UnsubscribePage } from '../../features/profile/components/unsubscribe-page';

export function Component() {
  const [params] = useSearchParams();
  const { status } = useSession();
  if (status === 'loading') return <LoadingState label="Restoring your session…" />;
  return <UnsubscribePage token={params.get('token')} signedIn={status === 'signed-in'} />;
}
