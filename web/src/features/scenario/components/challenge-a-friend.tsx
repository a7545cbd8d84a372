import { CopyLink } from '#components/ui/copy-link';
import { SHARE_LINK_COPY_CONFIRMATION_MS } from '#shared/constants';
import { CHALLENGE_TEXTS } from '#shared/schemas/challenges';
import { challengeUrl, useCreateChallenge } from '../api/create-challenge';

interface ChallengeAFriendProps {
  scenarioId: string;
  xpDistribution: Record<string, number>;
}

/** Generates the learner's challenge link for this scenario, with Copy Link. */
export function ChallengeAFriend({ scenarioId, xpDistribution }: ChallengeAFriendProps) {
  const create = useCreateChallenge(scenarioId);
  return (
    <section className="challenge-friend" aria-labelledby="challenge-friend-title">
      <h3 id="challenge-friend-title" className="completion__label">
        {CHALLENGE_TEXTS.challengeAFriend}
      </h3>
      {create.isSuccess ? (
        <CopyLink
          url={challengeUrl(create.data.shareableId)}
          label="Your challenge link"
          confirmationMs={SHARE_LINK_COPY_CONFIRMATION_MS}
        />
      ) : (
        <>
          <p>Send a friend this scenario and see who reasons it through best.</p>
          <div>
            <button
              type="button"
              className="button button--secondary"
              disabled={create.isPending}
              onClick={() => create.mutate(xpDistribution)}
            >
              {create.isPending ? 'Creating your link…' : 'Create Challenge Link'}
            </button>
          </div>
        </>
      )}
      {create.isError && (
        <p className="alert alert--error" role="alert">
          {create.error.message}
        </p>
      )}
    </section>
  );
}
