import { useSession } from '../../features/auth-session/hooks/use-session';
import { OAuthCompletion } from '../../features/auth/components/oauth-completion';

export function Component() {
  const { signIn } = useSession();
  return <OAuthCompletion signIn={signIn} />;
}
