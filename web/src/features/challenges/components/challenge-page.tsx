import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { CopyLink } from '#components/ui/copy-link';
import { LoadingState } from '#components/ui/loading-state';
import { isApiError } from '#lib/api-error';
import { redirectPathStorage } from '#lib/token-storage';
import { SHARE_LINK_COPY_CONFIRMATION_MS } from '#shared/constants';
import { ERROR_MESSAGES } from '#shared/messages';
import { CHALLENGE_TEXTS, type ChallengeDetails } from '#shared/schemas/challenges';
import { useChallengeDetails } from '../api/get-challenge-details';
import { useJoinChallenge } from '../api/join-challenge';
import { StandingsTable } from './standings-table';

/** Set on the path a guest comes back to after signing in, so their Accept is not lost. */
export const ACCEPT_PARAM = 'accept';

export const playPath = (challenge: Pick<ChallengeDetails, 'scenarioId' | 'shareableId'>) =>
  `/scenario/${encodeURIComponent(challenge.scenarioId)}/challenge/${encodeURIComponent(challenge.shareableId)}`;

interface ChallengePageProps {
  shareableId: string;
  sessionStatus: 'loading' | 'signed-in' | 'signed-out';
}

/** /challenge/{shareableId}: for guests and learners alike (spec, sections 2 and 4). */
export function ChallengePage({ shareableId, sessionStatus }: ChallengePageProps) {
  const details = useChallengeDetails(shareableId);
  const join = useJoinChallenge(shareableId);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const autoAccepted = useRef(false);
  const signedIn = sessionStatus === 'signed-in';
  const challenge = details.data;
  const me = challenge?.participants.find((p) => p.currentUser);
  const canAccept = challenge?.status === 'OPEN' && !me;

  const accept = () => {
    if (!challenge) return;
    if (!signedIn) {
      redirectPathStorage.set(`/challenge/${encodeURIComponent(shareableId)}?${ACCEPT_PARAM}=1`);
      void navigate('/login');
      return;
    }
    join.mutate(undefined, { onSuccess: () => void navigate(playPath(challenge)) });
  };

  // Back from /login after pressing Accept as a guest: carry the accept through once.
  useEffect(() => {
    if (!signedIn || !challenge || searchParams.get(ACCEPT_PARAM) !== '1' || autoAccepted.current) return;
    autoAccepted.current = true;
    setSearchParams({}, { replace: true });
    if (canAccept) join.mutate(undefined, { onSuccess: () => void navigate(playPath(challenge)) });
  }, [signedIn, challenge, canAccept, searchParams, setSearchParams, join, navigate]);

  if (details.isPending || sessionStatus === 'loading') {
    return (
      <Page title="Challenge">
        <LoadingState label="Loading the challenge…" />
      </Page>
    );
  }
  if (details.isError) {
    const missing =
      isApiError(details.error) && (details.error.status === 404 || details.error.status === 400);
    return (
      <Page title="Challenge">
        <p className="alert alert--error" role="alert">
          {missing ? ERROR_MESSAGES.challengeNotFound : details.error.message}
        </p>
        <p className="page__actions">
          {missing ? (
            <Link className="button button--primary" to="/">
              Go to the home page
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void details.refetch()}>
              Try again
            </button>
          )}
        </p>
      </Page>
    );
  }
  if (join.isError && isApiError(join.error) && /Premium or Enterprise membership/.test(join.error.message)) {
    return <Navigate to="/pricing" replace state={{ message: ERROR_MESSAGES.upgradeToAccess }} />;
  }

  const closed = challenge!.status === 'CLOSED';
  return (
    <Page title={`${challenge!.creatorName}'s Challenge`} lead={`Scenario: ${challenge!.scenarioTitle}`}>
      <div className="challenge">
        <section className="card" aria-labelledby="challenge-scenario">
          <h2 id="challenge-scenario" className="card__title">
            {challenge!.scenarioTitle}{' '}
            <span className={closed ? 'status-pill status-pill--closed' : 'status-pill'}>
              {challenge!.status}
            </span>
          </h2>
          <p className="challenge__meta">Created by {challenge!.creatorName}</p>
          <p className="challenge__context">{challenge!.scenarioContext}</p>
          <div className="challenge__actions">
            {canAccept && (
              <button
                type="button"
                className="button button--primary"
                disabled={join.isPending}
                onClick={accept}
              >
                {join.isPending ? 'Accepting…' : CHALLENGE_TEXTS.acceptChallenge}
              </button>
            )}
            {!closed && me && me.score === null && (
              <Link className="button button--primary" to={playPath(challenge!)}>
                Play the Challenge
              </Link>
            )}
            {me && me.score !== null && !me.isCreator && (
              <p className="challenge__meta">You scored {me.score}%.</p>
            )}
            {closed && !me && <p className="challenge__meta">{CHALLENGE_TEXTS.closed}</p>}
          </div>
          {join.isError && (
            <p className="alert alert--error" role="alert">
              {join.error.message}
            </p>
          )}
          {me?.isCreator && !closed && (
            <CopyLink
              url={`${window.location.origin}/challenge/${encodeURIComponent(shareableId)}`}
              label="Share this challenge"
              confirmationMs={SHARE_LINK_COPY_CONFIRMATION_MS}
            />
          )}
        </section>
        <section className="card" aria-labelledby="challenge-standings">
          <h2 id="challenge-standings" className="card__title">
            {closed ? CHALLENGE_TEXTS.finalStandings : CHALLENGE_TEXTS.standings}
          </h2>
          <StandingsTable
            participants={challenge!.participants}
            caption={closed ? CHALLENGE_TEXTS.finalStandings : CHALLENGE_TEXTS.standings}
          />
        </section>
      </div>
    </Page>
  );
}
