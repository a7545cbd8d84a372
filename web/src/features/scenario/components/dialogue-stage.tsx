import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '#components/ui/progress-bar';
import type { SocketState } from '#lib/realtime-socket';
import { SCENARIO_TIMER_SECONDS } from '#shared/constants';
import {
  SCENARIO_TIME_UP_MARKER,
  type ScenarioDetail,
  type ScenarioFeedback,
  type ScenarioSession,
} from '#shared/schemas/scenarios';
import { pauseScenario, resumeScenario } from '../api/scenario-actions';
import { formatClock, useCountdown } from '../hooks/use-countdown';
import { useDialogue } from '../hooks/use-dialogue';
import { ChatLog } from './chat-log';
import { DelayedReply } from './delayed-reply';
import { ReplyBox } from './reply-box';

const SOCKET_LABELS: Record<SocketState, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

/** In place of the reply box once the tutor has closed: its last turn stays on screen to read. */
function FinishedNote({ onSeeResults }: { onSeeResults: (() => void) | null }) {
  return (
    <div className="dialogue__finished">
      <p role="status">
        The tutor has wrapped up the dialogue. Read the closing reply, then see your results.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={onSeeResults ?? undefined}
        disabled={!onSeeResults}
      >
        {onSeeResults ? 'See Your Results' : 'Saving your result…'}
      </button>
    </div>
  );
}

interface DialogueStageProps {
  scenario: ScenarioDetail;
  session: ScenarioSession & { awaitingReply: boolean; paused: boolean };
  premium: boolean;
  onComplete: (feedback: ScenarioFeedback) => void;
  onRestart: () => void;
  restarting: boolean;
  /** Challenge mode: replies carry the friend's challenge. */
  shareableId?: string;
  /** Set once the finished dialogue's result is saved. */
  onSeeResults: (() => void) | null;
}

export function DialogueStage({
  scenario,
  session,
  premium,
  onComplete,
  onRestart,
  restarting,
  shareableId,
  onSeeResults,
}: DialogueStageProps) {
  const dialogue = useDialogue(scenario.id, session.sessionId, session, shareableId);
  const [paused, setPaused] = useState(session.paused);
  const [pauseError, setPauseError] = useState<string | null>(null);
  const complete = dialogue.feedback?.isComplete ?? false;
  const { remaining, spent } = useCountdown(SCENARIO_TIMER_SECONDS, session.timeSpent, !paused && !complete);
  const timeUpSent = useRef(false);
  const [timeUpAttempt, setTimeUpAttempt] = useState(0);
  const completed = useRef(false);

  // At 0 the time-up marker goes out by itself, unless a reply is already awaited. The server
  // keeps the clock: if its count is a few seconds behind, it refuses, and the marker goes again.
  useEffect(() => {
    if (remaining > 0 || complete || paused || dialogue.awaitingReply || timeUpSent.current) return;
    timeUpSent.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void dialogue.send(SCENARIO_TIME_UP_MARKER).then((accepted) => {
      if (accepted) return;
      retry = setTimeout(() => {
        timeUpSent.current = false;
        setTimeUpAttempt((n) => n + 1);
      }, 5_000);
    });
    return () => clearTimeout(retry);
  }, [remaining, complete, paused, dialogue, timeUpAttempt]);

  useEffect(() => {
    if (complete && dialogue.feedback && !completed.current) {
      completed.current = true;
      onComplete(dialogue.feedback);
    }
  }, [complete, dialogue.feedback, onComplete]);

  const togglePause = async () => {
    setPauseError(null);
    const next = !paused;
    setPaused(next);
    try {
      if (next) await pauseScenario(scenario.id, spent);
      else await resumeScenario(scenario.id);
    } catch {
      setPaused(!next);
      setPauseError('The timer could not be updated. Please try again.');
    }
  };

  const score = dialogue.feedback?.understandingScore ?? 0;
  return (
    <div className="dialogue">
      <div className="dialogue__main">
        <div className="dialogue__toolbar">
          <p
            className={`dialogue__timer${remaining <= 60 ? ' dialogue__timer--low' : ''}`}
            role="timer"
            aria-label="Time left"
          >
            {formatClock(remaining)}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void togglePause()}
            disabled={complete}
          >
            {paused ? 'Resume' : 'Pause'}
          </button>
          <p className={`connection connection--${dialogue.socket}`} role="status">
            <span className="connection__dot" aria-hidden="true" />
            {SOCKET_LABELS[dialogue.socket]}
          </p>
        </div>
        {pauseError && (
          <p className="alert alert--error" role="alert">
            {pauseError}
          </p>
        )}
        {!premium && (
          <aside className="upsell" aria-label="Adaptive Coaching">
            <p>
              <strong>Unlock Adaptive Coaching</strong>: a tutor that remembers your weak spots and the traps
              you fell into before.
            </p>
            <Link className="button button--primary button--small" to="/pricing">
              See plans
            </Link>
          </aside>
        )}
        <ChatLog
          messages={dialogue.messages}
          awaitingReply={dialogue.awaitingReply}
          partial={dialogue.partial}
        />
        <DelayedReply
          scenarioId={scenario.id}
          awaitingReply={dialogue.awaitingReply}
          delayedOnLoad={scenario.replyDelayed}
        />
        {complete ? (
          <FinishedNote onSeeResults={onSeeResults} />
        ) : paused ? (
          <p className="dialogue__paused" role="status">
            Paused. Resume to keep going; the timer is stopped.
          </p>
        ) : (
          <ReplyBox disabled={dialogue.awaitingReply} onSend={dialogue.send} />
        )}
        {dialogue.sendError && (
          <p className="alert alert--error" role="alert">
            {dialogue.sendError}
          </p>
        )}
      </div>
      <aside className="dialogue__side">
        <section className="card clarity-meter" aria-labelledby="clarity-meter-title">
          <h2 id="clarity-meter-title" className="card__title">
            Clarity Meter
          </h2>
          <p className="clarity-meter__value">{score}%</p>
          <ProgressBar value={score} label="Understanding" valueText={`${score}% understanding`} />
          <p className="clarity-meter__blurb" aria-live="polite">
            {dialogue.feedback?.feedbackBlurb ??
              'Answer in your own words; the meter moves as your reasoning does.'}
          </p>
        </section>
        <details className="card context-panel" open>
          <summary>The situation</summary>
          <p>{scenario.context}</p>
          <p>
            <strong>Objective:</strong> {scenario.objective}
          </p>
        </details>
        <button type="button" className="button button--ghost-dark" onClick={onRestart} disabled={restarting}>
          {restarting ? 'Restarting…' : 'Restart Scenario'}
        </button>
      </aside>
    </div>
  );
}
