import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
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

/** The free assessment: every question must be answered before it can be submitted. */
export function AssessmentForm({ signedIn }: { signedIn: boolean }) {
  const questions = useAssessmentQuestions();
  const submit = useSubmitAssessment();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

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
  const answered = set.questions.filter((q) => (answers[q.id] ?? '').trim().length > 0).length;
  const complete = answered === set.questions.length;

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
      lead={`${set.questions.length} questions, about ten minutes, no sign-up required. Answer as you would in real life.`}
    >
      <form
        className="assessment"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {set.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            value={answers[question.id] ?? ''}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <div className="assessment__footer">
          <p className="card__meta" aria-live="polite">
            {answered} of {set.questions.length} answered
          </p>
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={!complete || submit.isPending}
          >
            {submit.isPending ? 'Submitting…' : 'Submit Assessment'}
          </button>
        </div>
      </form>
    </Page>
  );
}
