import { useId } from 'react';
import type { PracticeAnswerResult, PracticeSession } from '#shared/schemas/toolkit';

export type PracticeQuestion = PracticeSession['questions'][number];

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface QuestionCardProps {
  question: PracticeQuestion;
  number: number;
  total: number;
  /** The server's verdict on the learner's pick; once there, the answer is locked. */
  verdict: PracticeAnswerResult | null;
  /** The pick being checked, while the server has not answered yet. */
  pending: number | null;
  onSelect: (index: number) => void;
}

/**
 * One question with lettered options. The first pick goes to the server, which checks it and
 * sends back the answer and the explanation; from then on the answer is locked.
 */
export function QuestionCard({ question, number, total, verdict, pending, onSelect }: QuestionCardProps) {
  const headingId = useId();
  const answered = verdict !== null;
  const locked = answered || pending !== null;
  const selected = verdict?.selectedIndex ?? pending;
  const correctIndex = verdict?.correctIndex ?? -1;
  const correct = verdict?.isCorrect ?? false;
  return (
    <section className="card practice-question" aria-labelledby={headingId}>
      <p className="practice-question__count">
        Question {number} of {total}
      </p>
      <h2 id={headingId} className="practice-question__text">
        {question.question}
      </h2>
      <ol className="practice-options" aria-label="Answer options">
        {question.options.map((option, index) => {
          let state = '';
          if (answered && index === correctIndex) state = 'practice-option--correct';
          else if (answered && index === selected) state = 'practice-option--wrong';
          let outcome = '';
          if (answered && index === correctIndex) outcome = ' (correct answer)';
          else if (answered && index === selected) outcome = ' (your answer)';
          return (
            <li key={index}>
              {/* One name said once: the drawn letter is decoration, the label carries it. */}
              <button
                type="button"
                className={`practice-option ${state}`}
                aria-label={`${LETTERS[index]}. ${option}${outcome}`}
                aria-pressed={selected === index}
                aria-disabled={locked}
                aria-busy={pending === index}
                onClick={() => {
                  if (!locked) onSelect(index);
                }}
              >
                <span className="practice-option__letter" aria-hidden="true">
                  {LETTERS[index]}
                </span>
                <span aria-hidden="true">{option}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">
        {pending !== null && !answered && (
          <p className="practice-feedback__checking">Checking your answer…</p>
        )}
        {verdict && (
          <div
            className={`practice-feedback ${correct ? 'practice-feedback--correct' : 'practice-feedback--wrong'}`}
          >
            <p className="practice-feedback__verdict">
              {correct ? 'Correct!' : `Not quite. The answer is ${LETTERS[correctIndex]}.`}
            </p>
            <p>{verdict.explanation}</p>
            {verdict.detailedExplanation && (
              <details className="practice-feedback__details">
                <summary>Detailed explanation</summary>
                <p>{verdict.detailedExplanation}</p>
              </details>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
