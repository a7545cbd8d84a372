import { useParams } from 'react-router-dom';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { ScenarioPage } from '../../features/scenario/components/scenario-page';

export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <ScenarioPage key={id} id={id} premium={user.hasPremiumAccess} />;
}
