import { useSession } from '../../features/auth-session/hooks/use-session';
import { ResultsPage } from '../../features/assessment/components/results-page';

export function Component() {
  const { status } = useSession();
  return <ResultsPage signedIn={status === 'signed-in'} />;
}
