import { formatLongDate } from '#lib/format-date';
import type { MyProfile } from '../api/get-my-profile';
import { ShareProfileButton } from './share-profile-button';

export function ProfileHeader({ profile }: { profile: MyProfile }) {
  const memberSince = formatLongDate(profile.joinDate);
  return (
    <header className="profile-header">
      <span className="profile-header__avatar" aria-hidden="true">
        {profile.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="profile-header__details">
        <h1 className="profile-header__name">{profile.name}</h1>
        <p className="profile-header__email">{profile.email}</p>
        <ul className="profile-header__facts" aria-label="Membership">
          <li>Level {profile.level}</li>
          <li>
            <span className={`badge ${profile.hasPremiumAccess ? 'badge--premium' : 'badge--free'}`}>
              {profile.hasPremiumAccess ? 'Premium' : 'Free'}
            </span>
          </li>
          {memberSince && <li>Member since {memberSince}</li>}
        </ul>
      </div>
      <ShareProfileButton userId={profile.id} />
    </header>
  );
}
