import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATES } from '#shared/messages';
import type { DailyChallenge, LearningPathView } from '#shared/schemas/learning-paths';
import { createDashboardStats } from '#test/data/create-progress';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { DashboardPage } from './dashboard-page';

const PATH: LearningPathView = {
  id: 'first-steps',
  name: 'First Steps in Clear Thinking',
  description: 'Five everyday decisions.',
  scenarios: [],
  completedCount: 0,
  totalCount: 5,
  skillIds: [],
  recommended: true,
  completed: false,
};

const CHALLENGE: DailyChallenge = {
  id: 'the-walk-to-school',
  title: 'The Walk to School',
  description: 'Decide with the real risks in view.',
  xp: 80,
  duration: 6,
  difficulty: 'BEGINNER',
  day: '2026-11-23',
};

function renderDashboard({ engaged = false, paths = [PATH], inProgress = [] as unknown[] } = {}) {
  stubApi({
    'GET /dashboard/stats': () => okEnvelope(createDashboardStats({ hasEngagedWithChallengeToday: engaged })),
    'GET /achievements': () => okEnvelope([]),
    'GET /learning-paths/my-paths': () => okEnvelope(paths),
    'GET /dashboard/daily-challenge': () => okEnvelope(CHALLENGE),
    'GET /dashboard/continue': () => okEnvelope(inProgress),
  });
  renderWithRouter(<DashboardPage user={{ name: 'Ada', teamId: null }} />, '/dashboard');
}

describe('dashboard learning cards', () => {
  it('shows the first learning path with Begin Path, or Continue Path once started', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: /Your learning path/ }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Begin Path' })).toHaveAttribute(
      'href',
      '/learning-path/first-steps',
    );
  });

  it('says Continue Path when some of the path is done', async () => {
    renderDashboard({ paths: [{ ...PATH, completedCount: 2 }] });
    expect(await screen.findByRole('link', { name: 'Continue Path' })).toBeInTheDocument();
  });

  it('offers the daily challenge until the learner has taken it', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Daily challenge: The Walk to School' });
    expect(within(card).getByRole('link', { name: 'Start Challenge' })).toHaveAttribute(
      'href',
      '/scenario/the-walk-to-school',
    );
  });

  it('hides the daily challenge once engaged today', async () => {
    renderDashboard({ engaged: true });
    await screen.findByRole('region', { name: /Your learning path/ });
    expect(screen.queryByRole('region', { name: /Daily challenge/ })).not.toBeInTheDocument();
  });

  it('lists scenarios in progress, or the empty text', async () => {
    renderDashboard();
    expect(await screen.findByText(EMPTY_STATES.noScenariosInProgress)).toBeInTheDocument();
    // Even empty, Continue Learning leads somewhere.
    expect(screen.getByRole('link', { name: 'Find a scenario in the Sandbox' })).toHaveAttribute(
      'href',
      '/sandbox',
    );
  });

  it('links each scenario in progress', async () => {
    renderDashboard({
      inProgress: [
        {
          id: 'the-fridge-budget',
          title: 'The Fridge Budget',
          category: 'Money',
          skillNames: ['Pareto Principle'],
        },
      ],
    });
    expect(await screen.findByRole('link', { name: /The Fridge Budget/ })).toHaveAttribute(
      'href',
      '/scenario/the-fridge-budget',
    );
  });
});
