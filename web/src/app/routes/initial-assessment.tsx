import { useSession } from '../../features/auth-session/hooks/use-session';
import { AssessmentForm } from '../../features/assessment/components/assessment-form';

export function Component() {
  const { status } = useSession();
  return <AssessmentForm signedIn={status === 'signed-in'} />;
}
