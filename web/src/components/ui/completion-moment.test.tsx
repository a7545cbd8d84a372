import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CompletionMoment, type CompletionMomentProps } from './completion-moment';

function renderMoment(props: Partial<CompletionMomentProps> = {}) {
  render(
    <MemoryRouter>
      <CompletionMoment xpGained={83} level={2} achievements={[]} {...props} />
    </MemoryRouter>,
  );
}

describe('completion moment', () => {
  it('says the XP, a level-up, a streak milestone, the new achievement and one next step', async () => {
    renderMoment({
      levelBefore: 1,
      streak: 7,
      achievements: [{ id: 'first-dialogue', name: 'First Dialogue' }],
      nextStep: { href: '/scenario/the-walk-to-school', label: 'Next in First Steps: The Walk to School' },
    });
    expect(screen.getByText('+83 XP', { selector: '.visually-hidden' })).toBeInTheDocument();
    // The drawn figure counts up to the same number.
    expect(
      await screen.findByText('+83 XP', { selector: '[aria-hidden="true"]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Level up! You reached level 2.')).toBeInTheDocument();
    expect(screen.getByText('7-day streak! Keep it going tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('First Dialogue');
    expect(screen.getByRole('link', { name: 'Next in First Steps: The Walk to School' })).toHaveAttribute(
      'href',
      '/scenario/the-walk-to-school',
    );
  });

  it('claims no level-up or milestone that did not happen', () => {
    renderMoment({ levelBefore: 2, streak: 2 });
    expect(screen.queryByText(/Level up!/)).not.toBeInTheDocument();
    expect(screen.getByText('2-day streak')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
