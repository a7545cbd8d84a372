import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { formQuestions } from '../../functions/content/assessment';
import { getAttempt } from '../../functions/repositories/assessment-repository';
import { RATE_LIMITS } from '../../functions/services/rate-limits';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import type { AssessmentQuestionSet } from '../../shared/schemas/assessment';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api, type ApiCall } from '../support/api';
import { mailFor } from '../support/mailbox';
import { useStack } from '../support/stack';
import { behindCloudFront } from '../support/viewer';

const { url, env } = useStack();
const PASSWORD = 'Lantern-Orbit-93';
let learner: TestAccount;

beforeAll(async () => {
  learner = await createSignedInAccount(env);
  await api(url, 'GET', '/users/me', { token: learner.accessToken });
});

function expectLimited(results: ApiCall[], allowed: number) {
  const refused = results.filter((r) => r.status === 429);
  expect(results.length - refused.length).toBe(allowed);
  for (const r of refused) {
    expect(r.body).toMatchObject({ success: false, data: null, error: 'TOO_MANY_REQUESTS' });
    expect(r.body.message).toBe(API_ERROR_MESSAGES.tooManyRequests);
  }
}

describe('limits on calls that send mail or start work', () => {
  it('sends at most five codes an hour to one address, however many resends arrive at once', async () => {
    const email = `resend-${randomUUID()}@example.com`;
    const registration = { name: 'Ada Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD };
    expect(
      (await api(url, 'POST', '/auth/register', { json: registration, headers: behindCloudFront() })).status,
    ).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        api(url, 'POST', '/auth/resend-code', { json: { email }, headers: behindCloudFront() }),
      ),
    );
    expectLimited(results, RATE_LIMITS.codeMailPerAddress.max - 1);
    expect((await mailFor(url, email)).length).toBeLessThanOrEqual(RATE_LIMITS.codeMailPerAddress.max);
  });

  it('limits sign-ups from one client across many addresses', async () => {
    const viewer = behindCloudFront();
    const results = await Promise.all(
      Array.from({ length: RATE_LIMITS.codeMailPerClient.max + 5 }, () => {
        const email = `burst-${randomUUID()}@example.com`;
        return api(url, 'POST', '/auth/register', {
          json: { name: 'Burst Sender', email, password: PASSWORD, confirmPassword: PASSWORD },
          headers: viewer,
        });
      }),
    );
    expectLimited(results, RATE_LIMITS.codeMailPerClient.max);
  });

  it('forwards at most ten feedback posts an hour from one learner, and stores no more', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        api(url, 'POST', '/feedback', {
          token: learner.accessToken,
          json: { message: `Feedback number ${i} about the practice page.`, page: '/practice' },
        }),
      ),
    );
    expectLimited(results, RATE_LIMITS.feedbackPerLearner.max);
  });

  it('accepts at most ten assessment submissions an hour from one guest client', async () => {
    const set = (await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions')).body.data!;
    const answers = set.questions.map((q) => {
      const item = formQuestions(set.form).find((c) => c.id === q.id)!;
      return {
        questionId: q.id,
        selectedOptionId: item.kind === 'FREE_TEXT' ? item.freeText!.sample : item.options[0]!.id,
      };
    });
    const viewer = behindCloudFront();
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        api<{ attemptId: string }>(url, 'POST', '/assessment/submit', {
          json: { form: set.form, answers },
          headers: viewer,
        }),
      ),
    );
    expectLimited(results, RATE_LIMITS.assessmentPerClient.max);
    // A guest's attempt lapses unless someone signs up with it.
    const accepted = results.find((r) => r.status !== 429)!;
    const stored = (await getAttempt(accepted.body.data!.attemptId)) as unknown as { expiresAt?: number };
    expect(stored.expiresAt).toBeGreaterThan(Date.now() / 1000 + 80 * 24 * 3600);
  });

  it('takes at most ten waitlist sign-ups an hour from one client', async () => {
    const viewer = behindCloudFront();
    const results = await Promise.all(
      Array.from({ length: 13 }, () =>
        api(url, 'POST', '/feedback/waitlist', {
          json: { email: `wait-${randomUUID()}@example.com`, tier: 'Catalyst' },
          headers: viewer,
        }),
      ),
    );
    expectLimited(results, RATE_LIMITS.waitlistPerClient.max);
  });
});
