import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIOS, SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { ERROR_MESSAGES } from '../../shared/messages';
import {
  SCENARIO_TIME_UP_MARKER,
  type ScenarioDetail,
  type ScenarioSession,
  type ScenarioSummary,
} from '../../shared/schemas/scenarios';
import { getScenarioProgress, setTimer } from '../../functions/repositories/scenario-repository';
import type { Page } from '../../shared/schemas/toolkit';
import { tamper, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { SCENARIO, scenarioCalls, STRONG } from '../support/scenario-calls';
import { useStack } from '../support/stack';
import { RecordingSocket } from '../support/ws-client';

const { url, env } = useStack();
const scenario = SCENARIOS_BY_ID.get(SCENARIO)!;
const { learner, start, respond, detail } = scenarioCalls(url, env);

const sockets: RecordingSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});

async function socketFor(account: TestAccount): Promise<RecordingSocket> {
  const socket = await RecordingSocket.open(url);
  sockets.push(socket);
  socket.send({ token: account.accessToken });
  await socket.ofType('auth_success');
  return socket;
}

/** Sends a reply and waits for the tutor's answer on the socket. */
async function turn(account: TestAccount, socket: RecordingSocket, sessionId: string, response: string) {
  const before = socket.messages.filter((m) => m.type === 'messages').length;
  const accepted = await respond(account, sessionId, response);
  expect(accepted.status).toBe(202);
  const event = await socket.next(
    (m) => m.type === 'messages' && socket.messages.filter((x) => x.type === 'messages').indexOf(m) >= before,
  );
  return (event.messages as ScenarioDetail['messages'])[0]!;
}

let free: TestAccount;
beforeAll(async () => {
  free = await learner();
});

describe('scenario catalogue', () => {
  it('lists scenarios as pages with filters, and status for the learner', async () => {
    const all = await api<Page<ScenarioSummary>>(url, 'GET', '/scenarios?size=100', {
      token: free.accessToken,
    });
    expect(all.status).toBe(200);
    expect(all.body.data?.totalElements).toBe(SCENARIOS.length);
    expect(all.body.data?.content[0]).toMatchObject({
      status: 'NOT_STARTED',
      numberOfAttempts: 0,
      completed: false,
    });

    const money = await api<Page<ScenarioSummary>>(url, 'GET', '/scenarios?category=Money&size=100', {
      token: free.accessToken,
    });
    expect(money.body.data?.content.length).toBeGreaterThan(0);
    expect(money.body.data?.content.every((s) => s.category === 'Money')).toBe(true);

    const paged = await api<Page<ScenarioSummary>>(url, 'GET', '/scenarios?size=5&page=1', {
      token: free.accessToken,
    });
    expect(paged.body.data).toMatchObject({ page: 1, size: 5 });
    expect(paged.body.data?.content).toHaveLength(5);

    const bad = await api(url, 'GET', '/scenarios?category=Astrology', { token: free.accessToken });
    expect(bad.status).toBe(400);
  });

  it('lists the scenarios of a skill and of a mental model', async () => {
    const bySkill = await api<ScenarioSummary[]>(url, 'GET', '/scenarios/by-skill/sunk-cost-fallacy', {
      token: free.accessToken,
    });
    expect(bySkill.body.data?.map((s) => s.id)).toContain(SCENARIO);
    const byModel = await api<ScenarioSummary[]>(url, 'GET', '/scenarios/by-mental-model/opportunity-cost', {
      token: free.accessToken,
    });
    expect(byModel.body.data?.every((s) => s.skillIds.includes('opportunity-cost'))).toBe(true);
    expect(
      (await api(url, 'GET', '/scenarios/by-mental-model/anchoring', { token: free.accessToken })).status,
    ).toBe(404);
  });

  it('answers 404 for an unknown scenario, 401 without or with a tampered token', async () => {
    expect((await api(url, 'GET', '/scenarios/no-such-scenario', { token: free.accessToken })).status).toBe(
      404,
    );
    expect((await api(url, 'GET', `/scenarios/${SCENARIO}`)).status).toBe(401);
    expect(
      (await api(url, 'GET', `/scenarios/${SCENARIO}`, { token: tamper(free.accessToken) })).status,
    ).toBe(401);
  });

  it('refuses a time zone that is not an IANA zone, and starts nothing', async () => {
    const account = await learner();
    const res = await api(url, 'POST', `/scenarios/${SCENARIO}/start`, {
      token: account.accessToken,
      json: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(await getScenarioProgress(account.userId, SCENARIO)).toBeUndefined();
  });

  it('keeps premium scenarios for members, with the spec message', async () => {
    const premium =
      SCENARIOS.find((s) => s.premium && s.requiredLevel === 1) ?? SCENARIOS.find((s) => s.premium)!;
    const refused = await api(url, 'POST', `/scenarios/${premium.id}/start`, { token: free.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ERROR_MESSAGES.premiumScenarioRequired);
    const listed = await api<ScenarioSummary[]>(url, 'GET', `/scenarios/by-skill/${premium.skillIds[0]}`, {
      token: free.accessToken,
    });
    expect(listed.body.data?.find((s) => s.id === premium.id)?.premiumLocked).toBe(true);

    // The story itself stays on the server: the list and the detail carry its first sentence.
    const all = await api<Page<ScenarioSummary>>(url, 'GET', '/scenarios?size=100', {
      token: free.accessToken,
    });
    const detail = await api<ScenarioSummary>(url, 'GET', `/scenarios/${premium.id}`, {
      token: free.accessToken,
    });
    const stories = SCENARIOS.filter((s) => s.premium && s.context.length > 220).map((s) => s.context);
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      expect(JSON.stringify([listed.body, all.body])).not.toContain(story.slice(160, 220));
    }
    expect(detail.body.data?.context.length).toBeLessThanOrEqual(160);
    expect(premium.context.startsWith(detail.body.data!.context.replace(/…$/, ''))).toBe(true);
  });
});

describe('a dialogue', () => {
  it('starts with the opening, answers over the WebSocket with feedback, and keeps the messages', async () => {
    const account = await learner();
    const socket = await socketFor(account);
    const started = await start(account);
    expect(started.status).toBe(200);
    const { sessionId, messages } = started.body.data!;
    expect(messages).toEqual([expect.objectContaining({ type: 'AI', content: scenario.opening })]);

    const reply = await turn(account, socket, sessionId, STRONG[0]!);
    expect(reply.type).toBe('AI');
    expect(reply.feedback).toMatchObject({ understandingScore: 50, isComplete: false });
    expect(reply.content).toMatch(/\?$/);

    const stored = await detail(account);
    expect(stored).toMatchObject({ status: 'STARTED', numberOfAttempts: 1, sessionId, awaitingReply: false });
    expect(stored.messages.map((m) => m.type)).toEqual(['AI', 'USER', 'AI']);
    expect(stored.messages[1]?.content).toBe(STRONG[0]);

    // Starting again returns the open dialogue rather than a new one.
    expect((await start(account)).body.data?.sessionId).toBe(sessionId);
  });

  it('returns a reply produced while no socket was open from the API', async () => {
    const account = await learner();
    const { sessionId } = (await start(account)).body.data!;
    expect((await respond(account, sessionId, 'The money has already been spent on the app.')).status).toBe(
      202,
    );
    await expect
      .poll(async () => (await detail(account)).messages.map((m) => m.type), { timeout: 10_000 })
      .toEqual(['AI', 'USER', 'AI']);
  });

  it('rejects blank and over-long replies with 400 and stores nothing', async () => {
    const account = await learner();
    const { sessionId } = (await start(account)).body.data!;
    const blank = await respond(account, sessionId, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.success).toBe(false);
    const long = await respond(account, sessionId, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect((await detail(account)).messages).toHaveLength(1);
    expect((await respond(account, sessionId, 'y'.repeat(1000))).status).toBe(202);
  });

  it('takes one message at a time: of five concurrent replies one is accepted', async () => {
    const account = await learner();
    const { sessionId } = (await start(account)).body.data!;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        respond(account, sessionId, `Attempt ${i}: the money is already spent.`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
    await expect.poll(async () => (await detail(account)).messages.length, { timeout: 10_000 }).toBe(3);
  });

  it('refuses a session that is not the current one', async () => {
    const account = await learner();
    const other = await learner();
    const { sessionId } = (await start(other)).body.data!;
    await start(account);
    const res = await respond(account, sessionId, 'The money is already spent either way.');
    expect(res.status).toBe(409);
  });

  it('plays to completion, and awards XP once when complete is sent twice at once', async () => {
    const account = await learner();
    const socket = await socketFor(account);
    const { sessionId } = (await start(account)).body.data!;
    await turn(account, socket, sessionId, STRONG[0]!);
    const last = await turn(account, socket, sessionId, STRONG[1]!);
    expect(last.feedback).toMatchObject({ isComplete: true, lessonLearned: scenario.lessonLearned });
    const expectedXp = Object.values(last.feedback!.xpDistribution).reduce((a, b) => a + b, 0);
    expect(expectedXp).toBeGreaterThan(0);

    const completes = await Promise.all(
      [0, 1].map(() =>
        api<{ xpAwarded: number }>(url, 'POST', `/scenarios/${SCENARIO}/complete`, {
          token: account.accessToken,
          json: { finalScore: 100, timeZone: 'UTC' },
        }),
      ),
    );
    expect(completes.map((c) => c.status)).toEqual([200, 200]);
    // Both answers close the loop the same way: level before and after, streak and one next step.
    for (const complete of completes) {
      expect(complete.body.data).toMatchObject({
        xp: expectedXp,
        levelBefore: 1,
        streak: 1,
        nextStep: { kind: 'scenario', href: expect.stringMatching(/^\/scenario\/(?!the-half-built-app$)/) },
      });
      expect((complete.body.data as unknown as { nextStep: { label: string } }).nextStep.label).toMatch(
        /^Next in /,
      );
    }
    const me = await api<{ xp: number; totalScenarios: number }>(url, 'GET', '/users/me', {
      token: account.accessToken,
    });
    expect(me.body.data).toMatchObject({ xp: expectedXp, totalScenarios: 1 });

    const after = await detail(account);
    expect(after).toMatchObject({ status: 'COMPLETED', completed: true });
    expect((await respond(account, sessionId, 'One more thought about it.')).status).toBe(409);

    // Restart opens a fresh dialogue; the earlier completion stays counted.
    const restarted = await api<ScenarioSession>(url, 'POST', `/scenarios/${SCENARIO}/re-start`, {
      token: account.accessToken,
    });
    expect(restarted.body.data?.sessionId).not.toBe(sessionId);
    expect(await detail(account)).toMatchObject({ status: 'STARTED', completed: true, numberOfAttempts: 2 });
  });

  it('ignores the client score: completing an unfinished dialogue is refused', async () => {
    const account = await learner();
    await start(account);
    const res = await api(url, 'POST', `/scenarios/${SCENARIO}/complete`, {
      token: account.accessToken,
      json: { finalScore: 100 },
    });
    expect(res.status).toBe(409);
    const me = await api<{ xp: number }>(url, 'GET', '/users/me', { token: account.accessToken });
    expect(me.body.data?.xp).toBe(0);
  });

  it('pauses and resumes the timer', async () => {
    const account = await learner();
    await start(account);
    const paused = await api<{ paused: boolean; timeSpent: number }>(
      url,
      'POST',
      `/scenarios/${SCENARIO}/pause`,
      {
        token: account.accessToken,
        json: { timeSpent: 12 },
      },
    );
    expect(paused.body.data?.paused).toBe(true);
    const frozen = await detail(account);
    expect(frozen.paused).toBe(true);
    expect((await detail(account)).timeSpent).toBe(frozen.timeSpent);
    const resumed = await api<{ paused: boolean }>(url, 'POST', `/scenarios/${SCENARIO}/resume`, {
      token: account.accessToken,
    });
    expect(resumed.body.data?.paused).toBe(false);
    expect((await detail(account)).paused).toBe(false);
  });
});

describe('time-up on the server clock', () => {
  /** Banks active time on the session the way the server records it (start, pauses, resumes). */
  async function bankActiveTime(account: TestAccount, seconds: number) {
    const progress = await getScenarioProgress(account.userId, SCENARIO);
    await setTimer(account.userId, progress!.currentSessionId, {
      timeSpent: seconds,
      runningSince: new Date().toISOString(),
    });
  }

  it('refuses a typed time-up marker before the time has run out: 409, nothing stored, nothing revealed', async () => {
    const account = await learner();
    const session = (await start(account)).body.data!;
    for (const seconds of [0, 300, 585]) {
      await bankActiveTime(account, seconds);
      const early = await respond(account, session.sessionId, SCENARIO_TIME_UP_MARKER);
      expect(early.status, `${seconds} s`).toBe(409);
      expect(early.body).toMatchObject({ success: false, error: 'TIME_NOT_UP', data: null });
    }
    const after = await detail(account);
    expect(after.messages).toHaveLength(1);
    expect(after.status).toBe('STARTED');
    expect(after.awaitingReply).toBe(false);
    expect(JSON.stringify(after)).not.toContain(scenario.lessonLearned);
  });

  it('after 600 s of active time ends the dialogue with the score actually reached', async () => {
    const account = await learner();
    const socket = await socketFor(account);
    const session = (await start(account)).body.data!;
    const first = await turn(account, socket, session.sessionId, STRONG[0]!);
    const reached = first.feedback!.understandingScore;
    expect(reached).toBeGreaterThan(0);
    expect(first.feedback!.isComplete).toBe(false);

    await bankActiveTime(account, 600);
    const end = await turn(account, socket, session.sessionId, SCENARIO_TIME_UP_MARKER);
    expect(end.feedback).toMatchObject({
      isComplete: true,
      understandingScore: reached,
      lessonLearned: scenario.lessonLearned,
    });
    const stored = await detail(account);
    expect(stored.status).toBe('COMPLETED');
    expect(stored.feedback?.understandingScore).toBe(reached);
  });
});
