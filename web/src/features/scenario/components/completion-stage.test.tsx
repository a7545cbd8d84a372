import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_LINK_COPY_CONFIRMATION_MS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import type { ScenarioDetail } from '#shared/schemas/scenarios';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import type { CompletionResult } from '../api/scenario-actions';
import { CompletionStage } from './completion-stage';

const SCENARIO = {
  id: 'the-half-built-app',
  title: 'The Half-Built App',
  objective: 'Decide on what is still to come.',
  skillIds: ['sunk-cost-fallacy'],
  skillNames: ['Sunk Cost Fallacy'],
} as ScenarioDetail;

const RESULT: CompletionResult = {
  understandingScore: 85,
  lessonLearned: 'Money already spent should not decide.',
  xpDistribution: { 'sunk-cost-fallacy': 40 },
  xpAwarded: 40,
  learningPathCompleted: false,
  learningPathId: null,
  xp: 40,
  level: 1,
  levelBefore: 1,
  streak: 1,
  newlyEarned: [],
  nextStep: {
    kind: 'scenario',
    href: '/scenario/the-walk-to-school',
    label: 'Next in First Steps: The Walk to School',
  },
};

function render(shareableId?: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithRouter(
    <CompletionStage scenario={SCENARIO} result={RESULT} shareableId={shareableId} />,
    '/scenario/x',
  );
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('completion: Challenge a Friend', () => {
  it('creates the link (origin + /challenge/{shareableId}) and copies it with a 2.5 s confirmation', async () => {
    const api = stubApi({
      'POST /challenges/create/the-half-built-app': () =>
        okEnvelope({ challengeId: '01J', shareableId: 'AbCdEfGhIjKlMnOp', created: true }, 201),
    });
    const user = render();
    expect(screen.getByRole('heading', { name: 'Challenge a Friend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Challenge Link' }));
    const field = await screen.findByLabelText('Your challenge link');
    const link = `${window.location.origin}/challenge/AbCdEfGhIjKlMnOp`;
    expect(field).toHaveValue(link);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      xpDistribution: { 'sunk-cost-fallacy': 40 },
    });

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    act(() => vi.advanceTimersByTime(SHARE_LINK_COPY_CONFIRMATION_MS - 50));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shows the reason when the link cannot be created', async () => {
    stubApi({
      'POST /challenges/create/the-half-built-app': () =>
        failEnvelope(403, ERROR_CODES.forbidden, 'Complete this scenario before challenging a friend to it.'),
    });
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Create Challenge Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete this scenario');
  });

  it('offers View Challenge Result instead in challenge mode', () => {
    stubApi({});
    render('AbCdEfGhIjKlMnOp');
    expect(screen.getByRole('link', { name: 'View Challenge Result' })).toHaveAttribute(
      'href',
      '/challenge/AbCdEfGhIjKlMnOp',
    );
    expect(screen.queryByRole('heading', { name: 'Challenge a Friend' })).toBeNull();
  });
});
