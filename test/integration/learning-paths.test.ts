import { afterEach, describe, expect, it } from 'vitest';
import { LEARNING_PATHS_BY_ID } from '../../functions/content/learning-paths';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { dailyChallengeScenario } from '../../functions/services/scenarios/daily-challenge';
import type { DashboardStats } from '../../shared/schemas/dashboard';
import type { DailyChallenge, LearningPathView } from '../../shared/schemas/learning-paths';
import { LEARNING_PATH_TEXTS } from '../../shared/schemas/learning-paths';
import { ERROR_MESSAGES } from '../../shared/messages';
import type { ScenarioMessage, ScenarioSession, ScenarioSummary } from '../../shared/schemas/scenarios';
import type { PracticeResult, PracticeSession } from '../../shared/schemas/toolkit';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { answerSession } from '../support/practice';
import { useStack } from '../support/stack';
import { RecordingSocket } from '../support/ws-client';

const { url, env } = useStack();
const sockets: RecordingSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

async function learner(): Promise<TestAccount> {
  const account = await createSignedInAccount(env);
  await api(url, 'GET', '/users/me', { token: account.accessToken });
  return account;
}

const get = <T>(account: TestAccount, path: string) =>
  api<T>(url, 'GET', path, { token: account.accessToken });

/** Plays a scenario to completion with each rubric item's first phrasing; returns the last feedback. */
async function playThrough(account: TestAccount, socket: RecordingSocket, scenarioId: string) {
  const scenario = SCENARIOS_BY_ID.get(scenarioId)!;
  const started = await api<ScenarioSession>(url, 'POST', `/scenarios/${scenarioId}/start`, {
    token: account.accessToken,
    json: { timeZone: 'UTC' },
  });
  const sessionId = started.body.data!.sessionId;
  let last: ScenarioMessage | undefined;
  for (const item of scenario.rubric) {
    const before = socket.messages.length;
    const res = await api(url, 'POST', `/scenarios/${scenarioId}/respond`, {
      token: account.accessToken,
      json: { sessionId, response: item.phrasings[0], timeZone: 'UTC' },
    });
    expect(res.status).toBe(202);
    const event = await socket.next((m) => m.type === 'messages' && socket.messages.indexOf(m) >= before);
    last = (event.messages as ScenarioMessage[])[0]!;
    if (last.feedback?.isComplete) break;
  }
  expect(last?.feedback?.isComplete).toBe(true);
  return last!.feedback!;
}

describe('learning paths', () => {
  it('recommends one path first and lists every path with its scenarios and progress', async () => {
    const account = await learner();
    const paths = await get<LearningPathView[]>(account, '/learning-paths/my-paths');
    expect(paths.status).toBe(200);
    const list = paths.body.data!;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]).toMatchObject({
      id: 'first-steps',
      recommended: true,
      completedCount: 0,
      completed: false,
    });
    expect(list.filter((p) => p.recommended)).toHaveLength(1);
    expect(list[0]!.scenarios.map((s) => s.id)).toEqual(LEARNING_PATHS_BY_ID.get('first-steps')!.scenarioIds);

    const one = await get<LearningPathView>(account, '/learning-paths/reading-the-evidence');
    expect(one.body.data).toMatchObject({ id: 'reading-the-evidence', totalCount: 5 });
    const missing = await get(account, '/learning-paths/no-such-path');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ERROR_MESSAGES.learningPathNotFound);
  });

  it('finishing the last scenario of a path says so once, and opens its final assessment', async () => {
    const account = await learner();
    const socket = await RecordingSocket.open(url);
    sockets.push(socket);
    socket.send({ token: account.accessToken });
    await socket.ofType('auth_success');
    const path = LEARNING_PATHS_BY_ID.get('first-steps')!;

    const locked = await get(account, '/practice/assessment/first-steps');
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(LEARNING_PATH_TEXTS.assessmentLocked);

    for (const [index, scenarioId] of path.scenarioIds.entries()) {
      const feedback = await playThrough(account, socket, scenarioId);
      const last = index === path.scenarioIds.length - 1;
      expect(feedback.learningPathCompleted, scenarioId).toBe(last);
      expect(feedback.learningPathId).toBe(last ? 'first-steps' : null);
    }
    const done = await get<LearningPathView>(account, '/learning-paths/first-steps');
    expect(done.body.data).toMatchObject({ completedCount: 5, completed: true });
    // The next recommendation moves on to a path not yet finished.
    const next = await get<LearningPathView[]>(account, '/learning-paths/my-paths');
    expect(next.body.data?.[0]?.id).not.toBe('first-steps');

    const assessment = await get<PracticeSession>(account, '/assessment/post-path/first-steps');
    expect(assessment.status).toBe(200);
    const session = assessment.body.data!;
    expect(session).toMatchObject({ mode: 'ASSESSMENT', skillId: 'first-steps', skillName: path.name });
    expect(session.questions).toHaveLength(10);
    await answerSession(url, account.accessToken, session, session.questions.length);
    const result = await api<PracticeResult>(url, 'POST', '/practice/submit', {
      token: account.accessToken,
      json: { sessionId: session.id, timeSpent: 120, timeZone: 'UTC' },
    });
    expect(result.body.data).toMatchObject({ score: 100, accuracy: 100, xpEarned: 100 });
  });
});

describe('dashboard: daily challenge and continue learning', () => {
  it('offers the same challenge all day, and starting it counts as engaging once', async () => {
    const account = await learner();
    const first = await get<DailyChallenge>(account, '/dashboard/daily-challenge?timeZone=Asia/Tokyo');
    const again = await get<DailyChallenge>(account, '/dashboard/daily-challenge?timeZone=Asia/Tokyo');
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const challenge = first.body.data!;
    expect(SCENARIOS_BY_ID.get(challenge.id)?.premium).toBe(false);
    expect(challenge).toMatchObject({
      title: SCENARIOS_BY_ID.get(challenge.id)!.title,
      xp: expect.any(Number),
    });

    const statsBefore = await get<DashboardStats>(account, '/dashboard/stats?timeZone=Asia/Tokyo');
    expect(statsBefore.body.data?.hasEngagedWithChallengeToday).toBe(false);
    const starts = await Promise.all(
      [0, 1, 2].map(() =>
        api(url, 'POST', `/scenarios/${challenge.id}/start`, {
          token: account.accessToken,
          json: { timeZone: 'Asia/Tokyo' },
        }),
      ),
    );
    expect(starts.some((s) => s.status === 200)).toBe(true);
    const statsAfter = await get<DashboardStats>(account, '/dashboard/stats?timeZone=Asia/Tokyo');
    expect(statsAfter.body.data?.hasEngagedWithChallengeToday).toBe(true);
    // Three concurrent starts of the challenge count as one day of engagement.
    const achievements = await get<Array<{ id: string; progressCurrent: number }>>(account, '/achievements');
    expect(achievements.body.data?.find((a) => a.id === 'daily-challenges-7')?.progressCurrent).toBe(1);
  });

  it('picks the challenge deterministically per day', () => {
    const user = { level: 1 } as Parameters<typeof dailyChallengeScenario>[0];
    expect(dailyChallengeScenario(user, '2026-11-23').id).toBe(dailyChallengeScenario(user, '2026-11-23').id);
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    expect(new Set(week.map((day) => dailyChallengeScenario(user, day).id)).size).toBeGreaterThan(1);
  });

  it('lists scenarios in progress, newest first, and drops them once completed', async () => {
    const account = await learner();
    expect((await get<ScenarioSummary[]>(account, '/dashboard/continue')).body.data).toEqual([]);
    await api(url, 'POST', '/scenarios/the-walk-to-school/start', { token: account.accessToken });
    await api(url, 'POST', '/scenarios/the-fridge-budget/start', { token: account.accessToken });
    const list = (await get<ScenarioSummary[]>(account, '/dashboard/continue')).body.data!;
    expect(list.map((s) => s.id)).toEqual(['the-fridge-budget', 'the-walk-to-school']);
    expect(list.every((s) => s.status === 'STARTED')).toBe(true);
  });
});
