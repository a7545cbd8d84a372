import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { redirectPathStorage } from '#lib/token-storage';
import { TEAM_TEXTS } from '#shared/schemas/teams';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

interface TeamInvitePageProps {
  token: string;
  signedIn: boolean;
  /** Called once the learner joined, so the session's user (and its teamId) is refreshed. */
  onJoined: () => Promise<unknown>;
}

/** Where an invitation email's link lands: see the invitation, sign in or up, accept. */
export function TeamInvitePage({ token, signedIn, onJoined }: TeamInvitePageProps) {
  useDocumentTitle('Team invitation');
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending) return <LoadingState label="Loading the invitation…" />;
  if (invitation.isError) {
    return (
      <div className="page page--centered">
        <h1 className="page__title">Team invitation</h1>
        <p className="alert alert--error" role="alert">
          {invitation.error.message}
        </p>
      </div>
    );
  }
  const { teamName, email, invitedBy, status } = invitation.data;

  function signInFirst() {
    redirectPathStorage.set(`/team-invite/${token}`);
    navigate('/login');
  }

  return (
    <div className="page page--centered team-invite">
      <h1 className="page__title">Join {teamName}</h1>
      <p className="page__lead">
        {invitedBy} invited {email} to join {teamName} on Clarity. Team members train together and get premium
        access.
      </p>
      {status === 'EXPIRED' && (
        <p className="alert alert--error" role="alert">
          {TEAM_TEXTS.inviteExpired}
        </p>
      )}
      {status === 'ACCEPTED' && (
        <p className="alert alert--error" role="alert">
          {TEAM_TEXTS.inviteUsed}
        </p>
      )}
      {status === 'PENDING' && !signedIn && (
        <>
          <p>Sign in or create your account with {email} to accept.</p>
          <p className="page__actions">
            <button type="button" className="button button--primary" onClick={signInFirst}>
              Sign in to accept
            </button>
          </p>
        </>
      )}
      {status === 'PENDING' && signedIn && (
        <>
          {accept.isError && (
            <p className="alert alert--error" role="alert">
              {accept.error.message}
            </p>
          )}
          <p className="page__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: async () => {
                    await onJoined();
                    navigate('/team', { replace: true });
                  },
                })
              }
            >
              {accept.isPending ? 'Joining…' : 'Accept invitation'}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
