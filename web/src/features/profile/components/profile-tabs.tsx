import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';

export const PROFILE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'achievements', label: 'Achievements' },
  { id: 'progress', label: 'Progress' },
  { id: 'challenges', label: 'Challenges' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

interface ProfileTabsProps {
  renderPanel: (tab: ProfileTabId) => ReactNode;
}

/**
 * The profile's sections as tabs. The open tab lives in ?tab=, so "Settings" in the user menu
 * and shared links can open one directly.
 */
export function ProfileTabs({ renderPanel }: ProfileTabsProps) {
  return <Tabs tabs={PROFILE_TABS} label="Profile sections" renderPanel={renderPanel} />;
}
