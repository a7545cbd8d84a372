import { Link } from 'react-router-dom';
import { ProgressBar } from '#components/ui/progress-bar';

/**
 * Each skill's points (XP) and their share of all the learner's skill points, strongest first
 * as the API orders them. A share, said as one, so it never reads as the toolkit's mastery.
 */
export function SkillPointsCard({
  skillPoints,
  skillXp = {},
}: {
  skillPoints: Record<string, number>;
  skillXp?: Record<string, number>;
}) {
  const skills = Object.entries(skillPoints);
  return (
    <section className="card" aria-labelledby="dashboard-skills">
      <div className="card__header">
        <h2 id="dashboard-skills" className="card__title">
          Cognitive skill points
        </h2>
        <Link to="/skill-tree" className="card__link">
          View skill tree
        </Link>
      </div>
      {skills.length === 0 ? (
        <p className="card__empty">
          Complete a scenario or a practice session to start earning points in your thinking skills.
        </p>
      ) : (
        <ul className="skill-points">
          {skills.map(([name, percent]) => (
            <li key={name} className="skill-points__item">
              <span className="skill-points__name">{name}</span>
              <span className="skill-points__percent">
                {skillXp[name] !== undefined && `${skillXp[name]} pts · `}
                {percent}% of your points
              </span>
              <ProgressBar
                value={percent}
                label={`${name}: share of your skill points`}
                valueText={`${percent}% of your points`}
                size="small"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
