/**
 * Business constants and limits (product spec, section 9). Every timing, limit and
 * threshold that the web app or the backend relies on is named here once.
 */

export const PRODUCT_NAME = 'Clarity';
export const API_BASE_PATH = '/api/v1';
export const WEBSOCKET_PATH = '/ws';

// Scenarios
export const SCENARIO_TIMER_SECONDS = 600;
/** A tutor reply awaited this long is late: the server re-drives it and the page offers Retry. */
export const REPLY_STALE_SECONDS = 45;
export const SCENARIO_RESPONSE_MAX_LENGTH = 1000;

// Accounts
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const PASSWORD_MIN_LENGTH = 8;

// Landing
export const HERO_QUESTION_ROTATION_MS = 5000;
export const HERO_QUESTION_FADE_MS = 1000;

// Toolkit
export const TOOLKIT_SEARCH_DEBOUNCE_MS = 300;

// Copy confirmations and status resets
export const PROFILE_LINK_COPY_CONFIRMATION_MS = 2000;
export const SHARE_LINK_COPY_CONFIRMATION_MS = 2500;
export const SETTINGS_STATUS_RESET_MS = 3000;
export const FEEDBACK_SUCCESS_CLOSE_MS = 2000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
export const ASSESSMENT_POLL_INTERVAL_MS = 3000;

// Dashboard
export const DASHBOARD_RECENT_ACHIEVEMENTS = 4;
export const DASHBOARD_LEARNING_PATHS_SHOWN = 1;

/** Level progress percent: xp over (xp plus xpToNext). */
export function levelProgressPercent(xp: number, xpToNext: number): number {
  const total = xp + xpToNext;
  return total <= 0 ? 0 : Math.round((xp / total) * 100);
}

// Practice
export const PRACTICE_POINTS_PER_CORRECT = 10;
/**
 * Practice XP a skill can earn per UTC day: one full session. Practising more still counts
 * toward mastery, but repeating a bank whose answers have been revealed earns no more XP.
 */
export const PRACTICE_DAILY_XP_PER_SKILL = 50;
export const PRACTICE_ACCURACY_GREEN_THRESHOLD = 80;

/** Accuracy = points / (questions x 10) x 100. */
export function practiceAccuracy(points: number, questions: number): number {
  if (questions <= 0) return 0;
  return (points / (questions * PRACTICE_POINTS_PER_CORRECT)) * 100;
}

// Leaderboards
export const LEADERBOARD_PAGE_SIZE = 20;
/** A streak freeze is earned by every full week of streak, and at most this many are held. */
export const STREAK_FREEZE_EVERY_DAYS = 7;
export const STREAK_FREEZES_MAX = 2;
/** The scheduled job ranks every board this often; the page says so next to a learner's fresh figures. */
export const LEADERBOARD_REFRESH_MINUTES = 15;
export const LEADERBOARD_PERIODS = ['WEEKLY', 'MONTHLY', 'ALL_TIME'] as const;
export const LEADERBOARD_METRICS = ['XP', 'SCENARIOS_COMPLETED', 'STREAK'] as const;

// Challenges
export const NON_PREMIUM_CHALLENGE_HISTORY_LIMIT = 5;

// Referrals
export const REFERRAL_SIGNUP_REWARD_DAYS = 3;
export const REFERRAL_UPGRADE_REWARD_DAYS = 7;

// Feedback
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_TYPES = ['General Feedback', 'Feature Request', 'Bug Report'] as const;
export const DEFAULT_FEEDBACK_TYPE = 'General Feedback';

// Skills and achievements
/** A skill needs premium when its required level exceeds this. */
export const FREE_SKILL_MAX_REQUIRED_LEVEL = 2;
export const ACHIEVEMENT_TIERS = { BRONZE: 1, SILVER: 2, GOLD: 3 } as const;
export const ACHIEVEMENT_CATEGORIES = [
  'Onboarding',
  'Completion',
  'Consistency',
  'Mastery',
  'Social',
  'Leaderboard',
] as const;

export function achievementTierName(tier: number): 'gold' | 'silver' | 'bronze' {
  if (tier === ACHIEVEMENT_TIERS.GOLD) return 'gold';
  if (tier === ACHIEVEMENT_TIERS.SILVER) return 'silver';
  return 'bronze';
}

// Toolkit difficulty colours
export const DIFFICULTY_COLORS = { BEGINNER: 'green', INTERMEDIATE: 'yellow', OTHER: 'red' } as const;

export function difficultyColor(difficulty: string): 'green' | 'yellow' | 'red' {
  if (difficulty === 'BEGINNER') return DIFFICULTY_COLORS.BEGINNER;
  if (difficulty === 'INTERMEDIATE') return DIFFICULTY_COLORS.INTERMEDIATE;
  return DIFFICULTY_COLORS.OTHER;
}

// Plans
export const PLANS = {
  EXPLORER: { name: 'Explorer', priceLabel: '$0', period: 'forever' },
  STRATEGIST: {
    name: 'Strategist',
    priceLabel: '$12',
    period: 'per month, billed annually',
    monthlyPriceUsd: 12,
    trialDays: 7,
  },
  CATALYST: { name: 'Catalyst', priceLabel: 'Contact us', period: 'for teams' },
} as const;

// The landing page's content claims are counted from the content (GET /content/summary).

/** The hero's rotating questions. */
export const HERO_QUESTIONS = [
  'Would you spot the flaw in an argument that flatters what you already believe?',
  'How much of your last big decision was decided by money you had already spent?',
  'When a headline says "linked to", do you know what it is not telling you?',
] as const;

export const CHART_SCORE_AXIS = { min: 0, max: 100 } as const;

// HTTP
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** Largest request body the API accepts; larger bodies get 413. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

// Browser storage keys
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  guestAttemptId: 'guestAttemptId',
  redirectPath: 'redirectPath',
} as const;

/** The three plans (landing, pricing and the waitlist); here, free of zod, so the landing page loads light. */
export const PLAN_TIERS = ['Explorer', 'Strategist', 'Catalyst'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
