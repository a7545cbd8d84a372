import { useId } from 'react';
import type { PracticeSession } from '#shared/schemas/toolkit';

export type PracticeQuestion = PracticeSession['questions'][number];

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface QuestionCardProps {
  question: PracticeQuestion;
  number: number;
  total: number;
  /** The learner's pick; once set, the answer is locked. */
  selected: number | null;
  onSelect: (index: number) => void;
}

/** One question with lettered options; the first pick locks the answer and reveals the feedback. */
export function QuestionCard({ question, number, total, selected, onSelect }: QuestionCardProps) {
  const headingId = useId();
  const answered = selected !== null;
  const correct = answered && selected === question.correctIndex;
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
          if (answered && index === question.correctIndex) state = 'practice-option--correct';
          else if (answered && index === selected) state = 'practice-option--wrong';
          return (
            <li key={index}>
              <button
                type="button"
                className={`practice-option ${state}`}
                aria-pressed={selected === index}
                aria-disabled={answered}

                onClick={() => {
                  if (!answered) onSelect(index);
                }}
              >
                <span className="practice-option__letter" aria-hidden="true">
                  {LETTERS[index]}
                </span>
                <span>
                  <span className="visually-hidden">{LETTERS[index]}. </span>
                  {option}
                </span>
                {answered && index === question.correctIndex && (
                  <span className="visually-hidden"> (correct answer)</span>
                )}
                {answered && index === selected && index !== question.correctIndex && (
                  <span className="visually-hidden"> (your answer)</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">
        {answered && (
          <div
            className={`practice-feedback ${correct ? 'practice-feedback--correct' : 'practice-feedback--wrong'}`}
          >
            <p className="practice-feedback__verdict">
              {correct ? 'Correct!' : `Not quite. The answer is ${LETTERS[question.correctIndex]}.`}
            </p>
            <p>{question.explanation}</p>
            {question.detailedExplanation && (
              <details className="practice-feedback__details">
                <summary>Detailed explanation</summary>
                <p>{question.detailedExplanation}</p>
              </details>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
