import * as z from 'zod';

/**
 * Challenges between friends (spec, sections 3, 4 and 7). Every `{id}` of the challenge calls
 * is the challenge's shareableId: the one id a link carries.
 */

export const CHALLENGE_TEXTS = {
  notFound: 'Challenge not found.',
  closed: 'This challenge is closed.',
  alreadyPlayed: 'You have already played this challenge.',
  completeFirst: 'Complete this scenario before challenging a friend to it.',
  onlyCreatorCloses: 'Only the creator can close this challenge.',
  wrongScenario: 'This challenge is for another scenario.',
  notJoined: 'Accept the challenge before playing it.',
  otherChallenge:
    'This dialogue is being played for another challenge. Restart the scenario to play this one.',
  acceptChallenge: 'Accept Challenge',
  finalStandings: 'Final Standings',
  standings: 'Standings',
  challengeAFriend: 'Challenge a Friend',
  viewChallengeResult: 'View Challenge Result',
  pending: 'Pending',
} as const;

/** A shareable id: 16 URL-safe characters (96 random bits). Looser on input, for old links. */
export const shareableIdSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,32}$/, CHALLENGE_TEXTS.notFound);

export const challengeIdParamsSchema = /* @__PURE__ */ z.object({ id: shareableIdSchema }).strict();

export const challengeScenarioParamsSchema = /* @__PURE__ */ z
  .object({
    scenarioId: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That scenario id is not valid.')
      .max(80),
  })
  .strict();

/**
 * POST /challenges/create/{scenarioId}. The client sends the XP it was shown; the server keeps
 * its own record of the scenario and score, so the map is checked for shape only.
 */
export const createChallengeBodySchema = /* @__PURE__ */ z
  .object({
    xpDistribution: z
      .record(z.string().regex(/^[a-z0-9-]{1,80}$/), z.number().int().min(0).max(10_000))
      .refine((map) => Object.keys(map).length <= 20, 'Too many skills.')
      .optional(),
  })
  .strict();

export type ChallengeStatus = 'OPEN' | 'CLOSED';

/** POST /challenges/create/{scenarioId} */
export interface CreatedChallenge {
  challengeId: string;
  shareableId: string;
  /** false when the creator's open challenge on this scenario was reused. */
  created: boolean;
}

export interface ChallengeParticipantView {
  name: string;
  /** null while the participant has not finished the dialogue. */
  score: number | null;
  isCreator: boolean;
  currentUser: boolean;
}

/** GET /challenges/details/{id} */
export interface ChallengeDetails {
  challengeId: string;
  shareableId: string;
  scenarioId: string;
  scenarioTitle: string;
  scenarioContext: string;
  creatorName: string;
  status: ChallengeStatus;
  createdAt: string;
  /** Highest score first; pending participants last. */
  participants: ChallengeParticipantView[];
}

/** POST /challenges/join/{id} */
export interface JoinedChallenge {
  shareableId: string;
  scenarioId: string;
  /** false when the caller had already accepted (and not yet played). */
  joined: boolean;
}

export interface ChallengeHistoryEntry {
  challengeId: string;
  shareableId: string;
  scenarioTitle: string;
  createdByUserName: string;
  isCreator: boolean;
  createdAt: string;
  /** null means pending. */
  yourScore: number | null;
  status: ChallengeStatus;
}

/** GET /challenges/my-history: newest first; free learners see the most recent few. */
export interface ChallengeHistory {
  entries: ChallengeHistoryEntry[];
  /** Older challenges exist beyond what this learner's plan shows. */
  hasMore: boolean;
  /** How many entries the plan shows; null when unlimited. */
  limit: number | null;
}
