import { useCallback, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { isApiError } from '#lib/api-error';
import { ERROR_MESSAGES } from '#shared/messages';
import type { ScenarioDetail, ScenarioFeedback, ScenarioSession } from '#shared/schemas/scenarios';
import { useScenario } from '../api/get-scenario';
import { useCompleteScenario, useStartScenario, type CompletionResult } from '../api/scenario-actions';
import { BriefingStage } from './briefing-stage';
import { CompletionStage } from './completion-stage';
import { DialogueStage } from './dialogue-stage';
import { ReviewStage } from './review-stage';

type OpenSession = ScenarioSession & { awaitingReply: boolean; paused: boolean };

type Stage =
  | { name: 'briefing' }
  | { name: 'dialogue'; session: OpenSession }
  | { name: 'review' }
  | { name: 'completion'; result: CompletionResult };

function needsMembership(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /Premium or Enterprise membership/.test(error.message);
}

function fromDetail(detail: ScenarioDetail): OpenSession | null {
  if (!detail.sessionId) return null;
  return {
    sessionId: detail.sessionId,
    scenarioId: detail.id,
    messages: detail.messages,
    timeSpent: detail.timeSpent,
    awaitingReply: detail.awaitingReply,
    paused: detail.paused,
  };
}

interface ScenarioPageProps {
  id: string;
  premium: boolean;
  /** Challenge mode (/scenario/{id}/challenge/{shareableId}). */
  shareableId?: string;
}

/** Briefing, then the dialogue (the timer runs), then completion when the tutor says so. */
export function ScenarioPage({ id, premium, shareableId }: ScenarioPageProps) {
  const scenario = useScenario(id);
  const start = useStartScenario(id);
  const complete = useCompleteScenario(id);
  const [stage, setStage] = useState<Stage>({ name: 'briefing' });
  const [startError, setStartError] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<'pricing' | null>(null);
  // Saved as soon as the tutor closes the dialogue, shown when the learner has read its last turn.
  const [result, setResult] = useState<CompletionResult | null>(null);

  const open = async (restart: boolean) => {
    setStartError(null);
    try {
      const session = await start.mutateAsync(restart);
      const detail = scenario.data;
      const resumed = !restart && detail?.sessionId === session.sessionId;
      setResult(null);
      setStage({
        name: 'dialogue',
        session: {
          ...session,
          awaitingReply: resumed ? detail.awaitingReply : false,
          paused: false,
        },
      });
    } catch (error) {
      if (needsMembership(error)) setRedirect('pricing');
      else setStartError(error instanceof Error ? error.message : ERROR_MESSAGES.unexpected);
    }
  };

  const finalScore = useRef(0);
  const onComplete = useCallback(
    (feedback: ScenarioFeedback) => {
      finalScore.current = feedback.understandingScore;
      complete.mutate(feedback.understandingScore, { onSuccess: setResult });
    },
    [complete],
  );

  const restart = async () => {
    try {
      await start.mutateAsync(true);
      setStage({ name: 'briefing' });
      await scenario.refetch();
    } catch (error) {
      setStartError(error instanceof Error ? error.message : ERROR_MESSAGES.unexpected);
    }
  };

  if (redirect === 'pricing')
    return <Navigate to="/pricing" replace state={{ message: ERROR_MESSAGES.upgradeToAccess }} />;
  if (scenario.isError) {
    if (needsMembership(scenario.error))
      return <Navigate to="/pricing" replace state={{ message: ERROR_MESSAGES.upgradeToAccess }} />;
    return <Navigate to="/404" replace />;
  }
  if (scenario.isPending) {
    return (
      <Page title="Scenario">
        <LoadingState label="Loading the scenario…" />
      </Page>
    );
  }
  const detail = scenario.data;
  if (detail.premiumLocked)
    return <Navigate to="/pricing" replace state={{ message: ERROR_MESSAGES.upgradeToAccess }} />;

  let content;
  if (stage.name === 'briefing') {
    const existing = fromDetail(detail);
    content = (
      <BriefingStage
        scenario={detail}
        busy={start.isPending}
        error={startError}
        onBegin={() => void open(false)}
        onRestart={() => void open(true)}
        onReview={() => existing && setStage({ name: 'review' })}
      />
    );
  } else if (stage.name === 'dialogue') {
    content = (
      <>
        <DialogueStage
          key={stage.session.sessionId}
          scenario={detail}
          session={stage.session}
          premium={premium}
          onComplete={onComplete}
          onRestart={() => void restart()}
          restarting={start.isPending}
          shareableId={shareableId}
          onSeeResults={result ? () => setStage({ name: 'completion', result }) : null}
        />
        {complete.isError && (
          <div className="alert alert--error" role="alert">
            <p>{complete.error.message}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => complete.mutate(finalScore.current, { onSuccess: setResult })}
            >
              Try again
            </button>
          </div>
        )}
      </>
    );
  } else if (stage.name === 'review') {
    content = (
      <ReviewStage scenario={detail} restarting={start.isPending} onRestart={() => void open(true)} />
    );
  } else {
    content = <CompletionStage scenario={detail} result={stage.result} shareableId={shareableId} />;
  }

  return (
    <Page
      title={detail.title}
      lead={`${shareableId ? 'Challenge · ' : ''}${detail.category} · ${detail.skillNames.join(', ')}`}
    >
      {content}
    </Page>
  );
}
