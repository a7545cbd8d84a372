import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ProgressBar } from '#components/ui/progress-bar';
import { isApiError } from '#lib/api-error';
import { guestAttemptStorage } from '#lib/token-storage';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { FREE_TEXT_MAX_LENGTH, type AssessmentQuestion } from '#shared/schemas/assessment';
import { useAssessmentQuestions, useSubmitAssessment } from '../api/assessment-api';

function QuestionField({
  question,
  number,
  value,
  onChange,
}: {
  question: AssessmentQuestion;
  number: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const legendId = `question-${question.id}`;
  if (question.options.length === 0) {
    return (
      <div className="card assessment-question">
        <label id={legendId} htmlFor={`${legendId}-text`} className="assessment-question__text">
          <span className="assessment-question__number">Question {number}</span>
          {question.questionText}
        </label>
        <textarea
          id={`${legendId}-text`}
          className="reply-box__input"
          rows={4}
          maxLength={FREE_TEXT_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Answer in a sentence or two."
        />
      </div>
    );
  }
  return (
    <fieldset className="card assessment-question">
      <legend className="assessment-question__text">
        <span className="assessment-question__number">Question {number}</span>
        {question.questionText}
      </legend>
      <div className="assessment-options">
        {question.options.map((option) => (
          <label key={option.id} className="assessment-option">
            <input
              type="radio"
              name={question.id}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The free assessment, one question at a time: every question must be answered to submit. */
export function AssessmentForm({ signedIn }: { signedIn: boolean }) {
  const questions = useAssessmentQuestions();
  const submit = useSubmitAssessment();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After Previous/Next the new question takes focus, so keyboard and screen reader follow.
  useEffect(() => {
    if (!moved.current) return;
    const card = cardRef.current;
    const target =
      card?.querySelector<HTMLElement>('input:checked, textarea') ?? card?.querySelector('input');
    target?.focus();
  }, [current]);

  if (questions.isPending) {
    return (
      <Page title="Initial Assessment">
        <LoadingState label="Loading the questions…" />
      </Page>
    );
  }
  if (questions.isError) {
    return (
      <Page title="Initial Assessment">
        <p className="alert alert--error" role="alert">
          {isApiError(questions.error)
            ? ERROR_MESSAGES.assessmentQuestionsLoadFailed
            : ERROR_MESSAGES.assessmentQuestionsUnexpected}
        </p>
      </Page>
    );
  }
  const set = questions.data;
  const total = set.questions.length;
  const isAnswered = (q: AssessmentQuestion) => (answers[q.id] ?? '').trim().length > 0;
  const answered = set.questions.filter(isAnswered).length;
  const complete = answered === total;
  const index = Math.min(current, total - 1);
  const question = set.questions[index]!;
  const last = index === total - 1;
  const firstUnanswered = set.questions.findIndex((q) => !isAnswered(q));

  const goTo = (next: number) => {
    moved.current = true;
    setError(null);
    setCurrent(Math.max(0, Math.min(next, total - 1)));
  };

  const onSubmit = async () => {
    setError(null);
    if (!complete) {
      setError(VALIDATION_MESSAGES.assessmentIncomplete);
      return;
    }
    try {
      const { attemptId } = await submit.mutateAsync({
        form: set.form,
        answers: set.questions.map((q) => ({ questionId: q.id, selectedOptionId: answers[q.id]!.trim() })),
      });
      if (!signedIn) guestAttemptStorage.set(attemptId);
      void navigate(`/assessment/processing?attemptId=${encodeURIComponent(attemptId)}`);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.serverMessage ?? ERROR_MESSAGES.assessmentSubmitFailed)
          : ERROR_MESSAGES.assessmentSubmitUnexpected,
      );
    }
  };

  return (
    <Page
      title="Initial Assessment"
      lead={`${total} questions, about ten minutes, no sign-up required. Answer as you would in real life.`}
    >
      <form
        className="assessment"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter moves on; on the last question it submits.
          if (last) void onSubmit();
          else goTo(index + 1);
        }}
      >
        <div className="assessment__progress">
          <p className="assessment__position">
            Question {index + 1} of {total}
          </p>
          <p className="card__meta" aria-live="polite">
            {answered} of {total} answered
          </p>
          <ProgressBar
            value={answered}
            max={total}
            label="Assessment progress"
            valueText={`${answered} of ${total} answered`}
          />
        </div>
        {/* Enter on a choice moves on, as it does in the free-text box's form. */}
        <div
          ref={cardRef}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
            event.preventDefault();
            event.currentTarget.closest('form')?.requestSubmit();
          }}
        >
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            value={answers[question.id] ?? ''}
            onChange={(value) => setAnswers((existing) => ({ ...existing, [question.id]: value }))}
          />
        </div>
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <div className="assessment__footer">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
          >
            Previous
          </button>
          {last ? (
            <div className="assessment__finish">
              {!complete && firstUnanswered >= 0 && (
                <button type="button" className="link-button" onClick={() => goTo(firstUnanswered)}>
                  Go to question {firstUnanswered + 1} (unanswered)
                </button>
              )}
              <button
                type="submit"
                className="button button--primary button--large"
                disabled={!complete || submit.isPending}
              >
                {submit.isPending ? 'Submitting…' : 'Submit Assessment'}
              </button>
            </div>
          ) : (
            <button type="submit" className="button button--primary">
              Next
            </button>
          )}
        </div>
      </form>
    </Page>
  );
}
