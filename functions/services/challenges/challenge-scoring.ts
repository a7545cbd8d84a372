import { logger } from '../../platform/logger';
import { getChallengeWithParticipants, recordScoreWrites } from '../../repositories/challenge-repository';
import { LinkedWriteRefused, recordActivity } from '../progress/progress-service';

/**
 * Records a challenge participant's score when their dialogue completes: the server's own
 * understanding score, never one a client sends. The score and the CHALLENGE_PLAYED activity
 * (Social achievements) are one transaction keyed by the challenge, so a retried worker or a
 * repeated POST /complete records nothing more. A closed challenge, or a participant who
 * already has a score, takes none.
 */
export async function recordChallengeScore(
  userId: string,
  shareableId: string,
  score: number,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  try {
    const outcome = await recordActivity(
      userId,
      `challenge:${shareableId}`,
      { kind: 'CHALLENGE_PLAYED', xpDistribution: {}, timeZone, occurredAt: now },
      recordScoreWrites(shareableId, userId, score, now),
    );
    return !outcome.duplicate;
  } catch (error) {
    if (!(error instanceof LinkedWriteRefused)) throw error;
    logger.info('Challenge score not recorded', { userId, shareableId });
    return false;
  }
}

/**
 * When a challenge closes, whoever leads the final standings wins it (ties share the win). It
 * takes two scored participants to make a contest. Each win is an activity keyed by the
 * challenge, so closing again awards nothing more.
 */
export async function awardChallengeWinners(shareableId: string, now: Date): Promise<string[]> {
  const found = await getChallengeWithParticipants(shareableId);
  if (found?.challenge.status !== 'CLOSED') return [];
  const scored = found.participants.filter((p) => typeof p.score === 'number');
  if (scored.length < 2) return [];
  const top = Math.max(...scored.map((p) => p.score as number));
  const winners = scored.filter((p) => p.score === top).map((p) => p.userId);
  for (const userId of winners) {
    await recordActivity(userId, `challenge-won:${shareableId}`, {
      kind: 'CHALLENGE_WON',
      xpDistribution: {},
      timeZone: 'UTC',
      occurredAt: now,
    });
  }
  return winners;
}
