import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ProgressBar } from '#components/ui/progress-bar';
import { isApiError } from '#lib/api-error';
import { ERROR_MESSAGES } from '#shared/messages';
import type { PracticeAnswerResult, PracticeSession } from '#shared/schemas/toolkit';
import { useAnswerQuestion } from '../api/answer-question';
import { usePracticeSession, type PracticeMode } from '../api/start-practice';
import { useSubmitPractice } from '../api/submit-practice';
import { PracticeResultView, type PracticeOrigin } from './practice-result';
import { QuestionCard } from './question-card';

/** The server says a Premium or Enterprise membership is needed (spec section 8). */
function needsMembership(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /Premium or Enterprise membership/.test(error.message);
}

function originOf(state: unknown): PracticeOrigin {
  const from = (state as { from?: unknown } | null)?.from;
  return from === 'toolkit' || from === 'sandbox' ? from : 'skill-tree';
}

function MissingSession({ message, backTo }: { message: string; backTo: string | null }) {
  return (
    <div className="card practice-missing">
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      {backTo ? (
        <Link className="button button--primary" to={backTo}>
          Back to the Learning Path
        </Link>
      ) : (
        <Link className="button button--primary" to="/sandbox">
          Back to Sandbox
        </Link>
      )}
    </div>
  );
}

interface RunnerProps {
  session: PracticeSession;
  origin: PracticeOrigin;
  onPracticeAgain: () => void;
}

function PracticeRunner({ session, origin, onPracticeAgain }: RunnerProps) {
  const [index, setIndex] = useState(0);
  const [verdicts, setVerdicts] = useState<Record<string, PracticeAnswerResult>>({});
  const startedAt = useRef(Date.now());
  const answer = useAnswerQuestion();
  const submit = useSubmitPractice();
  const submitted = useRef(false);
  const questionTop = useRef<HTMLDivElement>(null);

  const total = session.questions.length;
  const question = session.questions[index]!;
  const verdict = verdicts[question.id] ?? null;
  const pending =
    answer.isPending && answer.variables.questionId === question.id ? answer.variables.selectedIndex : null;
  const answerFailed = answer.isError && answer.variables.questionId === question.id;
  const answeredCount = Object.keys(verdicts).length;

  const pick = (selectedIndex: number) => {
    answer.mutate(
      { sessionId: session.id, questionId: question.id, selectedIndex },
      { onSuccess: (result) => setVerdicts((current) => ({ ...current, [result.questionId]: result })) },
    );
  };
  const last = index === total - 1;

  const finish = () => {
    // The result is submitted once; a failed attempt may be retried, a landed one never repeats.
    if (submitted.current && !submit.isError) return;
    submitted.current = true;
    submit.mutate({
      sessionId: session.id,
      timeSpent: Math.round((Date.now() - startedAt.current) / 1000),
    });
  };

  const next = () => {
    setIndex((current) => current + 1);
    questionTop.current?.focus();
  };

  if (submit.isSuccess) {
    return (
      <PracticeResultView
        result={submit.data}
        missed={session.questions.flatMap((q) => {
          const answer = verdicts[q.id];
          // The server's scoring decides what was missed; the verdicts carry the explanations.
          const wrong = submit.data.answeredQuestions.some((a) => a.questionId === q.id && !a.isCorrect);
          if (!wrong || !answer) return [];
          return [
            {
              id: q.id,
              question: q.question,
              yourAnswer: q.options[answer.selectedIndex] ?? '',
              rightAnswer: q.options[answer.correctIndex] ?? '',
              explanation: answer.explanation,
            },
          ];
        })}
        skillName={session.skillName}
        origin={origin}
        onPracticeAgain={onPracticeAgain}
      />
    );
  }

  return (
    <div className="practice-runner">
      <div className="practice-runner__progress" ref={questionTop} tabIndex={-1}>
        <ProgressBar
          value={answeredCount}
          max={total}
          label="Session progress"
          valueText={`${answeredCount} of ${total} answered`}
        />
      </div>
      <QuestionCard
        key={question.id}
        question={question}
        number={index + 1}
        total={total}
        verdict={verdict}
        pending={pending}
        onSelect={pick}
      />
      {answerFailed && (
        <p className="alert alert--error" role="alert">
          {answer.error.message} Pick an answer again to retry.
        </p>
      )}
      {submit.isError && (
        <p className="alert alert--error" role="alert">
          {submit.error.message}
        </p>
      )}
      <div className="practice-runner__actions">
        {last ? (
          <button
            type="button"
            className="button button--primary"
            disabled={verdict === null || submit.isPending}
            onClick={finish}
          >
            {submit.isPending ? 'Saving…' : 'Finish Session'}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={verdict === null} onClick={next}>
            Next Question
          </button>
        )}
      </div>
    </div>
  );
}

interface PracticePageProps {
  mode: PracticeMode;
  id: string;
}

export function PracticePage({ mode, id }: PracticePageProps) {
  const location = useLocation();
  const origin = originOf(location.state);
  const [round, setRound] = useState(0);
  const session = usePracticeSession(mode, id, round);
  const title = mode === 'skill' ? 'Skill Practice' : 'Final Assessment';

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [round]);

  if (session.isError && needsMembership(session.error)) {
    return <Navigate to="/pricing" replace state={{ message: ERROR_MESSAGES.upgradeToAccess }} />;
  }

  let content;
  if (session.isPending) content = <LoadingState label="Preparing your questions…" />;
  else if (session.isError) {
    const error = session.error;
    const message =
      isApiError(error) && error.status === 403 ? error.message : ERROR_MESSAGES.practiceSessionMissing;
    content = (
      <MissingSession message={message} backTo={mode === 'assessment' ? `/learning-path/${id}` : null} />
    );
  } else {
    content = (
      <PracticeRunner
        key={session.data.id}
        session={session.data}
        origin={origin}
        onPracticeAgain={() => setRound((current) => current + 1)}
      />
    );
  }

  return <Page title={session.data ? `${title}: ${session.data.skillName}` : title}>{content}</Page>;
}
