import { CopyLink } from '#components/ui/copy-link';
import { LoadingState } from '#components/ui/loading-state';
import {
  REFERRAL_SIGNUP_REWARD_DAYS,
  REFERRAL_UPGRADE_REWARD_DAYS,
  SHARE_LINK_COPY_CONFIRMATION_MS,
} from '#shared/constants';
import { ERROR_MESSAGES } from '#shared/messages';
import { useReferralStats } from '../api/get-referral-stats';

export const REFERRAL_REWARD_TEXT = `Get ${REFERRAL_SIGNUP_REWARD_DAYS} free premium days for every friend who signs up, and ${REFERRAL_UPGRADE_REWARD_DAYS} more if they upgrade.`;

const DAY_MS = 86_400_000;

export function referralUrl(code: string, origin = window.location.origin): string {
  return `${origin}/login?ref=${encodeURIComponent(code)}`;
}

/** "3 days" (rounded up) while earned access runs, else "None". */
export function timeLeft(endsAt: string | null, now = Date.now()): string {
  const left = endsAt ? Date.parse(endsAt) - now : 0;
  if (!(left > 0)) return 'None';
  const days = Math.ceil(left / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card">
      <dt className="card__meta">{label}</dt>
      <dd className="card__title">{value}</dd>
    </div>
  );
}

export function ReferralsTab() {
  const stats = useReferralStats();
  if (stats.isPending) return <LoadingState label="Loading your referrals…" />;
  if (stats.isError) {
    return (
      <div>
        <p className="alert alert--error" role="alert">
          {ERROR_MESSAGES.referralLoadFailed}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void stats.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const data = stats.data;
  return (
    <div className="referrals">
      <p>{REFERRAL_REWARD_TEXT}</p>
      <CopyLink
        url={referralUrl(data.referralCode)}
        label="Your referral link"
        confirmationMs={SHARE_LINK_COPY_CONFIRMATION_MS}
      />
      <dl className="referrals__stats">
        <Figure label="Friends signed up" value={String(data.successfulSignUps)} />
        <Figure label="Friends upgraded" value={String(data.successfulUpgrades)} />
        <Figure label="Total days earned" value={String(data.totalDaysEarned)} />
        <Figure label="Premium time left" value={timeLeft(data.premiumAccessEndsAt)} />
      </dl>
    </div>
  );
}
