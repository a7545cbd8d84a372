import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScenarioDetail, ScenarioFeedback } from '#shared/schemas/scenarios';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { ScenarioPage } from './scenario-page';

const FEEDBACK: ScenarioFeedback = {
  understandingScore: 83,
  feedbackBlurb: 'You reasoned from what is still to come.',
  isComplete: true,
  lessonLearned: 'Money already spent is gone either way.',
  xpDistribution: { 'first-principles': 50 },
  learningPathCompleted: false,
  learningPathId: null,
};

const FINISHED: ScenarioDetail = {
  id: 'the-half-built-app',
  title: 'The Half-Built App',
  category: 'Decisions',
  context: 'A team has spent 1.2 million on an app.',
  objective: 'Decide on what is still to come.',
  premium: false,
  xpReward: 50,
  difficulty: 'BEGINNER',
  requiredLevel: 1,
  skillIds: ['first-principles'],
  skillNames: ['First Principles'],
  numberOfAttempts: 1,
  completed: true,
  status: 'COMPLETED',
  locked: false,
  premiumLocked: false,
  sessionId: 'session-1',
  messages: [
    { id: 'm1', type: 'AI', content: 'What is the argument resting on?', timestamp: '2026-03-01T10:00:00Z' },
    { id: 'm2', type: 'USER', content: 'The money is spent either way.', timestamp: '2026-03-01T10:01:00Z' },
    {
      id: 'm3',
      type: 'AI',
      content: 'Well reasoned: you looked forward, not back.',
      timestamp: '2026-03-01T10:02:00Z',
      feedback: FEEDBACK,
    },
  ],
  timeSpent: 120,
  paused: false,
  // A finished session can still carry a stale flag; review must not wait on it.
  awaitingReply: true,
  replyDelayed: false,
  feedback: FEEDBACK,
};

describe('reviewing a finished scenario', () => {
  it('reads back the transcript and the outcome with nothing running', async () => {
    const { requests } = stubApi({ 'GET /scenarios/the-half-built-app': () => okEnvelope(FINISHED) });
    renderWithRouter(
      <ScenarioPage id="the-half-built-app" premium={false} />,
      '/scenario/the-half-built-app',
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Review' }));

    expect(screen.getByRole('heading', { name: 'Completed: 83% understanding' })).toHaveFocus();
    expect(screen.getByText('Money already spent is gone either way.')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation with your tutor' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'TutorWhat is the argument resting on?',
      'YouThe money is spent either way.',
      'TutorWell reasoned: you looked forward, not back.',
    ]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/typing|Waiting for the tutor/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart Scenario' })).toBeEnabled();
    // Reviewing starts nothing on the server.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
