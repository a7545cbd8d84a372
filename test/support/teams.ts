import { expect, vi } from 'vitest';
import { createTeam } from '../../functions/services/admin-service';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type StackEnv, type TestAccount } from './accounts';
import { api } from './api';

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const TOKEN_IN_LINK = /\/team-invite\/([A-Za-z0-9_-]{43})/;

/** A signed-in learner with a profile (the first /users/me creates it). */
export async function learnerWithProfile(url: string, env: StackEnv): Promise<TestAccount> {
  const account = await createSignedInAccount(env);
  await api<UserProfile>(url, 'GET', '/users/me', { token: account.accessToken });
  return account;
}

/** A team made by ops (npm run admin -- create-team), with this learner as its owner. */
export async function teamOwnedBy(owner: TestAccount, name = 'Northwind Analysts'): Promise<string> {
  const team = await createTeam(name, owner.email);
  return team.teamId;
}

async function mailbox(url: string, email: string): Promise<Mail[]> {
  const res = await fetch(`${url}/__dev/mailbox?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** Waits for the `count`-th invitation mail to the address and returns the token of its link. */
export async function invitationToken(url: string, email: string, count = 1): Promise<string> {
  // vi.waitFor (not expect.poll) so that suites can join members in beforeAll too.
  const invitations = await vi.waitFor(
    async () => {
      const found = (await mailbox(url, email)).filter((m) => TOKEN_IN_LINK.test(m.text));
      if (found.length < count) throw new Error(`Waiting for invitation ${count} to ${email}`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
  return TOKEN_IN_LINK.exec(invitations[0]!.text)![1]!;
}

/** Invites the learner (as `inviter`) and accepts the link the mail carries. */
export async function joinThroughInvitation(
  url: string,
  teamId: string,
  inviter: TestAccount,
  invitee: TestAccount,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
): Promise<void> {
  const before = (await mailbox(url, invitee.email)).filter((m) => TOKEN_IN_LINK.test(m.text)).length;
  const invite = await api(url, 'POST', `/teams/${teamId}/invite`, {
    token: inviter.accessToken,
    json: { email: invitee.email, role },
  });
  expect(invite.status).toBe(201);
  const token = await invitationToken(url, invitee.email, before + 1);
  const accepted = await api(url, 'POST', `/team-invitations/${token}/accept`, {
    token: invitee.accessToken,
    json: {},
  });
  expect(accepted.status).toBe(200);
}
