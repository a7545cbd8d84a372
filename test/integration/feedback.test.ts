import { beforeAll, describe, expect, it } from 'vitest';
import { dayBucket } from '../../functions/repositories/keys';
import { listFeedbackForDay } from '../../functions/repositories/feedback-repository';
import { VALIDATION_MESSAGES } from '../../shared/messages';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let learner: TestAccount;

async function storedFeedbackOf(userId: string) {
  const today = await listFeedbackForDay(dayBucket(new Date()));
  return today.filter((f) => f.userId === userId);
}

beforeAll(async () => {
  learner = await createSignedInAccount(env);
});

describe('POST /feedback', () => {
  it('stores valid feedback and answers 201 with its id', async () => {
    const res = await api<{ id: string; createdAt: string }>(url, 'POST', '/feedback', {
      token: learner.accessToken,
      json: {
        type: 'Bug Report',
        message: '  The timer keeps running while paused.  ',
        page: '/scenario/abc',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data?.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    const stored = await storedFeedbackOf(learner.userId);
    expect(stored).toEqual([
      expect.objectContaining({
        feedbackId: res.body.data?.id,
        type: 'Bug Report',
        message: 'The timer keeps running while paused.',
        page: '/scenario/abc',
      }),
    ]);
  });

  it('defaults the type to General Feedback', async () => {
    const other = await createSignedInAccount(env);
    const res = await api(url, 'POST', '/feedback', {
      token: other.accessToken,
      json: { message: 'Please add a dark mode for night owls.' },
    });
    expect(res.status).toBe(201);
    expect((await storedFeedbackOf(other.userId))[0]?.type).toBe('General Feedback');
  });

  describe('rejects bad input with 400 and stores nothing', () => {
    let quiet: TestAccount;
    beforeAll(async () => {
      quiet = await createSignedInAccount(env);
    });

    it.each([
      [
        'a message under 10 characters',
        { type: 'Bug Report', message: 'too short' },
        VALIDATION_MESSAGES.feedbackTooShort,
      ],
      [
        'whitespace padding a short message',
        { message: '   short    ' },
        VALIDATION_MESSAGES.feedbackTooShort,
      ],
      ['a message over 5000 characters', { message: 'y'.repeat(5001) }, VALIDATION_MESSAGES.feedbackTooLong],
      [
        'an unknown type',
        { type: 'Complaint', message: 'This is long enough to pass.' },
        VALIDATION_MESSAGES.feedbackTypeInvalid,
      ],
      ['a message of the wrong type', { message: 12345678901 }, VALIDATION_MESSAGES.feedbackTooShort],
    ])('%s', async (_case, body, message) => {
      const res = await api<{ issues: Array<{ path: string }> }>(url, 'POST', '/feedback', {
        token: quiet.accessToken,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
      expect(res.body.data?.issues.length).toBeGreaterThan(0);
      expect(await storedFeedbackOf(quiet.userId)).toEqual([]);
    });

    it('an unknown field', async () => {
      const res = await api(url, 'POST', '/feedback', {
        token: quiet.accessToken,
        json: { message: 'A perfectly fine message.', userId: 'someone-else' },
      });
      expect(res.status).toBe(400);
      expect(await storedFeedbackOf(quiet.userId)).toEqual([]);
    });
  });

  it('refuses feedback without a token and stores nothing', async () => {
    const before = (await listFeedbackForDay(dayBucket(new Date()))).length;
    const res = await api(url, 'POST', '/feedback', { json: { message: 'Anonymous feedback attempt.' } });
    expect(res.status).toBe(401);
    expect((await listFeedbackForDay(dayBucket(new Date()))).length).toBe(before);
  });
});

describe('feedback forwarding', () => {
  it('hands the message to the send-email worker, which delivers it to the team inbox', async () => {
    const learner = await createSignedInAccount(env);
    const marker = `marker-${learner.userId}`;
    const res = await api(url, 'POST', '/feedback', {
      token: learner.accessToken,
      json: { type: 'Feature Request', message: `Please add spaced repetition. ${marker}`, page: '/toolkit' },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(async () => {
        const box = await fetch(`${url}/__dev/mailbox?email=${encodeURIComponent(env.FEEDBACK_INBOX)}`);
        const mails = ((await box.json()) as { data: Array<{ subject: string; text: string }> }).data;
        return mails.find((m) => m.text.includes(marker));
      })
      .toMatchObject({
        subject: '[Clarity feedback] Feature Request',
        text: expect.stringContaining('Page: /toolkit'),
      });
  });
});
