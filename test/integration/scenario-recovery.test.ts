import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  appendLearnerMessage,
  claimRedrive,
  getScenarioSession,
} from '../../functions/repositories/scenario-repository';
import { REPLY_STALE_SECONDS } from '../../functions/services/scenarios/scenario-recovery';
import { SCENARIO_TEXTS } from '../../shared/schemas/scenarios';
import type { TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { SCENARIO, scenarioCalls, STRONG } from '../support/scenario-calls';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const { learner, start, respond, detail } = scenarioCalls(url, env);

describe('a tutor turn that never arrived', () => {
  /** The state a lost hand-off leaves: the learner's message stored, no worker ever ran. */
  async function lostHandOff(account: TestAccount, minutesAgo: number) {
    const { sessionId } = (await start(account)).body.data!;
    const session = (await getScenarioSession(account.userId, sessionId))!;
    const then = new Date(Date.now() - minutesAgo * 60_000);
    const message = {
      id: ulid(then.getTime()),
      type: 'USER' as const,
      content: STRONG[0]!,
      timestamp: then.toISOString(),
    };
    expect(await appendLearnerMessage(session, message, then, 'UTC')).toBe(true);
    return sessionId;
  }

  it('is handed to the worker again when the learner comes back, and the reply lands', async () => {
    const account = await learner();
    await lostHandOff(account, 2);
    const opened = await detail(account);
    expect(opened).toMatchObject({ awaitingReply: true, replyDelayed: true });
    await expect.poll(async () => (await detail(account)).messages.length, { timeout: 10_000 }).toBe(3);
    const after = await detail(account);
    expect(after).toMatchObject({ awaitingReply: false, replyDelayed: false });
    expect(after.messages[2]?.type).toBe('AI');
    // The learner can go on.
    expect((await respond(account, after.sessionId!, STRONG[1]!)).status).toBe(202);
  });

  it('is left alone while it is recent, and Retry says so', async () => {
    const account = await learner();
    await lostHandOff(account, 0);
    expect(await detail(account)).toMatchObject({ awaitingReply: true, replyDelayed: false });
    const retry = await api<{ redriven: boolean }>(url, 'POST', `/scenarios/${SCENARIO}/retry-reply`, {
      token: account.accessToken,
      json: {},
    });
    expect(retry.status).toBe(202);
    expect(retry.body.data?.redriven).toBe(false);
  });

  it('lets one of ten simultaneous page loads claim the re-drive of a stale wait', async () => {
    const account = await learner();
    const sessionId = await lostHandOff(account, 3);
    const now = new Date();
    const staleBefore = new Date(now.getTime() - REPLY_STALE_SECONDS * 1000);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => claimRedrive(account.userId, sessionId, now, staleBefore)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Within the next stale period nobody claims it again.
    expect(await claimRedrive(account.userId, sessionId, new Date(now.getTime() + 1000), staleBefore)).toBe(
      false,
    );
  });

  it('refuses Retry when no reply is awaited', async () => {
    const account = await learner();
    await start(account);
    const retry = await api(url, 'POST', `/scenarios/${SCENARIO}/retry-reply`, {
      token: account.accessToken,
      json: {},
    });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(SCENARIO_TEXTS.notAwaitingReply);
  });
});
