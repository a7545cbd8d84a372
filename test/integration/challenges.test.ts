import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { getChallengeWithParticipants } from '../../functions/repositories/challenge-repository';
import { getUser } from '../../functions/repositories/user-repository';
import { grantPremium } from '../../functions/services/admin-service';
import { CHALLENGE_TEXTS } from '../../shared/schemas/challenges';
import { ERROR_MESSAGES } from '../../shared/messages';
import type { TestAccount } from '../support/accounts';
import { tamper } from '../support/accounts';
import { api } from '../support/api';
import { challengeCalls } from '../support/challenge-calls';
import { SCENARIO, scenarioCalls } from '../support/scenario-calls';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const { learner } = scenarioCalls(url, env);
const calls = challengeCalls(url);
const { create, details, join, close, history, play } = calls;
const scenario = SCENARIOS_BY_ID.get(SCENARIO)!;

async function earned(account: TestAccount, id: string): Promise<boolean | undefined> {
  const res = await api<Array<{ id: string; earned: boolean }>>(url, 'GET', '/achievements', {
    token: account.accessToken,
  });
  return res.body.data?.find((a) => a.id === id)?.earned;
}

afterEach(async () => {
  await calls.closeSockets();
});

let creator: TestAccount;
let creatorScore: number;
beforeAll(async () => {
  creator = await learner();
  creatorScore = (await play(creator)).feedback.understandingScore;
});

describe('creating a challenge', () => {
  it('needs sign-in and a completed scenario', async () => {
    expect((await api(url, 'POST', `/challenges/create/${SCENARIO}`, { json: {} })).status).toBe(401);
    expect(
      (await api(url, 'POST', `/challenges/create/${SCENARIO}`, { token: tamper(creator.accessToken) }))
        .status,
    ).toBe(401);
    const newcomer = await learner();
    const refused = await create(newcomer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CHALLENGE_TEXTS.completeFirst);
    expect((await history(newcomer)).body.data?.entries).toEqual([]);
    expect((await create(creator, 'no-such-scenario')).status).toBe(404);
    const forged = await api(url, 'POST', `/challenges/create/${SCENARIO}`, {
      token: creator.accessToken,
      json: { xpDistribution: { 'sunk-cost-fallacy': -5 }, score: 100 },
    });
    expect(forged.status).toBe(400);
  });

  it('gives an unguessable link id and reuses the open challenge, even when asked 20 times at once', async () => {
    const account = await learner();
    await play(account);
    const all = await Promise.all(Array.from({ length: 20 }, () => create(account)));
    expect(all.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const ids = new Set(all.map((r) => r.body.data!.shareableId));
    expect(ids.size).toBe(1);
    expect(all.filter((r) => r.body.data!.created)).toHaveLength(1);
    const [shareableId] = [...ids];
    expect(shareableId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await history(account)).body.data?.entries).toHaveLength(1);
    expect(await earned(account, 'first-challenge-sent')).toBe(true);
  });
});

describe('the challenge page data', () => {
  it('is public: creator, scenario, status and standings, with the caller marked', async () => {
    const { shareableId } = (await create(creator)).body.data!;
    const asGuest = await details(shareableId);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.data).toMatchObject({
      shareableId,
      scenarioId: SCENARIO,
      scenarioTitle: scenario.title,
      scenarioContext: scenario.context,
      creatorName: 'Test Learner',
      status: 'OPEN',
      participants: [{ name: 'Test Learner', score: creatorScore, isCreator: true, currentUser: false }],
    });
    const asCreator = await details(shareableId, creator);
    expect(asCreator.body.data?.participants[0]?.currentUser).toBe(true);
  });

  it("answers 'Challenge not found.' as a 404, and refuses malformed ids", async () => {
    const missing = await details('AAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: ERROR_MESSAGES.challengeNotFound });
    expect((await details('bad id!')).status).toBe(400);
    const stranger = await learner();
    expect((await join(stranger, 'AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await close(stranger, 'AAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});

describe('accepting and playing', () => {
  it('joins exactly once under 50 parallel accepts', async () => {
    const { shareableId } = (await create(creator)).body.data!;
    const friend = await learner();
    const results = await Promise.all(Array.from({ length: 50 }, () => join(friend, shareableId)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.data!.joined)).toHaveLength(1);
    const stored = await getChallengeWithParticipants(shareableId);
    expect(stored?.participants.filter((p) => p.userId === friend.userId)).toHaveLength(1);
  });

  it('needs sign-in to accept; the creator, having a score, cannot accept', async () => {
    const { shareableId } = (await create(creator)).body.data!;
    expect((await api(url, 'POST', `/challenges/join/${shareableId}`)).status).toBe(401);
    const again = await join(creator, shareableId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CHALLENGE_TEXTS.alreadyPlayed);
  });

  it("records the server's score when the friend's challenge dialogue completes, once", async () => {
    const { shareableId } = (await create(creator)).body.data!;
    const friend = await learner();
    expect((await join(friend, shareableId)).status).toBe(200);
    const { feedback } = await play(friend, shareableId);

    // A score the client sends is not the challenge's score.
    const complete = await api(url, 'POST', `/scenarios/${SCENARIO}/complete`, {
      token: friend.accessToken,
      json: { finalScore: 100, timeZone: 'UTC' },
    });
    expect(complete.status).toBe(200);
    const standings = (await details(shareableId, friend)).body.data!.participants;
    expect(standings.find((p) => p.currentUser)).toEqual({
      name: 'Test Learner',
      score: feedback.understandingScore,
      isCreator: false,
      currentUser: true,
    });

    const played = await join(friend, shareableId);
    expect(played.status).toBe(409);
    expect(played.body.message).toBe(CHALLENGE_TEXTS.alreadyPlayed);
    // Playing again in challenge mode is refused before anything is stored.
    const started = await api<{ sessionId: string }>(url, 'POST', `/scenarios/${SCENARIO}/re-start`, {
      token: friend.accessToken,
      json: { timeZone: 'UTC' },
    });
    const replay = await api(url, 'POST', `/async/scenarios/${SCENARIO}/respond`, {
      token: friend.accessToken,
      json: { sessionId: started.body.data!.sessionId, response: 'Again!', timeZone: 'UTC', shareableId },
    });
    expect(replay.status).toBe(409);

    const achievements = await api<Array<{ id: string; earned: boolean }>>(url, 'GET', '/achievements', {
      token: friend.accessToken,
    });
    expect(achievements.body.data?.find((a) => a.id === 'first-challenge')?.earned).toBe(true);
  });

  it('refuses challenge-mode replies from someone who did not accept, or for another scenario', async () => {
    const { shareableId } = (await create(creator)).body.data!;
    const outsider = await learner();
    const started = await api<{ sessionId: string }>(url, 'POST', `/scenarios/${SCENARIO}/start`, {
      token: outsider.accessToken,
      json: { timeZone: 'UTC' },
    });
    const body = { sessionId: started.body.data!.sessionId, response: 'Sunk costs.', timeZone: 'UTC' };
    const notJoined = await api(url, 'POST', `/async/scenarios/${SCENARIO}/respond`, {
      token: outsider.accessToken,
      json: { ...body, shareableId },
    });
    expect(notJoined.status).toBe(403);
    expect(notJoined.body.message).toBe(CHALLENGE_TEXTS.notJoined);
    await join(outsider, shareableId);
    const other = [...SCENARIOS_BY_ID.values()].find(
      (s) => !s.premium && s.requiredLevel === 1 && s.id !== SCENARIO,
    )!;
    const otherStart = await api<{ sessionId: string }>(url, 'POST', `/scenarios/${other.id}/start`, {
      token: outsider.accessToken,
      json: { timeZone: 'UTC' },
    });
    const wrong = await api(url, 'POST', `/async/scenarios/${other.id}/respond`, {
      token: outsider.accessToken,
      json: { ...body, sessionId: otherStart.body.data!.sessionId, shareableId },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(CHALLENGE_TEXTS.wrongScenario);
  });
});

describe('one dialogue, one challenge', () => {
  it('refuses to switch a dialogue played for one challenge over to another', async () => {
    const first = (await create(creator)).body.data!.shareableId;
    const rival = await learner();
    await play(rival);
    const second = (await create(rival)).body.data!.shareableId;
    const friend = await learner();
    await join(friend, first);
    await join(friend, second);
    const started = await api<{ sessionId: string }>(url, 'POST', `/scenarios/${SCENARIO}/start`, {
      token: friend.accessToken,
      json: { timeZone: 'UTC' },
    });
    const reply = (shareableId: string, response: string) =>
      api(url, 'POST', `/async/scenarios/${SCENARIO}/respond`, {
        token: friend.accessToken,
        json: { sessionId: started.body.data!.sessionId, response, timeZone: 'UTC', shareableId },
      });
    expect((await reply(first, 'The money already spent is gone either way.')).status).toBe(202);
    const switched = await reply(second, 'Another thought.');
    expect(switched.status).toBe(409);
    expect(switched.body.message).toBe(CHALLENGE_TEXTS.otherChallenge);
  });
});

describe('closing', () => {
  it('is for the creator only; a closed challenge refuses accepts and shows as CLOSED', async () => {
    const account = await learner();
    await play(account);
    const { shareableId } = (await create(account)).body.data!;
    const friend = await learner();
    expect((await close(friend, shareableId)).status).toBe(403);
    expect((await api(url, 'POST', `/challenges/${shareableId}/close`)).status).toBe(401);
    expect((await details(shareableId)).body.data?.status).toBe('OPEN');

    expect((await close(account, shareableId)).status).toBe(200);
    expect((await close(account, shareableId)).status).toBe(200);
    expect((await details(shareableId)).body.data?.status).toBe('CLOSED');
    const refused = await join(friend, shareableId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CHALLENGE_TEXTS.closed);

    // One scored participant is no contest: nobody wins.
    expect(await earned(account, 'first-challenge-won')).toBe(false);

    // The next challenge on the scenario is a new one.
    const next = (await create(account)).body.data!;
    expect(next.created).toBe(true);
    expect(next.shareableId).not.toBe(shareableId);
  });

  it('crowns the leader when it closes (a tie shares the win), once however often it is closed', async () => {
    const account = await learner();
    await play(account);
    const { shareableId } = (await create(account)).body.data!;
    const friend = await learner();
    await join(friend, shareableId);
    await play(friend, shareableId);
    const standings = (await details(shareableId)).body.data!.participants;
    expect(standings.every((p) => p.score !== null)).toBe(true);
    expect(await earned(friend, 'first-challenge-won')).toBe(false);

    const closes = await Promise.all([close(account, shareableId), close(account, shareableId)]);
    expect(closes.map((c) => c.status)).toEqual([200, 200]);
    // The same strong replies score the same: both lead.
    expect(await earned(account, 'first-challenge-won')).toBe(true);
    expect(await earned(friend, 'first-challenge-won')).toBe(true);
    const counters = async (userId: string) =>
      ((await getUser(userId)) as unknown as { counters: { challengesWon: number } }).counters;
    expect((await counters(account.userId)).challengesWon).toBe(1);
    expect((await counters(friend.userId)).challengesWon).toBe(1);
  });
});

describe('history', () => {
  it('shows free learners their 5 most recent with a flag, and members all of them', async () => {
    const account = await learner();
    await play(account);
    const created: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { shareableId } = (await create(account)).body.data!;
      created.push(shareableId);
      if (i < 5) await close(account, shareableId);
    }
    const free = (await history(account)).body.data!;
    expect(free.entries.map((e) => e.shareableId)).toEqual(created.slice(1).reverse());
    expect(free).toMatchObject({ hasMore: true, limit: 5 });
    expect(free.entries[0]).toMatchObject({
      scenarioTitle: scenario.title,
      createdByUserName: 'Test Learner',
      isCreator: true,
      status: 'OPEN',
    });
    expect(free.entries[1]?.status).toBe('CLOSED');

    await grantPremium(account.email, 7, 'PREMIUM');
    const member = (await history(account)).body.data!;
    expect(member.entries).toHaveLength(6);
    expect(member).toMatchObject({ hasMore: false, limit: null });
  });

  it("lists a friend's accepted challenge as pending until played", async () => {
    const { shareableId } = (await create(creator)).body.data!;
    const friend = await learner();
    await join(friend, shareableId);
    const entries = (await history(friend)).body.data!.entries;
    expect(entries).toEqual([
      expect.objectContaining({ shareableId, isCreator: false, yourScore: null, status: 'OPEN' }),
    ]);
  });
});
