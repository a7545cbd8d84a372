import { beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_BIASES, MENTAL_MODELS } from '../../functions/content/toolkit';
import { grantPremium } from '../../functions/services/admin-service';
import { needsPremium } from '../../functions/services/toolkit/access';
import { ERROR_MESSAGES } from '../../shared/messages';
import { PRACTICE_DAILY_XP_PER_SKILL } from '../../shared/constants';
import type {
  CognitiveBiasView,
  MentalModelView,
  Page,
  PracticeAnswerResult,
  PracticeResult,
  PracticeSession,
  SkillBranchView,
  ToolkitCategories,
} from '../../shared/schemas/toolkit';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { answerSession, correctIndexOf } from '../support/practice';
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
    expect(model.body.data?.howToApply?.length).toBeGreaterThanOrEqual(3);
    expect(
      (await api(url, 'GET', '/toolkit/cognitive-biases/not-a-bias', { token: free.accessToken })).status,
    ).toBe(404);
  });

  it('sends a free learner only the card of premium items, and a member the whole text', async () => {
    const premiumModels = MENTAL_MODELS.filter((m) => needsPremium(m));
    const premiumBiases = COGNITIVE_BIASES.filter((b) => needsPremium(b));
    expect(premiumModels.length).toBeGreaterThan(0);
    const models = await api<Page<MentalModelView>>(url, 'GET', '/toolkit/mental-models?size=100', {
      token: free.accessToken,
    });
    const biases = await api<Page<CognitiveBiasView>>(url, 'GET', '/toolkit/cognitive-biases?size=100', {
      token: free.accessToken,
    });
    const detail = await api<MentalModelView>(url, 'GET', `/toolkit/mental-models/${premiumModels[0]!.id}`, {
      token: free.accessToken,
    });
    const sent = JSON.stringify([models.body, biases.body, detail.body]);
    for (const item of [...premiumModels, ...premiumBiases]) {
      expect(sent).not.toContain(item.example);
      if (item.description.length > 230) expect(sent).not.toContain(item.description.slice(170, 230));
    }
    for (const model of premiumModels) expect(sent).not.toContain(model.howToApply[0]);
    for (const bias of premiumBiases) expect(sent).not.toContain(bias.antidote);
    const card = detail.body.data!;
    expect(card).toMatchObject({ premiumLocked: true });
    expect(card).not.toHaveProperty('example');
    expect(card).not.toHaveProperty('howToApply');
    expect(card.description.length).toBeLessThanOrEqual(160);

    // Searching for words only the hidden text holds finds nothing.
    const hiddenWord = premiumModels[0]!.example.split(/\W+/).find((w) => w.length > 9 && !sent.includes(w));
    if (hiddenWord) {
      const probe = await api<Page<MentalModelView>>(
        url,
        'GET',
        `/toolkit/mental-models?query=${hiddenWord}`,
        {
          token: free.accessToken,
        },
      );
      expect(probe.body.data?.content.map((m) => m.id)).not.toContain(premiumModels[0]!.id);
    }

    const member = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: member.accessToken });
    await grantPremium(member.email, 30, 'PREMIUM');
    const full = await api<MentalModelView>(url, 'GET', `/toolkit/mental-models/${premiumModels[0]!.id}`, {
      token: member.accessToken,
    });
    expect(full.body.data).toMatchObject({
      premiumLocked: false,
      example: premiumModels[0]!.example,
      howToApply: premiumModels[0]!.howToApply,
      description: premiumModels[0]!.description,
    });
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

  it('hands out questions without their answers, and checks each pick on the server', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const first = await practise(learner.accessToken, 'first-principles');
    expect(first.status).toBe(200);
    const session = first.body.data!;
    expect(session.questions).toHaveLength(5);
    expect(new Set(session.questions.map((q) => q.id)).size).toBe(5);
    for (const question of session.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
    }
    expect(JSON.stringify(first.body)).not.toMatch(/correctIndex|explanation/i);

    const question = session.questions[0]!;
    const correct = correctIndexOf(question.id);
    const wrongPick = (correct + 1) % 4;
    const verdict = await api<PracticeAnswerResult>(url, 'POST', '/practice/answer', {
      token: learner.accessToken,
      json: { sessionId: session.id, questionId: question.id, selectedIndex: wrongPick },
    });
    expect(verdict.status).toBe(200);
    expect(verdict.body.data).toMatchObject({
      questionId: question.id,
      selectedIndex: wrongPick,
      isCorrect: false,
      correctIndex: correct,
    });
    expect(verdict.body.data?.explanation.length).toBeGreaterThan(20);

    // The first pick is locked: picking the right option afterwards changes nothing.
    const second = await api<PracticeAnswerResult>(url, 'POST', '/practice/answer', {
      token: learner.accessToken,
      json: { sessionId: session.id, questionId: question.id, selectedIndex: correct },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ selectedIndex: wrongPick, isCorrect: false });
  });

  it('keeps the first of 30 parallel picks for one question, whatever the others say', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'second-order-thinking')).body.data!;
    const question = session.questions[0]!;
    const picks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api<PracticeAnswerResult>(url, 'POST', '/practice/answer', {
          token: learner.accessToken,
          json: { sessionId: session.id, questionId: question.id, selectedIndex: i % 4 },
        }),
      ),
    );
    expect(picks.every((p) => p.status === 200)).toBe(true);
    expect(new Set(picks.map((p) => p.body.data?.selectedIndex)).size).toBe(1);
  });

  it('scores from the recorded picks, awards XP once and refuses a second submit', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'first-principles')).body.data!;
    await answerSession(url, learner.accessToken, session, 3);
    const body = { sessionId: session.id, timeSpent: 95, timeZone: 'Europe/Paris' };
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
      xpCapped: false,
    });
    expect(submitted.body.data?.answeredQuestions.filter((a) => a.isCorrect)).toHaveLength(3);

    const again = await api(url, 'POST', '/practice/submit', { token: learner.accessToken, json: body });
    expect(again.status).toBe(409);
    const late = await api(url, 'POST', '/practice/answer', {
      token: learner.accessToken,
      json: { sessionId: session.id, questionId: session.questions[0]!.id, selectedIndex: 0 },
    });
    expect(late.status).toBe(409);
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
    await answerSession(url, learner.accessToken, session, 4);
    const result = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, timeSpent: 60, timeZone: 'UTC' },
    });
    expect(result.body.data).toMatchObject({ score: 40, accuracy: 80, xpEarned: 40 });
    const bias = await api<CognitiveBiasView>(url, 'GET', '/toolkit/cognitive-biases/anchoring', {
      token: learner.accessToken,
    });
    expect(bias.body.data?.resistance).toBe(80);
  });

  it('caps practice XP per skill per day: repeating sessions of one skill earns one session of XP', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const earned: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const session = (await practise(learner.accessToken, 'inversion')).body.data!;
      await answerSession(url, learner.accessToken, session, round === 0 ? 3 : 5);
      const result = await api<PracticeResult>(url, 'POST', '/practice/submit', {
        token: learner.accessToken,
        json: { sessionId: session.id, timeSpent: 40 },
      });
      expect(result.status).toBe(200);
      earned.push(result.body.data!.xpEarned);
      expect(result.body.data?.xpCapped).toBe(round > 0);
    }
    expect(earned).toEqual([30, PRACTICE_DAILY_XP_PER_SKILL - 30, 0]);
    // Another skill still has its own allowance.
    const other = (await practise(learner.accessToken, 'anchoring')).body.data!;
    await answerSession(url, learner.accessToken, other, 5);
    const otherResult = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: other.id, timeSpent: 40 },
    });
    expect(otherResult.body.data).toMatchObject({ xpEarned: 50, xpCapped: false });
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data?.xp).toBe(PRACTICE_DAILY_XP_PER_SKILL + 50);
  });

  it('awards once when the same session is submitted 20 times at once', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'inversion')).body.data!;
    await answerSession(url, learner.accessToken, session, 5);
    const body = { sessionId: session.id, timeSpent: 60 };
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

  it('refuses a score or answers sent by the client: only the recorded picks count', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const session = (await practise(learner.accessToken, 'hanlons-razor')).body.data!;
    await answerSession(url, learner.accessToken, session, 0);
    const forged = await api(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, timeSpent: 30, score: 50, accuracy: 100, xpEarned: 500 },
    });
    expect(forged.status).toBe(400);
    const rightAnswers = await api(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: {
        sessionId: session.id,
        timeSpent: 30,
        answers: session.questions.map((q) => ({ questionId: q.id, selectedIndex: correctIndexOf(q.id) })),
      },
    });
    expect(rightAnswers.status).toBe(400);
    const honest = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: learner.accessToken,
      json: { sessionId: session.id, timeSpent: 30 },
    });
    expect(honest.body.data).toMatchObject({ score: 0, accuracy: 0, xpEarned: 0 });
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data?.xp).toBe(0);
  });

  it('refuses to finish a session before every question is answered, and a question from elsewhere', async () => {
    const session = (await practise(free.accessToken, 'occams-razor')).body.data!;
    const early = await api(url, 'POST', '/practice/submit', {
      token: free.accessToken,
      json: { sessionId: session.id, timeSpent: 5 },
    });
    expect(early.status).toBe(400);
    const foreign = await api(url, 'POST', '/practice/answer', {
      token: free.accessToken,
      json: { sessionId: session.id, questionId: 'anchoring-q01', selectedIndex: 0 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.success).toBe(false);
  });

  it("refuses another learner's session", async () => {
    const session = (await practise(free.accessToken, 'five-whys')).body.data!;
    const other = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: other.accessToken });
    const pick = await api(url, 'POST', '/practice/answer', {
      token: other.accessToken,
      json: { sessionId: session.id, questionId: session.questions[0]!.id, selectedIndex: 0 },
    });
    expect(pick.status).toBe(404);
    expect(pick.body.message).toBe(ERROR_MESSAGES.practiceSessionMissing);
    const res = await api(url, 'POST', '/practice/submit', {
      token: other.accessToken,
      json: { sessionId: session.id, timeSpent: 5 },
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
