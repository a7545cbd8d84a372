import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthTokens } from '#shared/schemas/auth';
import { useSession } from '../../features/auth-session/hooks/use-session';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { takePostSignInPath } from '../../features/auth/navigation/post-sign-in-path';
import { useSignInHandOff } from './guards';

export function Component() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const handOff = useSignInHandOff();

  const onAuthenticated = useCallback(
    async ({ token, refreshToken }: AuthTokens) => {
      // Claim the redirect before the session flips to signed in, or the guard would win the race.
      handOff(true);
      try {
        const user = await signIn({ token, refreshToken });
        navigate(takePostSignInPath(user), { replace: true });
      } catch (error) {
        handOff(false);
        throw error;
      }
    },
    [handOff, navigate, signIn],
  );

  return <AuthPanel onAuthenticated={onAuthenticated} />;
}
