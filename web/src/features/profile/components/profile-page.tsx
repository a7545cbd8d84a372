import { useDocumentTitle } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ERROR_MESSAGES } from '#shared/messages';
import { useMyProfile } from '../api/get-my-profile';
import { AchievementsTab } from './achievements-tab';
import { OverviewTab } from './overview-tab';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';
import { SettingsTab } from './settings-tab';
import { ChallengesTab } from './challenges-tab';
import { ProgressTab } from './progress-tab';
import { ReferralsTab } from './referrals-tab';

interface ProfilePageProps {
  /** Called after settings were saved, so the session's copy of the user is refreshed. */
  onSettingsSaved?: () => void;
}

export function ProfilePage({ onSettingsSaved }: ProfilePageProps) {
  useDocumentTitle('Profile');
  const profile = useMyProfile();

  if (profile.isPending) {
    return (
      <div className="page">
        <h1 className="visually-hidden">Profile</h1>
        <LoadingState label="Loading your profile…" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="page page--centered">
        <h1 className="page__title">Profile</h1>
        <p className="alert alert--error" role="alert">
          {ERROR_MESSAGES.profileLoadFailed}
        </p>
        <p className="page__actions">
          <button type="button" className="button button--primary" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className="page">
      <ProfileHeader profile={data} />
      <ProfileTabs
        renderPanel={(tab) => {
          if (tab === 'settings') return <SettingsTab profile={data} onSaved={onSettingsSaved} />;
          if (tab === 'progress') return <ProgressTab hasPremiumAccess={data.hasPremiumAccess} />;
          if (tab === 'overview') return <OverviewTab />;
          if (tab === 'achievements') return <AchievementsTab />;
          if (tab === 'challenges') return <ChallengesTab />;
          return <ReferralsTab />;
        }}
      />
    </div>
  );
}
