import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { Icon } from '#components/ui/icon';
import { LoadingState } from '#components/ui/loading-state';
import { isApiError } from '#lib/api-error';
import { formatLongDate } from '#lib/format-date';
import { ERROR_MESSAGES } from '#shared/messages';
import type { PublicProfile } from '#shared/schemas/users';
import { usePublicProfile } from '../api/get-public-profile';

function StartLink() {
  return (
    <Link className="button button--primary" to="/initial-assessment">
      Start your own journey
    </Link>
  );
}

function NotFound({ message }: { message: string }) {
  useDocumentTitle(ERROR_MESSAGES.profileNotFoundHeading);
  return (
    <div className="page page--centered">
      <h1 className="page__title">{ERROR_MESSAGES.profileNotFoundHeading}</h1>
      <p className="page__lead">{message}</p>
      <p className="page__actions">
        <StartLink />
      </p>
    </div>
  );
}

function ProfileCard({ profile }: { profile: PublicProfile }) {
  useDocumentTitle(profile.name);
  const memberSince = formatLongDate(profile.joinDate);
  return (
    <div className="page public-profile">
      <header className="profile-header">
        <span className="profile-header__avatar" aria-hidden="true">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-header__details">
          <h1 className="profile-header__name">{profile.name}</h1>
          <ul className="profile-header__facts" aria-label="About">
            {profile.level !== null && <li>Level {profile.level}</li>}
            {memberSince && <li>Member since {memberSince}</li>}
          </ul>
        </div>
      </header>
      <section className="public-profile__section" aria-labelledby="public-achievements">
        <h2 id="public-achievements" className="section-title">
          Achievements
        </h2>
        {profile.achievements.length === 0 ? (
          <p className="tab-note">No achievements unlocked yet. Every journey starts with a first step.</p>
        ) : (
          <ul className="achievement-list">
            {profile.achievements.map((achievement) => (
              <li key={achievement.name} className="achievement-list__item">
                <span className="achievement-list__icon">
                  <Icon name={achievement.icon} />
                </span>
                {achievement.name}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="public-profile__cta" aria-labelledby="public-cta">
        <h2 id="public-cta" className="section-title">
          Think sharper, one scenario at a time
        </h2>
        <p>Take the free assessment to see how you think. No signup required.</p>
        <StartLink />
      </section>
    </div>
  );
}

/** /u/{userId}: what a learner chose to share. Works signed out. */
export function PublicProfileView({ userId }: { userId: string | undefined }) {
  const profile = usePublicProfile(userId);
  if (!userId) return <NotFound message={ERROR_MESSAGES.profileUserNotSpecified} />;
  if (profile.isPending) {
    return (
      <div className="page">
        <h1 className="visually-hidden">Public profile</h1>
        <LoadingState label="Loading profile…" />
      </div>
    );
  }
  if (profile.isError) {
    const missing = isApiError(profile.error) && profile.error.status === 404;
    return (
      <NotFound message={missing ? ERROR_MESSAGES.profileLoadFailed : ERROR_MESSAGES.profileFetchError} />
    );
  }
  return <ProfileCard profile={profile.data} />;
}
