import { Link } from 'react-router-dom';
import type { ProfileTabId } from './profile-tabs';

const UPCOMING: Record<
  Exclude<ProfileTabId, 'overview' | 'achievements' | 'settings' | 'progress'>,
  string
> = {
  challenges: 'The challenges you created and joined will appear here once challenges arrive.',
  referrals: 'Your referral link and the premium days it earned will appear here once referrals arrive.',
};

/** Tabs whose features are still to come say so plainly instead of showing empty charts. */
export function UpcomingTab({ tab }: { tab: keyof typeof UPCOMING }) {
  return <p className="tab-note">{UPCOMING[tab]}</p>;
}

export function ProgressTab({ hasPremiumAccess }: { hasPremiumAccess: boolean }) {
  if (!hasPremiumAccess) {
    return (
      <div className="upgrade-prompt">
        <h2 className="upgrade-prompt__title">Track your progress with Premium</h2>
        <p>See how your assessment scores change over time with a Premium membership.</p>
        <Link className="button button--primary" to="/pricing">
          Upgrade to Premium
        </Link>
      </div>
    );
  }
  return (
    <p className="tab-note">
      A chart of your assessment scores over time will appear here once progress tracking arrives.
    </p>
  );
}
