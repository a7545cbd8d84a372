import { useParams } from 'react-router-dom';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { ChallengePage } from '../../features/challenges/components/challenge-page';

export function Component() {
  const { shareableId = '' } = useParams();
  const { status } = useSession();
  return <ChallengePage key={shareableId} shareableId={shareableId} sessionStatus={status} />;
}
