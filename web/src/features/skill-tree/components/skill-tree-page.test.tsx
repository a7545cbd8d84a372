import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBranch, createSkill } from '#test/data/create-toolkit';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import type { SkillBranchView } from '#shared/schemas/toolkit';
import { SkillTreePage } from './skill-tree-page';

const SECOND = createBranch({
  id: 'systems',
  name: 'Systems and Incentives',
  isPremium: true,
  color: '#0d9488',
  levels: [
    {
      level: 1,
      skills: [createSkill({ id: 'compounding', name: 'Compounding', unlocked: false, isPremium: true })],
    },
    { level: 2, skills: [createSkill({ id: 'bottlenecks', name: 'Bottlenecks' })] },
  ],
});

function renderTree(
  tree: SkillBranchView[] = [createBranch({ recommendedSkillIds: ['inversion'] }), SECOND],
) {
  stubApi({ 'GET /skill-tree': () => okEnvelope(tree) });
  return renderWithRouter(<SkillTreePage learner={{ level: 1, hasPremiumAccess: false }} />, '/skill-tree');
}

describe('skill tree', () => {
  it('opens the first branch and its level 1, and keeps the rest collapsed', async () => {
    renderTree();
    const first = await screen.findByRole('button', { name: /Better Decisions/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Level 1' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { name: 'Level 2' })[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Systems and Incentives/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Compounding')).not.toBeVisible();
  });

  it('expands and collapses a branch from the keyboard', async () => {
    renderTree();
    const toggle = await screen.findByRole('button', { name: /Systems and Incentives/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links an open skill to its practice, highlights the recommended one and describes it', async () => {
    renderTree();
    const skill = await screen.findByRole('link', { name: /Inversion/ });
    expect(skill).toHaveAttribute('href', '/practice/skill/inversion');
    expect(skill).toHaveClass('skill-node--recommended');
    expect(skill).toHaveAccessibleDescription('120 / 250 XP to level 2');
  });

  it('locks a skill above the learner level and sends premium skills to /pricing', async () => {
    renderTree();
    await screen.findByRole('link', { name: /Inversion/ });
    await userEvent.click(screen.getAllByRole('button', { name: 'Level 2' })[0]!);
    const locked = screen.getByText('Pre-Mortem').closest('.skill-node');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription('Locked: requires level 2');

    await userEvent.click(screen.getByRole('button', { name: /Systems and Incentives/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Level 1' })[1]!);
    const premium = screen.getByRole('link', { name: /Compounding/ });
    expect(premium).toHaveAttribute('href', '/pricing');
    expect(premium).toHaveAccessibleDescription('Premium: upgrade to unlock');
  });
});
