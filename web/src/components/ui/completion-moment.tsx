import { Award, Flame, Sparkles, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCountUp } from './use-count-up';

/** Streak lengths worth a word of their own. */
const STREAK_MILESTONES = new Set([3, 7, 14, 30, 50, 100, 365]);

export interface CompletionMomentProps {
  xpGained: number;
  level: number;
  /** Absent when the activity cannot tell (then no level-up is claimed). */
  levelBefore?: number;
  streak?: number;
  achievements: Array<{ id: string; name: string }>;
  nextStep?: { href: string; label: string } | null;
}

/**
 * The moment after an activity: the XP counting up, a level-up or streak milestone when one
 * happened, the achievements just earned, and one clear next step.
 */
export function CompletionMoment({
  xpGained,
  level,
  levelBefore,
  streak,
  achievements,
  nextStep,
}: CompletionMomentProps) {
  const counted = useCountUp(xpGained);
  const leveledUp = levelBefore !== undefined && level > levelBefore;
  const milestone = streak !== undefined && STREAK_MILESTONES.has(streak);
  return (
    <div className="completion-moment">
      <p className="completion-moment__xp">
        <Sparkles aria-hidden="true" size={22} />
        <span aria-hidden="true">+{counted} XP</span>
        <span className="visually-hidden">{`+${xpGained} XP`}</span>
      </p>
      {leveledUp && (
        <p className="completion-moment__badge completion-moment__badge--level">
          <TrendingUp aria-hidden="true" size={18} />
          Level up! You reached level {level}.
        </p>
      )}
      {streak !== undefined && streak > 0 && (
        <p className={`completion-moment__badge${milestone ? ' completion-moment__badge--streak' : ''}`}>
          <Flame aria-hidden="true" size={18} />
          {milestone ? `${streak}-day streak! Keep it going tomorrow.` : `${streak}-day streak`}
        </p>
      )}
      {achievements.length > 0 && (
        <div className="completion-moment__achievements">
          <h3 className="completion__label">Achievement unlocked</h3>
          <ul>
            {achievements.map((achievement) => (
              <li key={achievement.id}>
                <Award aria-hidden="true" size={18} />
                {achievement.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {nextStep && (
        <Link className="button button--primary button--large completion-moment__next" to={nextStep.href}>
          {nextStep.label}
        </Link>
      )}
    </div>
  );
}
