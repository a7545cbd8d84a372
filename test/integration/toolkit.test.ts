import { beforeAll, describe, expect, it } from 'vitest';
import { grantPremium } from '../../functions/services/admin-service';
import { ERROR_MESSAGES } from '../../shared/messages';
import type {
  CognitiveBiasView,
  MentalModelView,
  Page,
  PracticeResult,
  PracticeSession,
  SkillBranchView,
  ToolkitCategories,
} from '../../shared/schemas/toolkit';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let free: TestAccount;

beforeAll(async () => {
  free = await createSignedInAccount(env);
  await api(url, 'GET', '/users/me', { token: free.accessToken });
});

describe('toolkit API (content seeded on start)', () => {
  it('lists mental models with search and category, as a page', async () => {
    const all = await api<Page<MentalModelView>>(url, 'GET', '/toolkit/mental-models', {
      token: free.accessToken,
    });
    expect(all.status).toBe(200);
    expect(all.body.data?.totalElements).toBeGreaterThanOrEqual(32);
    const first = all.body.data?.content.find((m) => m.id === 'first-principles');
    expect(first).toMatchObject({
      name: 'First Principles',
      mastery: 0,
      locked: false,
      premiumLocked: false,
    });

    const searched = await api<Page<MentalModelView>>(url, 'GET', '/toolkit/mental-models?query=razor', {
      token: free.accessToken,
    });
    expect(searched.body.data?.content.map((m) => m.id).sort()).toEqual(['hanlons-razor', 'occams-razor']);

    const byCategory = await api<Page<MentalModelView>>(
      url,
      'GET',
      '/toolkit/mental-models?category=Systems',
      { token: free.accessToken },
    );
    expect(byCategory.body.data?.content.every((m) => m.category === 'Systems')).toBe(true);
    expect(byCategory.body.data?.content.length).toBeGreaterThan(0);
  });

  it('marks premium and higher-level items for a free level-1 learner', async () => {
    const res = await api<Page<CognitiveBiasView>>(url, 'GET', '/toolkit/cognitive-biases', {
      token: free.accessToken,
    });
    const conjunction = res.body.data?.content.find((b) => b.id === 'conjunction-fallacy');
    expect(conjunction).toMatchObject({ premium: true, premiumLocked: true, locked: true, resistance: 0 });
    expect(res.body.data?.content.find((b) => b.id === 'anchoring')).toMatchObject({
      locked: false,
      premiumLocked: false,
    });
  });

  it('gets one item by id, and 404 for an unknown one', async () => {
    const model = await api<MentalModelView>(url, 'GET', '/toolkit/mental-models/inversion', {
      token: free.accessToken,
    });
    expect(model.body.data?.howToApply.length).toBeGreaterThanOrEqual(3);
    expect(
      (await api(url, 'GET', '/toolkit/cognitive-biases/not-a-bias', { token: free.accessToken })).status,
    ).toBe(404);
  });

  it('lists categories', async () => {
    const res = await api<ToolkitCategories>(url, 'GET', '/toolkit/categories', { token: free.accessToken });
    expect(res.body.data?.mentalModelCategories).toContain('Decision Making');
    expect(res.body.data?.cognitiveBiasCategories).toContain('Social');
  });
});

describe('skill tree', () => {
  it('shows branches, levels and capstones with gating for a free learner', async () => {
    const res = await api<SkillBranchView[]>(url, 'GET', '/skill-tree', { token: free.accessToken });
    const branches = res.body.data ?? [];
    expect(branches.length).toBeGreaterThanOrEqual(4);
    const reasoning = branches.find((b) => b.id === 'clear-reasoning')!;
    expect(reasoning.levels[0]?.skills.find((s) => s.id === 'first-principles')).toMatchObject({
      unlocked: true,
      xp: 0,
      level: 0,
    });
    expect(reasoning.capstone).toMatchObject({ isCapstone: true, unlocked: false });
    const systems = branches.find((b) => b.isPremium)!;
    expect(systems.levels.flatMap((l) => l.skills).every((s) => !s.unlocked)).toBe(true);
  });
});

describe('practice sessions', () => {
  async function practise(token: string, skillId: string) {
    return api<PracticeSession>(url, 'GET', `/practice/${skillId}`, { token });
  }

  it('builds a fresh mix, scores on the server, awards XP once and refuses a second submit', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const first = await practise(learner.accessToken, 'first-principles');
    expect(first.status).toBe(200);
    const session = first.body.data!;
    expect(session.questions).toHaveLength(5);
    expect(new Set(session.questions.map((q) => q.id)).size).toBe(5);

    // Three right, two wrong.
    const answers = session.questions.map((q, i) => ({
      questionId: q.id,
      selectedIndex: i < 3 ? q.correctIndex : (q.correctIndex + 1) % 4,
    }));
    const body = { sessionId: session.id, answers, timeSpent: 95, timeZone: 'Europe/Paris' };
    const submitted = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: body,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      score: 30,
      totalQuestions: 5,
      accuracy: 60,
      xpEarned: 30,
      xp: 30,
      level: 1,
    });
    expect(submitted.body.data?.answeredQuestions.filter((a) => a.isCorrect)).toHaveLength(3);

    const again = await api(url, 'POST', '/practice/submit', { token: learner.accessToken, json: body });
    expect(again.status).toBe(409);
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data?.xp).toBe(30);

    const model = await api<MentalModelView>(url, 'GET', '/toolkit/mental-models/first-principles', {
      token: learner.accessToken,
    });
    expect(model.body.data?.mastery).toBe(60);
  });

  it('practises a bias from its own bank and moves its resistance', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'anchoring')).body.data!;
    expect(session.questions).toHaveLength(5);
    expect(session.questions.every((q) => q.id.startsWith('anchoring-q'))).toBe(true);
    const answers = session.questions.map((q, i) => ({
      questionId: q.id,
      selectedIndex: i < 4 ? q.correctIndex : (q.correctIndex + 1) % 4,
    }));
    const result = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, answers, timeSpent: 60, timeZone: 'UTC' },
    });
    expect(result.body.data).toMatchObject({ score: 40, accuracy: 80, xpEarned: 40 });
    const bias = await api<CognitiveBiasView>(url, 'GET', '/toolkit/cognitive-biases/anchoring', {
      token: learner.accessToken,
    });
    expect(bias.body.data?.resistance).toBe(80);
  });

  it('awards once when the same session is submitted 20 times at once', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'inversion')).body.data!;
    const body = {
      sessionId: session.id,
      answers: session.questions.map((q) => ({ questionId: q.id, selectedIndex: q.correctIndex })),
      timeSpent: 60,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(url, 'POST', '/practice/submit', { token: learner.accessToken, json: body }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data?.xp).toBe(50);
  });

  it('ignores a score sent by the client: it is refused, and the server scores the answers itself', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'hanlons-razor')).body.data!;
    const wrong = session.questions.map((q) => ({
      questionId: q.id,
      selectedIndex: (q.correctIndex + 1) % 4,
    }));
    const forged = await api(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, answers: wrong, timeSpent: 30, score: 50, accuracy: 100, xpEarned: 500 },
    });
    expect(forged.status).toBe(400);
    const honest = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, answers: wrong, timeSpent: 30 },
    });
    expect(honest.body.data).toMatchObject({ score: 0, accuracy: 0, xpEarned: 0 });
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data?.xp).toBe(0);
  });

  it('refuses answers that do not match the session', async () => {
    const session = (await practise(free.accessToken, 'occams-razor')).body.data!;
    const res = await api(url, 'POST', '/practice/submit', {
      token: free.accessToken,
      json: {
        sessionId: session.id,
        answers: [{ questionId: session.questions[0]!.id, selectedIndex: 0 }],
        timeSpent: 5,
      },
    });
    expect(res.status).toBe(400);
  });

  it("refuses another learner's session", async () => {
    const session = (await practise(free.accessToken, 'five-whys')).body.data!;
    const other = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: other.accessToken });
    const res = await api(url, 'POST', '/practice/submit', {
      token: other.accessToken,
      json: {
        sessionId: session.id,
        answers: session.questions.map((q) => ({ questionId: q.id, selectedIndex: 0 })),
        timeSpent: 5,
      },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ERROR_MESSAGES.practiceSessionMissing);
  });

  it('gates premium skills with the membership message, and levels for premium learners', async () => {
    const premiumOnly = await practise(free.accessToken, 'bayesian-updating');
    expect(premiumOnly.status).toBe(403);
    expect(premiumOnly.body.message).toMatch(/Premium or Enterprise membership/);

    const member = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: member.accessToken });
    await grantPremium(member.email, 30, 'PREMIUM');
    const levelLocked = await practise(member.accessToken, 'calibration');
    expect(levelLocked.status).toBe(403);
    expect(levelLocked.body.message).toBe('Reach level 4 to practise Calibration.');
  });

  it('answers an unknown skill with the spec text', async () => {
    const res = await practise(free.accessToken, 'astrology');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ERROR_MESSAGES.practiceSessionMissing);
  });
});
