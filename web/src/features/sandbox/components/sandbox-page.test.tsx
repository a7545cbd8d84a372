import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATES } from '#shared/messages';
import type { ScenarioSummary } from '#shared/schemas/scenarios';
import { createModel, pageOf } from '#test/data/create-toolkit';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { SandboxPage } from './sandbox-page';

function scenario(overrides: Partial<ScenarioSummary>): ScenarioSummary {
  return {
    id: 'a-scenario',
    title: 'A Scenario',
    category: 'Money',
    context: 'Context.',
    objective: 'Objective.',
    premium: false,
    xpReward: 100,
    difficulty: 'BEGINNER',
    requiredLevel: 1,
    skillIds: ['inversion'],
    skillNames: ['Inversion'],
    numberOfAttempts: 0,
    completed: false,
    status: 'NOT_STARTED',
    locked: false,
    premiumLocked: false,
    ...overrides,
  };
}

function renderSandbox(scenarios: ScenarioSummary[]) {
  stubApi({
    'GET /toolkit/mental-models': () =>
      okEnvelope(
        pageOf([
          createModel({ scenarioCount: 3 }),
          createModel({ id: 'ladder', name: 'Ladder of Inference', requiredLevel: 3, locked: true }),
          createModel({ id: 'ev', name: 'Expected Value', premium: true, premiumLocked: true }),
        ]),
      ),
    'GET /scenarios/by-mental-model/inversion': () => okEnvelope(scenarios),
  });
  renderWithRouter(<SandboxPage />, '/sandbox');
}

describe('sandbox', () => {
  it('tells a premium learner at level 2 what the purchase opened now and what opens at which level', async () => {
    stubApi({
      'GET /toolkit/mental-models': () =>
        okEnvelope(
          pageOf([
            createModel({ id: 'ev', name: 'Expected Value', premium: true, requiredLevel: 2 }),
            createModel({ id: 'bayes', name: 'Bayes', premium: true, requiredLevel: 3, locked: true }),
            createModel({ id: 'ladder', name: 'Ladder', premium: true, requiredLevel: 3, locked: true }),
            createModel({
              id: 'map',
              name: 'Map and Territory',
              premium: true,
              requiredLevel: 4,
              locked: true,
            }),
          ]),
        ),
    });
    renderWithRouter(<SandboxPage premium level={2} />, '/sandbox');
    const summary = await screen.findByRole('region', { name: 'Your Premium access' });
    expect(summary).toHaveTextContent(
      'Open now: 1 premium model, with every scenario for them. You are at level 2.',
    );
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Level 3: 2 models', 'Level 4: 1 model']);
    // The cards keep the spec's lock text.
    expect(
      within(screen.getByRole('article', { name: 'Bayes' })).getByText('Locked (Require Level 3)'),
    ).toBeInTheDocument();
  });

  it('shows no Premium summary to a free learner', async () => {
    renderSandbox([]);
    await screen.findByRole('article', { name: 'Ladder of Inference' });
    expect(screen.queryByRole('region', { name: 'Your Premium access' })).not.toBeInTheDocument();
  });

  it('shows difficulty, scenario count, level locks and premium markers', async () => {
    renderSandbox([]);
    const open = await screen.findByRole('article', { name: 'Inversion' });
    expect(within(open).getByText('Beginner')).toBeInTheDocument();
    expect(within(open).getByText(/3 scenarios/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ladder of Inference' })).getByText(
        'Locked (Require Level 3)',
      ),
    ).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Expected Value' });
    expect(within(premium).getByText('Premium')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('lists the scenarios of a model with Start, Continue or Attempt Again', async () => {
    renderSandbox([
      scenario({ id: 'fresh', title: 'Fresh One' }),
      scenario({ id: 'going', title: 'Going One', status: 'STARTED', numberOfAttempts: 1 }),
      scenario({ id: 'done', title: 'Done One', status: 'COMPLETED', completed: true, premium: true }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Challenge: Inversion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scenarios for Inversion' });
    expect(await within(dialog).findByRole('link', { name: 'Start: Fresh One' })).toHaveAttribute(
      'href',
      '/scenario/fresh',
    );
    expect(within(dialog).getByRole('link', { name: 'Continue: Going One' })).toHaveAttribute(
      'href',
      '/scenario/going',
    );
    expect(within(dialog).getByRole('link', { name: 'Attempt Again: Done One' })).toBeInTheDocument();
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByText(/In progress/)).toBeInTheDocument();
  });

  it('says when a model has no scenarios yet', async () => {
    renderSandbox([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Challenge: Inversion' }));
    expect(await screen.findByText(EMPTY_STATES.sandboxNoScenarios)).toBeInTheDocument();
  });
});
