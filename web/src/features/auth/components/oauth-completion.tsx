import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { isApiError } from '#lib/api-error';
import type { SessionTokens } from '#lib/token-storage';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { takePostSignInPath } from '../navigation/post-sign-in-path';

interface OAuthCompletionProps {
  /** Stores the tokens in the session and resolves with the user they belong to. */
  signIn: (tokens: SessionTokens) => Promise<{ hasCompletedInitialAssessment: boolean }>;
}

interface RedirectParams {
  tokens: SessionTokens | null;
  finalRedirect: string | null;
}

function readRedirect(search: string): RedirectParams {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const refreshToken = params.get('refreshToken');
  return {
    tokens: token && refreshToken ? { token, refreshToken } : null,
    finalRedirect: params.get('finalRedirect'),
  };
}

/** The end of Google sign-in: /oauth2/redirect?token=…&refreshToken=…[&finalRedirect=…]. */
export function OAuthCompletion({ signIn }: OAuthCompletionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [{ tokens, finalRedirect }] = useState(() => readRedirect(location.search));
  const [failure, setFailure] = useState<string | null>(
    tokens ? null : VALIDATION_MESSAGES.oauthTokenMissing,
  );
  const started = useRef(false);
  useDocumentTitle(failure ? ERROR_MESSAGES.authenticationFailedHeading : 'Signing You In');

  // Tokens in the address bar end up in history, bookmarks and screenshots: drop them at once.
  useLayoutEffect(() => {
    if (window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!tokens || started.current) return;
    started.current = true;
    signIn(tokens).then(
      (user) => navigate(takePostSignInPath(user, { finalRedirect }), { replace: true }),
      (error: unknown) =>
        setFailure(isApiError(error) ? ERROR_MESSAGES.oauthUserFetchFailed : ERROR_MESSAGES.oauthGeneric),
    );
  }, [tokens, finalRedirect, signIn, navigate]);

  if (!failure) {
    return (
      <div className="page page--centered">
        <h1 className="page__title">Signing You In</h1>
        <LoadingState label="Finishing your Google sign-in…" />
      </div>
    );
  }
  return (
    <div className="page page--centered">
      <h1 className="page__title">{ERROR_MESSAGES.authenticationFailedHeading}</h1>
      <p className="page__lead" role="alert">
        {failure}
      </p>
      <p className="page__actions">
        <Link className="button button--primary" to="/login" replace>
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
