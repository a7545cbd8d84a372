/** GET /referrals/my-stats (spec, section 3). */
export interface ReferralStats {
  referralCode: string;
  successfulSignUps: number;
  successfulUpgrades: number;
  totalDaysEarned: number;
  /** When premium access earned (or granted) until a date runs out; null when none. */
  premiumAccessEndsAt: string | null;
}
