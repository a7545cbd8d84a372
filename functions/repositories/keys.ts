/**
 * Every key of the single table is built here, so the access patterns in
 * docs/data-model.md and the code cannot drift apart. Attribute names are generic
 * (pk/sk, gsi1pk/gsi1sk, gsi2pk/gsi2sk) and every item carries `entityType`.
 */

export const ENTITY = {
  user: 'User',
  emailClaim: 'EmailClaim',
  emailChange: 'EmailChange',
  unlockCode: 'UnlockCode',
  referralCode: 'ReferralCode',
  referral: 'Referral',
  verification: 'Verification',
  throttle: 'Throttle',
  oauthState: 'OAuthState',
  assessmentAttempt: 'AssessmentAttempt',
  snapshot: 'Snapshot',
  waitlist: 'WaitlistEntry',
  checkoutSession: 'CheckoutSession',
  paymentEvent: 'PaymentEvent',
  activity: 'Activity',
  xpDay: 'XpDay',
  leaderboardEntry: 'LeaderboardEntry',
  leaderboardMeta: 'LeaderboardMeta',
  leaderboardState: 'LeaderboardState',
  mentalModel: 'MentalModel',
  cognitiveBias: 'CognitiveBias',
  practiceQuestion: 'PracticeQuestion',
  skillTree: 'SkillTree',
  contentVersion: 'ContentVersion',
  practiceSession: 'PracticeSession',
  feedback: 'Feedback',
  connection: 'Connection',
  scenario: 'Scenario',
  scenarioProgress: 'ScenarioProgress',
  scenarioSession: 'ScenarioSession',
  scenarioMessage: 'ScenarioMessage',
  // Teams (docs/data-model.md, "Teams").
  team: 'Team',
  teamMember: 'TeamMember',
  teamInvite: 'TeamInvite',
  teamInvitation: 'TeamInvitation',
  teamPath: 'TeamPath',
  teamAnalytics: 'TeamAnalytics',

  // Challenges between friends
  challenge: 'Challenge',
  challengeParticipant: 'ChallengeParticipant',
  openChallenge: 'OpenChallenge',

  // Daily reminders
  reminderSent: 'ReminderSent',
  reminderUnsubscribe: 'ReminderUnsubscribe',
} as const;

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** One item per address makes "one account per email" a write condition, not a read. */
  emailClaim: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  /** A requested change of sign-in address, waiting for the code sent to the new one. */
  emailChange: (userId: string) => ({ pk: `USER#${userId}`, sk: 'EMAILCHANGE' }),
  /** A sign-in code mailed to the owner of an email whose sign-in is locked. */
  unlockCode: (email: string) => ({ pk: `UNLOCK#${email}`, sk: 'UNLOCK' }),
  referralCode: (code: string) => ({ pk: `REFCODE#${code}`, sk: 'REFCODE' }),
  /** A friend who signed up with a referrer's code, under the referrer. */
  referral: (referrerId: string, referredUserId: string) => ({
    pk: `USER#${referrerId}`,
    sk: `REFERRAL#${referredUserId}`,
  }),
  /** When the last sign-up code went out; the product's 10-minute expiry is checked against it. */
  verification: (email: string) => ({ pk: `VERIFY#${email}`, sk: 'VERIFY' }),
  /** Failed sign-ins of one subject (an email or a client address) in one time window. */
  throttle: (subject: string, windowStart: number) => ({
    pk: `THROTTLE#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  oauthState: (state: string) => ({ pk: `OAUTH#${state}`, sk: 'STATE' }),
  assessmentAttempt: (attemptId: string) => ({ pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT' }),
  /** gsi1 lists a learner's attempts by date once the attempt has an owner. */
  attemptOwner: (userId: string, createdAt: string) => ({
    gsi1pk: `USER#${userId}#ATTEMPTS`,
    gsi1sk: createdAt,
  }),
  attemptsOf: (userId: string) => ({ gsi1pk: `USER#${userId}#ATTEMPTS` }),
  /** A checkout the learner was sent to, by its session id. */
  checkoutSession: (sessionId: string) => ({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' }),
  /** A processed payment-provider event: its existence makes handling it exactly once. */
  paymentEvent: (eventId: string) => ({ pk: `PAYEVENT#${eventId}`, sk: 'PAYEVENT' }),
  /** One waitlist entry per address. */
  waitlist: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  /** A shareable snapshot points at its attempt; its id is not the attempt's. */
  snapshot: (snapshotId: string) => ({ pk: `SNAPSHOT#${snapshotId}`, sk: 'SNAPSHOT' }),
  /** One item per reported activity: its existence is what makes an award happen once. */
  activity: (userId: string, activityKey: string) => ({
    pk: `USER#${userId}`,
    sk: `ACTIVITY#${activityKey}`,
  }),
  /**
   * Where a learner sits in the roster index: spread over ROSTER_SHARDS partitions by a hash
   * of the id, so profile writes never pile onto one partition.
   */
  roster: (userId: string) => ({ rosterpk: `ROSTER#${rosterShard(userId)}`, rostersk: userId }),
  rosterShard: (shard: number) => ({ rosterpk: `ROSTER#${shard}` }),
  /** One materialised board: its top entries by position, and its META item. */
  leaderboard: (board: string) => ({ pk: `LB#${board}` }),
  leaderboardPosition: (board: string, position: number) => ({
    pk: `LB#${board}`,
    sk: `POS#${String(position).padStart(5, '0')}`,
  }),
  leaderboardMeta: (board: string) => ({ pk: `LB#${board}`, sk: 'META' }),
  leaderboardState: () => ({ pk: 'LBSTATE', sk: 'LBSTATE' }),
  /** Seeded toolkit content: one partition per kind, the questions of a skill together. */
  mentalModels: () => ({ pk: 'CONTENT#MODEL' }),
  mentalModel: (id: string) => ({ pk: 'CONTENT#MODEL', sk: id }),
  cognitiveBiases: () => ({ pk: 'CONTENT#BIAS' }),
  cognitiveBias: (id: string) => ({ pk: 'CONTENT#BIAS', sk: id }),
  questionsOf: (skillId: string) => ({ pk: `QUESTIONS#${skillId}` }),
  practiceQuestion: (skillId: string, questionId: string) => ({ pk: `QUESTIONS#${skillId}`, sk: questionId }),
  skillTree: () => ({ pk: 'CONTENT#SKILLTREE', sk: 'TREE' }),
  scenario: (id: string) => ({ pk: 'CONTENT#SCENARIO', sk: id }),
  contentVersion: () => ({ pk: 'CONTENT#VERSION', sk: 'VERSION' }),
  /** A practice session the learner was given, until it is submitted (or expires). */
  practiceSession: (userId: string, sessionId: string) => ({
    pk: `USER#${userId}`,
    sk: `PRACTICE#${sessionId}`,
  }),
  /** Where a learner stands with one scenario: status, attempts and the current dialogue. */
  scenarioProgress: (userId: string, scenarioId: string) => ({
    pk: `USER#${userId}`,
    sk: `SCENARIO#${scenarioId}`,
  }),
  scenarioProgressOf: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SCENARIO#' }),
  /** One dialogue: the tutor's state, the timer and whether a reply is awaited. */
  scenarioSession: (userId: string, sessionId: string) => ({
    pk: `USER#${userId}`,
    sk: `SCNSESSION#${sessionId}`,
  }),
  /** The messages of a dialogue in order; each is stored before it is sent. */
  scenarioMessage: (sessionId: string, seq: number) => ({
    pk: `DIALOGUE#${sessionId}`,
    sk: `MSG#${String(seq).padStart(4, '0')}`,
  }),
  scenarioMessages: (sessionId: string) => ({ pk: `DIALOGUE#${sessionId}` }),
  /** XP a learner earned on one local day, for the weekly trend. */
  xpDay: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `XPDAY#${day}` }),

  /** Feedback lives under its author; gsi1 lists a day's feedback for triage. */
  feedback: (userId: string, feedbackId: string, day: string) => ({
    pk: `USER#${userId}`,
    sk: `FEEDBACK#${feedbackId}`,
    gsi1pk: `FEEDBACK#${day}`,
    gsi1sk: feedbackId,
  }),
  feedbackByDay: (day: string) => ({ gsi1pk: `FEEDBACK#${day}` }),

  /**
   * A WebSocket connection; gsi1 finds a learner's open sockets, gsi2 buckets connections
   * by the hour they expire so the sweep job reads only due buckets.
   */
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' }),
  connectionOwner: (userId: string, connectionId: string) => ({
    gsi1pk: `USER#${userId}#CONNS`,
    gsi1sk: connectionId,
  }),
  connectionsOf: (userId: string) => ({ gsi1pk: `USER#${userId}#CONNS` }),
  connectionExpiryBucket: (hour: string) => ({ gsi2pk: `CONNEXP#${hour}` }),

  // --- Teams: one partition per team holds the team, its members, invitations and paths. ---
  /** The team with its running figures; gsi1 lists every team for the scheduled job. */
  team: (teamId: string) => ({ pk: `TEAM#${teamId}`, sk: 'TEAM' }),
  teamListing: (teamId: string) => ({ gsi1pk: 'TEAMS', gsi1sk: teamId }),
  allTeams: () => ({ gsi1pk: 'TEAMS' }),
  teamMember: (teamId: string, userId: string) => ({ pk: `TEAM#${teamId}`, sk: `MEMBER#${userId}` }),
  teamMembers: (teamId: string) => ({ pk: `TEAM#${teamId}`, skPrefix: 'MEMBER#' }),
  /** The pending invitation of one address (a new one replaces it). */
  teamInvite: (teamId: string, email: string) => ({ pk: `TEAM#${teamId}`, sk: `INVITE#${email}` }),
  teamInvites: (teamId: string) => ({ pk: `TEAM#${teamId}`, skPrefix: 'INVITE#' }),
  /** An invitation link, by the hash of its secret (the secret itself is never stored). */
  teamInvitation: (tokenHash: string) => ({ pk: `TEAMINVITATION#${tokenHash}`, sk: 'INVITATION' }),
  teamPath: (teamId: string, pathId: string) => ({ pk: `TEAM#${teamId}`, sk: `PATH#${pathId}` }),
  teamPaths: (teamId: string) => ({ pk: `TEAM#${teamId}`, skPrefix: 'PATH#' }),
  /** Analytics the scheduled job precomputes for the team. */
  teamAnalytics: (teamId: string) => ({ pk: `TEAM#${teamId}`, sk: 'ANALYTICS' }),
  // Challenges between friends: a challenge and its participants share one partition, so
  // the public page is one Query; gsi1 lists a learner's challenges, newest first.
  challenge: (shareableId: string) => ({ pk: `CHALLENGE#${shareableId}`, sk: 'CHALLENGE' }),
  challengeItems: (shareableId: string) => ({ pk: `CHALLENGE#${shareableId}` }),
  challengeParticipant: (shareableId: string, userId: string) => ({
    pk: `CHALLENGE#${shareableId}`,
    sk: `PARTICIPANT#${userId}`,
  }),
  challengeOfParticipant: (userId: string, joinedAt: string, shareableId: string) => ({
    gsi1pk: `USER#${userId}#CHALLENGES`,
    gsi1sk: `${joinedAt}#${shareableId}`,
  }),
  challengesOf: (userId: string) => ({ gsi1pk: `USER#${userId}#CHALLENGES` }),
  /** The creator's one open challenge on a scenario: creating again reuses it. */
  openChallenge: (userId: string, scenarioId: string) => ({
    pk: `USER#${userId}`,
    sk: `OPENCHALLENGE#${scenarioId}`,
  }),
  // --- Daily reminders (docs/data-model.md, "Daily reminders"). ---
  /**
   * A learner with daily reminders on, by their time zone: set on the profile item while the
   * preference is on and removed when it is off, so gsi2 holds only learners to remind and
   * the hourly job queries just the zones where it is morning.
   */
  reminderCandidate: (timeZone: string, userId: string) => ({ gsi2pk: `REMIND#${timeZone}`, gsi2sk: userId }),
  remindersIn: (timeZone: string) => ({ gsi2pk: `REMIND#${timeZone}` }),
  /** The reminder of one local day: its existence makes the reminder go out at most once. */
  reminderSent: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `REMINDER#${day}` }),
  /** An unsubscribe link, by the hash of its secret (the secret itself is never stored). */
  reminderUnsubscribe: (tokenHash: string) => ({ pk: `UNSUBSCRIBE#${tokenHash}`, sk: 'UNSUBSCRIBE' }),
} as const;

export const ROSTER_SHARDS = 16;

/** FNV-1a of the id, modulo the shard count: stable, and even for random ids. */
export function rosterShard(userId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i += 1) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ROSTER_SHARDS;
}

/** 2026-11-22T21 — the UTC hour of an instant, used to bucket expiring items. */
export function hourBucket(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 13);
}

export function dayBucket(date: Date): string {
  return date.toISOString().slice(0, 10);
}
