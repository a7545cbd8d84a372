import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CompletionMoment } from '#components/ui/completion-moment';
import type { ScenarioDetail } from '#shared/schemas/scenarios';
import { CHALLENGE_TEXTS } from '#shared/schemas/challenges';
import type { CompletionResult } from '../api/scenario-actions';
import { ChallengeAFriend } from './challenge-a-friend';

interface CompletionStageProps {
  scenario: ScenarioDetail;
  result: CompletionResult;
  /** Set in challenge mode: the friend's challenge this dialogue was played for. */
  shareableId?: string;
}

export function CompletionStage({ scenario, result, shareableId }: CompletionStageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = new Map(scenario.skillIds.map((id, i) => [id, scenario.skillNames[i] ?? id]));
  const awarded = Object.entries(result.xpDistribution);
  return (
    <section className="card completion" aria-labelledby="completion-title">
      <h2 id="completion-title" className="completion__title" tabIndex={-1} ref={heading}>
        Scenario complete: {result.understandingScore}% understanding
      </h2>
      <CompletionMoment
        xpGained={result.xpAwarded}
        level={result.level}
        levelBefore={result.levelBefore}
        streak={result.streak}
        achievements={result.newlyEarned ?? []}
        nextStep={result.nextStep}
      />
      <div>
        <h3 className="completion__label">Lesson Learned</h3>
        <p>{result.lessonLearned ?? scenario.objective}</p>
      </div>
      <div>
        <h3 className="completion__label">Skill XP awarded</h3>
        {awarded.length === 0 ? (
          <p>No XP this time: try it again and reach more of the key insights.</p>
        ) : (
          <ul className="completion__xp">
            {awarded.map(([skillId, xp]) => (
              <li key={skillId}>
                <span>{names.get(skillId) ?? skillId}</span>
                <strong>+{xp} XP</strong>
              </li>
            ))}
          </ul>
        )}
        {result.xpAwarded === 0 && awarded.length > 0 && (
          <p className="card__meta">This dialogue was already counted, so no XP was added again.</p>
        )}
      </div>
      {result.learningPathCompleted && result.learningPathId && (
        <Link className="button button--primary" to={`/practice/assessment/${result.learningPathId}`}>
          Prove Your Mastery: Take the Final Assessment
        </Link>
      )}
      {shareableId ? (
        <Link className="button button--primary" to={`/challenge/${encodeURIComponent(shareableId)}`}>
          {CHALLENGE_TEXTS.viewChallengeResult}
        </Link>
      ) : (
        <ChallengeAFriend scenarioId={scenario.id} xpDistribution={result.xpDistribution} />
      )}
      <div className="completion__actions">
        <Link className="button button--secondary" to="/skill-tree">
          View Your Skill Tree
        </Link>
        <Link className="button button--secondary" to="/dashboard">
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}
