import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { NON_PREMIUM_CHALLENGE_HISTORY_LIMIT } from '../../../shared/constants';
import { ERROR_MESSAGES } from '../../../shared/messages';
import {
  CHALLENGE_TEXTS,
  type ChallengeDetails,
  type ChallengeHistory,
  type ChallengeParticipantView,
  type CreatedChallenge,
  type JoinedChallenge,
} from '../../../shared/schemas/challenges';
import { scenarioCard } from '../../content/scenario-cards';
import { ConflictError, ForbiddenError, NotFoundError, PremiumRequiredError } from '../../platform/errors';
import {
  addParticipant,
  challengeStatuses,
  closeChallenge as storeClose,
  createChallengeWrites,
  findOpenChallengeId,
  getChallenge,
  getChallengeWithParticipants,
  getParticipant,
  listParticipations,
  type ChallengeRecord,
  type ParticipantRecord,
} from '../../repositories/challenge-repository';
import { getScenarioProgress } from '../../repositories/scenario-repository';
import { getUser, type UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';
import { LinkedWriteRefused, recordActivity } from '../progress/progress-service';
import { awardChallengeWinners } from './challenge-scoring';
import { teaser } from '../toolkit/access';

/** 96 random bits as 16 URL-safe characters: unguessable, and short enough for a link. */
export function newShareableId(): string {
  return randomBytes(12).toString('base64url');
}

function scenarioOf(scenarioId: string) {
  const scenario = scenarioCard(scenarioId);
  if (!scenario) throw new NotFoundError('Scenario not found.');
  return scenario;
}

/**
 * POST /challenges/create/{scenarioId}: only after the creator completed the scenario. The
 * creator's standing is their best score as the server recorded it. A creator has one open
 * challenge per scenario: asking again answers with it.
 */
export async function createChallenge(
  user: UserRecord,
  scenarioId: string,
  now = new Date(),
): Promise<CreatedChallenge> {
  scenarioOf(scenarioId);
  const progress = await getScenarioProgress(user.userId, scenarioId);
  if (!progress?.completed) throw new ForbiddenError(CHALLENGE_TEXTS.completeFirst);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = await findOpenChallengeId(user.userId, scenarioId);
    if (open) {
      const existing = await getChallenge(open);
      if (existing?.status === 'OPEN')
        return { challengeId: existing.challengeId, shareableId: existing.shareableId, created: false };
    }
    const challenge: ChallengeRecord = {
      challengeId: ulid(now.getTime()),
      shareableId: newShareableId(),
      scenarioId,
      creatorId: user.userId,
      creatorName: user.name,
      status: 'OPEN',
      createdAt: now.toISOString(),
    };
    const creator: ParticipantRecord = {
      shareableId: challenge.shareableId,
      challengeId: challenge.challengeId,
      scenarioId,
      userId: user.userId,
      name: user.name,
      isCreator: true,
      score: progress.bestScore ?? 0,
      joinedAt: challenge.createdAt,
      scoredAt: challenge.createdAt,
      creatorName: user.name,
      challengeCreatedAt: challenge.createdAt,
    };
    try {
      // Created with the creator's CHALLENGE_CREATED activity (Social achievements), in one transaction.
      await recordActivity(
        user.userId,
        `challenge-created:${challenge.shareableId}`,
        { kind: 'CHALLENGE_CREATED', xpDistribution: {}, timeZone: 'UTC', occurredAt: now },
        createChallengeWrites(challenge, creator),
      );
      return { challengeId: challenge.challengeId, shareableId: challenge.shareableId, created: true };
    } catch (error) {
      // Another request created it a moment ago: the next round finds and returns it.
      if (!(error instanceof LinkedWriteRefused)) throw error;
    }
  }
  throw new ConflictError('The challenge could not be created. Please try again.');
}

/** Highest score first, pending participants last, then who joined first. */
function standings(participants: ParticipantRecord[], viewerId: string | undefined) {
  return [...participants]
    .sort(
      (a, b) =>
        (b.score ?? -1) - (a.score ?? -1) ||
        Number(b.isCreator) - Number(a.isCreator) ||
        a.joinedAt.localeCompare(b.joinedAt),
    )
    .map((p): ChallengeParticipantView => ({
      name: p.name,
      score: p.score ?? null,
      isCreator: p.isCreator,
      currentUser: viewerId !== undefined && p.userId === viewerId,
    }));
}

/** GET /challenges/details/{id}: public; `viewerId` marks the signed-in caller among the participants. */
export async function challengeDetails(
  shareableId: string,
  viewerId: string | undefined,
  now = new Date(),
): Promise<ChallengeDetails> {
  const found = await getChallengeWithParticipants(shareableId);
  if (!found) throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  const { challenge, participants } = found;
  const scenario = scenarioOf(challenge.scenarioId);
  // A premium scenario's story stays with members, as on the scenario pages.
  const viewer = viewerId ? await getUser(viewerId) : undefined;
  const fullStory = !scenario.premium || (viewer !== undefined && grantsPremium(viewer, now));
  return {
    challengeId: challenge.challengeId,
    shareableId: challenge.shareableId,
    scenarioId: challenge.scenarioId,
    scenarioTitle: scenario.title,
    scenarioContext: fullStory ? scenario.context : teaser(scenario.context),
    creatorName: challenge.creatorName,
    status: challenge.status,
    createdAt: challenge.createdAt,
    participants: standings(participants, viewerId),
  };
}

/**
 * POST /challenges/join/{id}: once per learner, only while open. Accepting again before
 * playing is harmless (the same entry); after playing it is refused.
 */
export async function joinChallenge(
  user: UserRecord,
  shareableId: string,
  now = new Date(),
): Promise<JoinedChallenge> {
  const challenge = await getChallenge(shareableId);
  if (!challenge) throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  const scenario = scenarioOf(challenge.scenarioId);
  const existing = await getParticipant(shareableId, user.userId);
  if (existing && existing.score !== null && existing.score !== undefined)
    throw new ConflictError(CHALLENGE_TEXTS.alreadyPlayed);
  if (challenge.status !== 'OPEN') throw new ConflictError(CHALLENGE_TEXTS.closed);
  if (scenario.premium && !grantsPremium(user, now))
    throw new PremiumRequiredError(ERROR_MESSAGES.premiumScenarioRequired);
  if (existing) return { shareableId, scenarioId: challenge.scenarioId, joined: false };
  const outcome = await addParticipant({
    shareableId,
    challengeId: challenge.challengeId,
    scenarioId: challenge.scenarioId,
    userId: user.userId,
    name: user.name,
    isCreator: false,
    score: null,
    joinedAt: now.toISOString(),
    creatorName: challenge.creatorName,
    challengeCreatedAt: challenge.createdAt,
  });
  if (outcome === 'missing') throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  if (outcome === 'closed') throw new ConflictError(CHALLENGE_TEXTS.closed);
  return { shareableId, scenarioId: challenge.scenarioId, joined: outcome === 'joined' };
}

/**
 * Checks a challenge-mode reply (POST /async/scenarios/{id}/respond with shareableId): the
 * learner accepted this open challenge, on this scenario, and has not played it yet.
 */
export async function assertCanPlay(userId: string, scenarioId: string, shareableId: string): Promise<void> {
  const challenge = await getChallenge(shareableId);
  if (!challenge) throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  if (challenge.scenarioId !== scenarioId) throw new ConflictError(CHALLENGE_TEXTS.wrongScenario);
  const participant = await getParticipant(shareableId, userId);
  if (!participant) throw new ForbiddenError(CHALLENGE_TEXTS.notJoined);
  if (participant.score !== null && participant.score !== undefined)
    throw new ConflictError(CHALLENGE_TEXTS.alreadyPlayed);
  if (challenge.status !== 'OPEN') throw new ConflictError(CHALLENGE_TEXTS.closed);
}

/** GET /challenges/my-history: newest first; free learners see the most recent five. */
export async function challengeHistory(user: UserRecord, now = new Date()): Promise<ChallengeHistory> {
  const limit = grantsPremium(user, now) ? null : NON_PREMIUM_CHALLENGE_HISTORY_LIMIT;
  // One more than shown tells whether more exist.
  const found = await listParticipations(user.userId, limit === null ? undefined : limit + 1);
  const shown = limit === null ? found : found.slice(0, limit);
  const statuses = await challengeStatuses(shown.map((p) => p.shareableId));
  return {
    entries: shown.map((p) => ({
      challengeId: p.challengeId,
      shareableId: p.shareableId,
      scenarioTitle: scenarioCard(p.scenarioId)?.title ?? p.scenarioId,
      createdByUserName: p.creatorName,
      isCreator: p.isCreator,
      createdAt: p.challengeCreatedAt,
      yourScore: p.score ?? null,
      status: statuses.get(p.shareableId) ?? 'CLOSED',
    })),
    hasMore: limit !== null && found.length > limit,
    limit,
  };
}

/** POST /challenges/{id}/close: the creator only; closing a closed challenge changes nothing. */
export async function closeChallenge(
  user: UserRecord,
  shareableId: string,
  now = new Date(),
): Promise<{ shareableId: string; status: 'CLOSED' }> {
  const challenge = await getChallenge(shareableId);
  if (!challenge) throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  if (challenge.creatorId !== user.userId) throw new ForbiddenError(CHALLENGE_TEXTS.onlyCreatorCloses);
  const outcome = await storeClose(shareableId, user.userId, challenge.scenarioId, now);
  if (outcome === 'missing') throw new NotFoundError(ERROR_MESSAGES.challengeNotFound);
  if (outcome === 'not-creator') throw new ForbiddenError(CHALLENGE_TEXTS.onlyCreatorCloses);
  // Also on a repeated close, so a close interrupted before the awards still pays them (once).
  await awardChallengeWinners(shareableId, now);
  return { shareableId, status: 'CLOSED' };
}
