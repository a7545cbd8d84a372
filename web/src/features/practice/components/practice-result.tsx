import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PRACTICE_ACCURACY_GREEN_THRESHOLD } from '#shared/constants';
import { CompletionMoment } from '#components/ui/completion-moment';
import type { PracticeResult } from '#shared/schemas/toolkit';

export type PracticeOrigin = 'toolkit' | 'skill-tree' | 'sandbox';

const RETURN_LINKS: Record<PracticeOrigin, { to: string; label: string }> = {
  toolkit: { to: '/toolkit', label: 'Return to Toolkit' },
  'skill-tree': { to: '/skill-tree', label: 'Return to Skill Tree' },
  sandbox: { to: '/skill-tree', label: 'Return to Skill Tree' },
};

export interface MissedQuestion {
  id: string;
  question: string;
  yourAnswer: string;
  rightAnswer: string;
  explanation: string;
}

function MissedQuestions({ missed }: { missed: MissedQuestion[] }) {
  return (
    <section className="practice-missed" aria-labelledby="practice-missed-title">
      <h3 id="practice-missed-title" className="practice-missed__title">
        {missed.length === 0
          ? 'Nothing missed: every answer was right.'
          : `Questions to review (${missed.length})`}
      </h3>
      {missed.length > 0 && (
        <ol className="practice-missed__list">
          {missed.map((item) => (
            <li key={item.id} className="practice-missed__item">
              <p className="practice-missed__question">{item.question}</p>
              <p>
                <span className="practice-missed__label">Your answer:</span> {item.yourAnswer}
              </p>
              <p>
                <span className="practice-missed__label">Right answer:</span> {item.rightAnswer}
              </p>
              <p className="practice-missed__explanation">{item.explanation}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface PracticeResultViewProps {
  result: PracticeResult;
  /** The questions answered wrongly, with the explanations the learner saw. */
  missed: MissedQuestion[];
  skillName: string;
  origin: PracticeOrigin;
  onPracticeAgain: () => void;
}

export function PracticeResultView({
  result,
  missed,
  skillName,
  origin,
  onPracticeAgain,
}: PracticeResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const accuracy = Math.round(result.accuracy);
  const good = result.accuracy >= PRACTICE_ACCURACY_GREEN_THRESHOLD;
  const back = RETURN_LINKS[origin];
  return (
    <section className="card practice-result" aria-labelledby="practice-result-title">
      <h2 id="practice-result-title" className="card__title" tabIndex={-1} ref={headingRef}>
        Session complete: {skillName}
      </h2>
      <dl className="practice-result__figures">
        <div className="practice-result__figure">
          <dt>Accuracy</dt>
          <dd className={good ? 'practice-result__accuracy--good' : 'practice-result__accuracy'}>
            {accuracy}%
          </dd>
        </div>
        <div className="practice-result__figure">
          <dt>Points</dt>
          <dd>{result.score}</dd>
        </div>
        <div className="practice-result__figure">
          <dt>Questions</dt>
          <dd>{result.totalQuestions}</dd>
        </div>
        <div className="practice-result__figure">
          <dt>XP gained</dt>
          <dd>+{result.xpEarned}</dd>
        </div>
      </dl>
      {result.xpCapped && (
        <p className="practice-result__note">
          You have reached today&apos;s practice XP for this skill. Your answers still count toward your
          mastery; practise another skill or come back tomorrow for more XP.
        </p>
      )}
      <CompletionMoment xpGained={result.xpEarned} level={result.level} achievements={result.newlyEarned} />
      <MissedQuestions missed={missed} />
      <div className="practice-result__actions">
        <button type="button" className="button button--primary" onClick={onPracticeAgain}>
          Practice Again
        </button>
        <Link className="button button--secondary" to={back.to}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
