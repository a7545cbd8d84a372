import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { formQuestions } from '../../functions/content/assessment';
import { putAttempt } from '../../functions/repositories/assessment-repository';
import { grantPremium } from '../../functions/services/admin-service';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../shared/messages';
import type {
  AssessmentFeedback,
  AssessmentHistoryEntry,
  AssessmentQuestionSet,
  PublicSnapshot,
  RetakeStatus,
} from '../../shared/schemas/assessment';
import type { AuthTokens } from '../../shared/schemas/auth';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount } from '../support/accounts';
import { api } from '../support/api';
import { latestCode } from '../support/mailbox';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const PASSWORD = 'Lantern-Orbit-93';

/** Answers every question of a form; `strong` picks the best option (or the sample explanation). */
function answersFor(set: AssessmentQuestionSet, strong: (index: number) => boolean) {
  const content = formQuestions(set.form);
  return set.questions.map((q, index) => {
    const item = content.find((c) => c.id === q.id)!;
    const selectedOptionId =
      item.kind === 'FREE_TEXT'
        ? strong(index)
          ? item.freeText!.sample
          : 'It seems fine to me.'
        : item.options.find((o) => (strong(index) ? o.points === 2 : o.points === 0))!.id;
    return { questionId: q.id, selectedOptionId };
  });
}

async function waitForFeedback(attemptId: string, token?: string): Promise<AssessmentFeedback> {
  let feedback: AssessmentFeedback | null = null;
  await expect
    .poll(
      async () => {
        feedback = (
          await api<AssessmentFeedback | null>(url, 'GET', `/assessment/feedback/${attemptId}`, { token })
        ).body.data;
        return feedback !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return feedback!;
}

describe('initial assessment', () => {
  it('serves form A to a guest without answers or points', async () => {
    const res = await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions');
    expect(res.status).toBe(200);
    expect(res.body.data?.form).toBe('A');
    expect(res.body.data?.questions).toHaveLength(15);
    for (const question of res.body.data!.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'questionText']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }
    expect(res.body.data?.questions.some((q) => q.options.length === 0)).toBe(true);
  });

  it('refuses incomplete answers with the spec text and stores nothing', async () => {
    const set = (await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions')).body.data!;
    const answers = answersFor(set, () => true).slice(0, 14);
    const res = await api(url, 'POST', '/assessment/submit', { json: { form: set.form, answers } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.assessmentIncomplete);
    const blank = answersFor(set, () => true).map((a, i) => (i === 3 ? { ...a, selectedOptionId: '  ' } : a));
    const again = await api(url, 'POST', '/assessment/submit', { json: { form: set.form, answers: blank } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(VALIDATION_MESSAGES.assessmentIncomplete);
  });

  it('a guest submits, polls, reads results; the account made with the attempt gets them', async () => {
    const set = (await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions')).body.data!;
    const submitted = await api<{ attemptId: string }>(url, 'POST', '/assessment/submit', {
      json: { form: set.form, answers: answersFor(set, (i) => i % 3 !== 0) },
    });
    expect(submitted.status).toBe(202);
    const attemptId = submitted.body.data!.attemptId;
    const result = await waitForFeedback(attemptId);
    expect(result).toMatchObject({ attemptId, userName: null });
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
    expect(result.thinkingStyle).toMatch(/\w/);
    expect(Object.keys(result.detailedFeedback)).toHaveLength(5);
    expect(result.firstRecommendedScenarioId).toMatch(/^[a-z0-9-]+$/);

    // The public snapshot shows the result without anything private.
    const snapshot = await api<PublicSnapshot>(url, 'GET', `/snapshots/${result.snapshotId}`);
    expect(snapshot.status).toBe(200);
    expect(Object.keys(snapshot.body.data!).sort()).toEqual(
      [
        'detailedFeedback',
        'generatedDate',
        'overallFeedback',
        'score',
        'snapshotId',
        'subScores',
        'thinkingStyle',
        'thinkingStyleExplanation',
        'userName',
      ].sort(),
    );
    expect((await api(url, 'GET', '/snapshots/01JDXXXXXXXXXXXXXXXXXXXXXX')).status).toBe(404);

    // Sign up carrying the guest attempt.
    const email = `assessed-${randomUUID()}@example.com`;
    const form = {
      name: 'Grace Hopper',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      guestAttempId: attemptId,
    };
    expect((await api(url, 'POST', '/auth/register', { json: form })).status).toBe(201);
    const verified = await api<AuthTokens>(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: await latestCode(url, email), signUpData: form },
    });
    const token = verified.body.data!.token;
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token });
    expect(me.body.data).toMatchObject({ hasCompletedInitialAssessment: true });
    expect(me.body.data?.recommendedPath?.name).toBe(result.recommendedPathName);

    // The history feeds the premium Progress tab: refused to a free learner, sent to a member.
    const refusedHistory = await api(url, 'GET', '/assessment/history', { token });
    expect(refusedHistory.status).toBe(403);
    expect(refusedHistory.body.message).toBe(ERROR_MESSAGES.premiumContentRequired);
    await grantPremium(email, 30, 'PREMIUM');
    const history = await api<AssessmentHistoryEntry[]>(url, 'GET', '/assessment/history', { token });
    expect(history.body.data).toEqual([
      { attemptId, assessmentType: 'INITIAL', score: result.score, completionDate: expect.any(String) },
    ]);
    const latest = await api<AssessmentFeedback>(url, 'GET', '/assessment/feedback/latest', { token });
    expect(latest.body.data).toMatchObject({ attemptId, userName: 'Grace' });
    const publicView = await api<PublicSnapshot>(url, 'GET', `/snapshots/${result.snapshotId}`);
    expect(JSON.stringify(publicView.body.data)).not.toContain(email);
    expect(publicView.body.data?.userName).toBe('Grace');

    // Retake: not before a week and three more scenarios; the next form is B.
    const retake = await api<RetakeStatus>(url, 'GET', '/users/me/retake-assessment-status', { token });
    expect(retake.body.data).toMatchObject({
      canRetake: false,
      scenariosToComplete: 3,
      latestAttemptId: attemptId,
    });
    const next = await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions', { token });
    expect(next.body.data?.form).toBe('B');
    const refused = await api(url, 'POST', '/assessment/submit', {
      token,
      json: { form: 'B', answers: answersFor(next.body.data!, () => true) },
    });
    expect(refused.status).toBe(403);
  });

  it('a signed-in learner submits and the result lands in their history and profile', async () => {
    const account = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: account.accessToken });
    const status = await api<RetakeStatus>(url, 'GET', '/users/me/retake-assessment-status', {
      token: account.accessToken,
    });
    expect(status.body.data).toEqual({
      canRetake: true,
      scenariosToComplete: 0,
      nextEligibleDate: null,
      latestAttemptId: null,
    });
    const set = (
      await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions', { token: account.accessToken })
    ).body.data!;
    const submitted = await api<{ attemptId: string }>(url, 'POST', '/assessment/submit', {
      token: account.accessToken,
      json: { form: set.form, answers: answersFor(set, () => true) },
    });
    const result = await waitForFeedback(submitted.body.data!.attemptId);
    expect(result).toMatchObject({ score: 100, thinkingStyle: 'Reflective Analyst', userName: 'Test' });
    await expect
      .poll(
        async () =>
          (await api<UserProfile>(url, 'GET', '/users/me', { token: account.accessToken })).body.data
            ?.hasCompletedInitialAssessment,
      )
      .toBe(true);
    await grantPremium(account.email, 30, 'PREMIUM');
    const history = await api<AssessmentHistoryEntry[]>(url, 'GET', '/assessment/history', {
      token: account.accessToken,
    });
    expect(history.body.data?.map((h) => h.score)).toEqual([100]);
  });

  it('answers 404 with the spec text for an unknown attempt and 401 on private calls without a token', async () => {
    const missing = await api(url, 'GET', '/assessment/feedback/01JDXXXXXXXXXXXXXXXXXXXXXX');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No assessment results found. Please try the assessment again.');
    expect((await api(url, 'GET', '/assessment/history')).status).toBe(401);
    expect((await api(url, 'GET', '/users/me/retake-assessment-status')).status).toBe(401);
    expect((await api(url, 'GET', '/assessment/questions', { token: 'not-a-token' })).status).toBe(401);
  });

  it('scores an attempt whose scoring hand-off was lost, once the page polls past a minute', async () => {
    const set = (await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions')).body.data!;
    const attemptId = ulid();
    const answers = Object.fromEntries(
      answersFor(set, () => true).map((a) => [a.questionId, a.selectedOptionId]),
    );
    // The state a lost hand-off leaves: stored, PROCESSING, no worker ever ran.
    await putAttempt({
      attemptId,
      form: set.form,
      answers,
      status: 'PROCESSING',
      createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
      assessmentType: 'INITIAL',
    });
    const result = await waitForFeedback(attemptId);
    expect(result).toMatchObject({ attemptId, score: 100 });
  });
});
