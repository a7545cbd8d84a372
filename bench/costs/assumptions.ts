import type { Assumptions } from './model';

/**
 * How learners use the product, per monthly learner: what no benchmark can measure. Each
 * figure is printed with its reason in docs/operations.md; change them here and run
 * `npm run costs` again.
 */
export const ASSUMPTIONS: Assumptions = {
  sessionsPerLearner: 8, // about twice a week
  apiRequestsPerSession: 30, // dashboard, profile, progress, lists, a scenario's start and replies, practice
  dialoguesPerSession: 0.5, // one scenario every other session
  repliesPerDialogue: 8, // learner replies until the rubric is met or time is up
  modelShareOfTurns: 0.85, // steering, lists, copies, repeats and time-up stay with the rubric tutor
  outputTokensPerTurn: 220, // at most 120 words to the learner, the marker and the JSON verdict
  functionMemoryMb: 512,
  apiNetworkMs: 25, // two or three DynamoDB calls over the network, a few ms each, plus the invoke
  modelTurnSeconds: 4, // time to first token plus about 220 tokens streamed
  coldStartShare: 0.01,
  realtimeCallsPerSession: 3, // connect, authenticate, disconnect
  socketMinutesPerSession: 15,
  socketMessagesPerTurn: 4, // about three streamed sentences, then the reply with its feedback
  readUnitsPerApiRequest: 2, // a token-checked profile read and the item(s) asked for, each under 4 KB
  writeUnitsPerApiRequest: 0.5, // one request in four writes, transactions (2 units a KB) included
  readUnitsPerTurn: 4, // the dialogue and session read by the worker, the learner's profile
  writeUnitsPerTurn: 10, // message and session in a transaction, reply and feedback in another, the model allowance
  storedKbPerLearner: 60, // profile, progress, activities, XP days and dialogues kept
  otherAssetKbPerSession: 60, // HTML, CSS and a font on a first visit; later sessions revalidate
  assetRequestsPerSession: 8,
  apiResponseKb: 2,
  socketMessageKb: 1,
  emailsPerLearner: 1.3, // a sign-up code for new learners (about 3 in 10) and one notice a month
  logKbPerInvocation: 1, // Powertools JSON lines: a request's line, metrics and any warning
  wafRules: 2, // the rate rules on the whole site and on /api/v1/auth/*
  exportRetentionDays: 90,
  exportStandardDays: 30,
  leaderboardEveryMinutes: 15,
  leaderboardMemoryMb: 3008,
  boards: 9,
  boardEntries: 100, // POS# items under 1 KB: one write unit each
  boardMetaKb: 20, // META with the top 100's ranks and the sampled distribution
};
