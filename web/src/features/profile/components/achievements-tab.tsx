import { LoadingState } from '#components/ui/loading-state';
import { ACHIEVEMENT_CATEGORIES } from '#shared/constants';
import type { Achievement } from '#shared/schemas/progress';
import { useAchievements } from '../api/get-achievements';
import { AchievementCard } from './achievement-card';

export interface AchievementGroup {
  category: Achievement['category'];
  achievements: Achievement[];
}

/** The spec's category order, tiers ascending inside each; empty categories are left out. */
export function groupAchievements(achievements: Achievement[]): AchievementGroup[] {
  return ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    achievements: achievements.filter((a) => a.category === category).sort((a, b) => a.tier - b.tier),
  })).filter((group) => group.achievements.length > 0);
}

export function AchievementsTab() {
  const achievements = useAchievements();
  if (achievements.isPending) return <LoadingState label="Loading your achievements…" />;
  if (achievements.isError) {
    return (
      <div className="tab-note">
        <p className="alert alert--error" role="alert">
          Your achievements could not be loaded.
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void achievements.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  const all = achievements.data;
  const earned = all.filter((a) => a.earned).length;
  return (
    <div className="achievements">
      <p className="achievements__summary">
        You have earned {earned} of {all.length} achievements.
      </p>
      {groupAchievements(all).map((group) => {
        const headingId = `achievements-${group.category.toLowerCase()}`;
        const groupEarned = group.achievements.filter((a) => a.earned).length;
        return (
          <section key={group.category} className="achievements__group" aria-labelledby={headingId}>
            <div className="achievements__group-header">
              <h2 id={headingId} className="section-title">
                {group.category}
              </h2>
              <span className="achievements__group-count">
                {groupEarned} of {group.achievements.length} earned
              </span>
            </div>
            <ul className="achievement-grid">
              {group.achievements.map((achievement) => (
                <AchievementCard key={achievement.id} achievement={achievement} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
