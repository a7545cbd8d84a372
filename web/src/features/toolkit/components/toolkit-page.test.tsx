import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_STATES } from '#shared/messages';
import { createBias, createModel, pageOf } from '#test/data/create-toolkit';
import { okEnvelope, failEnvelope, stubApi, type RecordedRequest } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { ToolkitPage } from './toolkit-page';

const CATEGORIES = {
  mentalModelCategories: ['Decision Making', 'Reasoning'],
  cognitiveBiasCategories: ['Judgement'],
};

function renderToolkit(models = (_: RecordedRequest) => okEnvelope(pageOf([createModel()]))) {
  const api = stubApi({
    'GET /toolkit/mental-models': models,
    'GET /toolkit/cognitive-biases': () => okEnvelope(pageOf([createBias()])),
    'GET /toolkit/categories': () => okEnvelope(CATEGORIES),
  });
  const view = renderWithRouter(<ToolkitPage />, '/toolkit');
  return { ...api, ...view };
}

describe('toolkit', () => {
  it('shows model cards with difficulty, mastery, example and a Practice link', async () => {
    renderToolkit();
    const card = await screen.findByRole('article', { name: 'Inversion' });
    expect(within(card).getByText('Beginner')).toHaveClass('level-chip--green');
    expect(within(card).getByText('Mastery 40%')).toBeInTheDocument();
    expect(within(card).getByText('From your answers in practice and scenarios')).toBeInTheDocument();
    // The card opens short; the example unfolds on request.
    expect(within(card).queryByText(/lists every way it could fail/)).not.toBeInTheDocument();
    const more = within(card).getByRole('button', { name: 'Show more about Inversion' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(card).getByText(/lists every way it could fail/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('link', { name: 'Practice Inversion' })).toHaveAttribute(
      'href',
      '/practice/skill/inversion',
    );
  });

  it('colours intermediate yellow and anything else red', async () => {
    renderToolkit(() =>
      okEnvelope(
        pageOf([
          createModel({ id: 'a', name: 'Alpha', difficulty: 'INTERMEDIATE' }),
          createModel({ id: 'b', name: 'Beta', difficulty: 'ADVANCED' }),
        ]),
      ),
    );
    expect(
      within(await screen.findByRole('article', { name: 'Alpha' })).getByText('Intermediate'),
    ).toHaveClass('level-chip--yellow');
    expect(within(screen.getByRole('article', { name: 'Beta' })).getByText('Advanced')).toHaveClass(
      'level-chip--red',
    );
  });

  it('shows biases with frequency, resistance and antidote on the second tab', async () => {
    renderToolkit();
    await screen.findByRole('article', { name: 'Inversion' });
    await userEvent.click(screen.getByRole('button', { name: 'Cognitive Biases' }));
    const card = await screen.findByRole('article', { name: 'Anchoring' });
    expect(within(card).getByText('Very common')).toBeInTheDocument();
    expect(within(card).getByText('Resistance 75%')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show more about Anchoring' }));
    expect(within(card).getByText('Antidote')).toBeInTheDocument();
    expect(within(card).getByText(/Write down your own number/)).toBeInTheDocument();
  });

  it('sends one debounced search, not one per keystroke', async () => {
    const { requests } = renderToolkit();
    await screen.findByRole('article', { name: 'Inversion' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the toolkit' }), 'invert');
    await screen.findByText('1 result');
    await expect
      .poll(() => requests.filter((r) => r.query.query).map((r) => r.query.query))
      .toEqual(['invert']);
  });

  it('filters by category, with All Categories as the default', async () => {
    const { requests } = renderToolkit();
    await screen.findByRole('article', { name: 'Inversion' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveDisplayValue('All Categories');
    await userEvent.selectOptions(select, 'Reasoning');
    await expect.poll(() => requests.at(-1)?.query.category).toBe('Reasoning');
  });

  it('says No results found for an empty page', async () => {
    renderToolkit(() => okEnvelope(pageOf([])));
    expect(await screen.findByText(EMPTY_STATES.toolkitNoResults)).toBeInTheDocument();
  });

  it('offers Upgrade to Premium on premium-locked items and a level lock on level-locked ones', async () => {
    renderToolkit(() =>
      okEnvelope(
        pageOf([
          createModel({
            id: 'ev',
            name: 'Expected Value',
            premium: true,
            premiumLocked: true,
            description: 'Weigh each outcome by its chance.',
            example: undefined,
            howToApply: undefined,
          }),
          createModel({ id: 'tx', name: 'Thought Experiments', requiredLevel: 3, locked: true }),
        ]),
      ),
    );
    const premium = await screen.findByRole('article', { name: 'Expected Value' });
    expect(within(premium).getByText('Premium')).toBeInTheDocument();
    // The server sends a locked card only; the card says what Premium adds, not an empty Example.
    expect(within(premium).queryByRole('heading', { name: 'Example' })).not.toBeInTheDocument();
    expect(within(premium).getByText(/an example and how to apply it come with Premium/)).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const locked = screen.getByRole('article', { name: 'Thought Experiments' });
    expect(within(locked).getByText('Locked (Require Level 3)')).toBeInTheDocument();
    expect(within(locked).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error after the retries and loads again on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    renderToolkit(() =>
      fail ? failEnvelope(500, 'INTERNAL_ERROR', 'boom') : okEnvelope(pageOf([createModel()])),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the toolkit. Please try again.',
    );
    fail = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Inversion' })).toBeInTheDocument();
  });
});
