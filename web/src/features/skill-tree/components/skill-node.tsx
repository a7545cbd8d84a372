import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '#components/ui/icon';
import { ERROR_MESSAGES } from '#shared/messages';
import type { SkillView } from '#shared/schemas/toolkit';
import { ProgressRing } from './progress-ring';

export interface SkillTreeLearner {
  level: number;
  hasPremiumAccess: boolean;
}

interface SkillNodeProps {
  skill: SkillView;
  color: string;
  recommended: boolean;
  learner: SkillTreeLearner;
}

type Gate = 'open' | 'level' | 'premium';

function gateOf(skill: SkillView, learner: SkillTreeLearner): Gate {
  if (skill.unlocked) return 'open';
  return learner.level < skill.requiredLevel ? 'level' : 'premium';
}

/** One skill: a progress ring, its level, a tooltip with the details, and where it leads. */
export function SkillNode({ skill, color, recommended, learner }: SkillNodeProps) {
  const tooltipId = useId();
  const gate = gateOf(skill, learner);
  const percent =
    skill.level >= skill.maxLevel ? 100 : skill.requiredXp > 0 ? (skill.xp / skill.requiredXp) * 100 : 0;
  const status =
    gate === 'level'
      ? `Locked: requires level ${skill.requiredLevel}`
      : gate === 'premium'
        ? 'Premium: upgrade to unlock'
        : skill.level >= skill.maxLevel
          ? `Mastered: ${skill.xp} XP`
          : `${skill.xp} / ${skill.requiredXp} XP to level ${skill.level + 1}`;
  const className = [
    'skill-node',
    skill.isCapstone ? 'skill-node--capstone' : '',
    recommended ? 'skill-node--recommended' : '',
    gate !== 'open' ? 'skill-node--locked' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const body = (
    <>
      <span className="skill-node__ring">
        <ProgressRing percent={gate === 'open' ? percent : 0} color={color} />
        <span className="skill-node__level" aria-hidden="true">
          {gate === 'open' ? skill.level : <Icon name={gate === 'premium' ? 'Star' : 'Lock'} size={16} />}
        </span>
      </span>
      <span className="skill-node__text">
        <span className="skill-node__name">{skill.name}</span>
        <span className="skill-node__meta">
          {skill.isCapstone ? 'Capstone · ' : ''}Level {skill.level}/{skill.maxLevel}
          {recommended ? ' · Recommended' : ''}
        </span>
      </span>
      <span id={tooltipId} role="tooltip" className="skill-node__tooltip">
        {status}
      </span>
    </>
  );

  if (gate === 'level') {
    return (
      <div className={className} tabIndex={0} aria-describedby={tooltipId} aria-disabled="true">
        {body}
      </div>
    );
  }
  if (gate === 'premium') {
    return (
      <Link
        className={className}
        to="/pricing"
        state={{ message: ERROR_MESSAGES.upgradeToAccess }}
        aria-describedby={tooltipId}
      >
        {body}
      </Link>
    );
  }
  return (
    <Link
      className={className}
      to={`/practice/skill/${skill.id}`}
      state={{ from: 'skill-tree' }}
      aria-describedby={tooltipId}
    >
      {body}
    </Link>
  );
}
