import { useParams } from 'react-router-dom';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { ScenarioPage } from '../../features/scenario/components/scenario-page';

/** The scenario in challenge mode: the same dialogue, with replies tied to the friend's challenge. */
export function Component() {
  const { id = '', shareableId = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <ScenarioPage
      key={`${id}/${shareableId}`}
      id={id}
      premium={user.hasPremiumAccess}
      shareableId={shareableId}
    />
  );
}
