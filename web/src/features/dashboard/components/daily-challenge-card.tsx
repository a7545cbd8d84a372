import { Link } from 'react-router-dom';
import { useDailyChallenge } from '../api/get-daily-challenge';

const DIFFICULTY: Record<string, string> = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate' };

/** Shown only until the learner has taken today's challenge. */
export function DailyChallengeCard({ engagedToday }: { engagedToday: boolean }) {
  const challenge = useDailyChallenge(!engagedToday);
  if (engagedToday || !challenge.data) return null;
  const { id, title, description, xp, duration, difficulty } = challenge.data;
  return (
    <section className="card daily-challenge" aria-labelledby="dashboard-daily-challenge">
      <h2 id="dashboard-daily-challenge" className="card__title">
        Daily challenge: {title}
      </h2>
      <p className="card__note">{description}</p>
      <p className="card__meta">
        {DIFFICULTY[difficulty] ?? 'Advanced'} · about {duration} minutes · up to {xp} XP
      </p>
      <div>
        <Link className="button button--primary" to={`/scenario/${id}`}>
          Start Challenge
        </Link>
      </div>
    </section>
  );
}
