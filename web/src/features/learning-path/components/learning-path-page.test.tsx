import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import type { LearningPathView } from '#shared/schemas/learning-paths';
import type { ScenarioSummary } from '#shared/schemas/scenarios';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { LearningPathPage } from './learning-path-page';

const step = (id: string, title: string, extra: Partial<ScenarioSummary> = {}) =>
  ({
    id,
    title,
    skillNames: ['Inversion'],
    status: 'NOT_STARTED',
    completed: false,
    locked: false,
    requiredLevel: 1,
    ...extra,
  }) as ScenarioSummary;

const PATH: LearningPathView = {
  id: 'first-steps',
  name: 'First Steps in Clear Thinking',
  description: 'Five everyday decisions.',
  scenarios: [
    step('a', 'Alpha', { status: 'COMPLETED', completed: true }),
    step('b', 'Beta', { status: 'STARTED' }),
    step('c', 'Gamma'),
    step('d', 'Delta', { locked: true, requiredLevel: 3 }),
  ],
  completedCount: 1,
  totalCount: 4,
  skillIds: [],
  recommended: true,
  completed: false,
};

function renderPath(response: () => Response, id: string | undefined) {
  stubApi({ 'GET /learning-paths/first-steps': response });
  renderWithRouter(<LearningPathPage id={id} />, '/learning-path/first-steps');
}

describe('learning path page', () => {
  it('lists the scenarios in order with Review, Continue, Start or a lock', async () => {
    renderPath(() => okEnvelope(PATH), 'first-steps');
    expect(await screen.findByRole('heading', { level: 1, name: PATH.name })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 scenarios completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review: Alpha' })).toHaveAttribute('href', '/scenario/a');
    expect(screen.getByRole('link', { name: 'Continue: Beta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start: Gamma' })).toBeInTheDocument();
    expect(screen.getByText(/Unlocks at level 3/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Final Assessment/ })).not.toBeInTheDocument();
  });

  it('offers the final assessment once the path is complete', async () => {
    renderPath(() => okEnvelope({ ...PATH, completed: true, completedCount: 4 }), 'first-steps');
    expect(
      await screen.findByRole('link', { name: 'Prove Your Mastery: Take the Final Assessment' }),
    ).toHaveAttribute('href', '/practice/assessment/first-steps');
  });

  it.each([
    [404, ERROR_MESSAGES.learningPathNotFound],
    [400, ERROR_MESSAGES.learningPathLoadFailed],
  ])('shows the spec text for a %i', async (status, text) => {
    renderPath(() => failEnvelope(status, ERROR_CODES.notFound, 'x'), 'first-steps');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when no id was given', async () => {
    renderPath(() => okEnvelope(PATH), undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.learningPathIdMissing);
  });
});
