import * as z from 'zod';
import { emailSchema, nameSchema } from './auth';

export interface Preferences {
  emailNotifications: boolean;
  dailyReminders: boolean;
  /** Show me on public leaderboards and make my profile page visible. */
  publicLeaderboard: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  dailyReminders: false,
  publicLeaderboard: true,
};

export type Membership = 'PREMIUM' | 'ENTERPRISE';

/**
 * A paid plan's lifecycle, kept on the learner from the payment provider's events. Premium
 * access is derived from it at every check: trialing, active and past-due (the grace while a
 * payment is retried) grant access until `accessEndsAt`; canceled keeps it to the end of the
 * paid period; expired grants nothing.
 */
export const SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionRecord {
  plan: 'STRATEGIST';
  status: SubscriptionStatus;
  /** ISO time access lasts until (trial end or end of the paid period). */
  accessEndsAt: string;
  source: 'SUBSCRIPTION';
  customerId: string;
  subscriptionId: string;
  /** ISO time of the provider event this state came from (later events win). */
  lastEventAt: string;
}

/** What the profile shows of the membership. */
export interface MembershipView {
  plan: 'EXPLORER' | 'STRATEGIST' | 'ENTERPRISE';
  status: SubscriptionStatus | 'GRANTED' | 'NONE';
  source: 'SUBSCRIPTION' | 'REFERRAL' | 'ADMIN' | 'ENTERPRISE' | 'NONE';
  premiumAccessEndsAt: string | null;
}

/** What GET /users/me returns and what sign-in hands the client. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  xp: number;
  level: number;
  streak: number;
  totalScenarios: number;
  joinDate: string;
  hasPremiumAccess: boolean;
  membership: Membership | null;
  premiumAccessEndsAt: string | null;
  /** The membership behind hasPremiumAccess, derived on the server. */
  premium: MembershipView;
  hasCompletedInitialAssessment: boolean;
  teamId: string | null;
  recommendedPath: { name: string; skillIds: string[] } | null;
  preferences: Preferences;
  /** A new sign-in address waiting for its code (always null in sign-in responses). */
  pendingEmail: string | null;
}

/**
 * PUT /users/me. The name changes at once; a new email only after the code sent to it is
 * entered (POST /users/me/email/confirm).
 */
export const updateMeBodySchema = /* @__PURE__ */ z.object({ name: nameSchema, email: emailSchema }).strict();

export const EMAIL_CHANGE_TEXTS = {
  codeSent: (email: string) =>
    `Saved! We sent a code to ${email}. Enter it to confirm your new email; until then you sign in with your current one.`,
  codeInvalid: 'That code is not right. Please check it and try again.',
  codeExpired:
    'This code has expired or has been tried too often. Save your new email again to get a new code.',
  codeFormat: 'Enter the 6-digit code from the email.',
  changed: 'Your email is changed.',
} as const;

/** POST /users/me/email/confirm */
export const confirmEmailBodySchema = /* @__PURE__ */ z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, EMAIL_CHANGE_TEXTS.codeFormat),
  })
  .strict();
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

/** An IANA time zone name the runtime knows (Europe/Paris, America/New_York, UTC). */
export const timeZoneSchema = /* @__PURE__ */ z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'timeZone must be an IANA time zone such as Europe/Paris.' },
  );

export const preferencesBodySchema = /* @__PURE__ */ z
  .object({
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false.' }),
    dailyReminders: z.boolean({ error: 'dailyReminders must be true or false.' }),
    publicLeaderboard: z.boolean({ error: 'publicLeaderboard must be true or false.' }),
    /** The browser's IANA time zone: daily reminders go out in the learner's own morning. */
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

export interface PublicProfile {
  id: string;
  name: string;
  level: number | null;
  joinDate: string;
  achievements: Array<{ name: string; icon: string }>;
}
