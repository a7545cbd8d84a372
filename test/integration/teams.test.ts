import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_PATHS } from '../../functions/content/learning-paths';
import { SCENARIOS } from '../../functions/content/scenarios';
import { db, tableName } from '../../functions/repositories/dynamo-client';
import { keys } from '../../functions/repositories/keys';
import { putInvitation } from '../../functions/repositories/team-invitation-repository';
import { createTeam } from '../../functions/services/admin-service';
import { hashInvitationToken, newInvitationToken } from '../../functions/services/teams/invitation-service';
import { refreshTeam } from '../../functions/services/teams/team-refresh';
import { ERROR_MESSAGES } from '../../shared/messages';
import type { LearningPathView } from '../../shared/schemas/learning-paths';
import type { TeamAnalytics, TeamLearningPath, TeamMember, TeamOverview } from '../../shared/schemas/teams';
import { TEAM_TEXTS } from '../../shared/schemas/teams';
import type { UserProfile } from '../../shared/schemas/users';
import type { TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';
import { invitationToken, joinThroughInvitation, learnerWithProfile, teamOwnedBy } from '../support/teams';

const { url, env } = useStack();

let owner: TestAccount;
let admin: TestAccount;
let member: TestAccount;
let outsider: TestAccount;
let teamId: string;

const call = <T>(account: TestAccount, method: string, path: string, json?: unknown) =>
  api<T>(url, method, path, { token: account.accessToken, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([
    learnerWithProfile(url, env),
    learnerWithProfile(url, env),
    learnerWithProfile(url, env),
    learnerWithProfile(url, env),
  ]);
  teamId = await teamOwnedBy(owner);
  await joinThroughInvitation(url, teamId, owner, admin, 'ADMIN');
  await joinThroughInvitation(url, teamId, owner, member, 'MEMBER');
});

type Role = 'outsider' | 'member' | 'admin' | 'owner';
const accountOf = (role: Role) => ({ outsider, member, admin, owner })[role];
const ROLES: Role[] = ['outsider', 'member', 'admin', 'owner'];

/** A fresh plain member, so that a removal in one case does not change the next. */
async function newMember(): Promise<TestAccount> {
  const account = await learnerWithProfile(url, env);
  await joinThroughInvitation(url, teamId, owner, account);
  return account;
}

describe('teams: the role matrix', () => {
  const reads = ['', '/members', '/learning-paths', '/analytics'];
  it.each(ROLES.flatMap((role) => reads.map((path) => [role, path] as const)))(
    '%s reading /teams/{id}%s',
    async (role, path) => {
      const res = await call(accountOf(role), 'GET', `/teams/${teamId}${path}`);
      expect(res.status).toBe(role === 'outsider' ? 403 : 200);
      if (role === 'outsider') expect(res.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    },
  );

  it.each(ROLES)('%s inviting', async (role) => {
    const res = await call(accountOf(role), 'POST', `/teams/${teamId}/invite`, {
      email: `colleague-${randomUUID()}@example.com`,
    });
    expect(res.status).toBe(role === 'admin' || role === 'owner' ? 201 : 403);
  });

  it.each(ROLES)('%s assigning a learning path', async (role) => {
    const res = await call<TeamLearningPath>(accountOf(role), 'POST', `/teams/${teamId}/learning-paths`, {
      name: `Matrix path ${role}`,
      scenarioIds: [SCENARIOS[0]!.id],
    });
    expect(res.status).toBe(role === 'admin' || role === 'owner' ? 201 : 403);
  });

  it.each(ROLES)('%s removing a plain member', async (role) => {
    const target = await newMember();
    const res = await call(accountOf(role), 'DELETE', `/teams/${teamId}/members/${target.userId}`);
    expect(res.status).toBe(role === 'admin' || role === 'owner' ? 200 : 403);
    const members = (await call<TeamMember[]>(owner, 'GET', `/teams/${teamId}/members`)).body.data!;
    expect(members.some((m) => m.id === target.userId)).toBe(role === 'outsider' || role === 'member');
  });

  it('only owners invite admins or remove them; the non-member answer does not depend on the team existing', async () => {
    expect(
      (await call(admin, 'POST', `/teams/${teamId}/invite`, { email: 'x@example.com', role: 'ADMIN' }))
        .status,
    ).toBe(403);
    expect((await call(admin, 'DELETE', `/teams/${teamId}/members/${owner.userId}`)).status).toBe(403);
    const missing = await call(outsider, 'GET', `/teams/01JNOTATEAM000000000000000`);
    const real = await call(outsider, 'GET', `/teams/${teamId}`);
    expect([missing.status, missing.body.message]).toEqual([real.status, real.body.message]);
  });
});

describe('teams: invitations', () => {
  it('invite -> accept: the colleague is an ACTIVE member with premium through the team', async () => {
    const colleague = await learnerWithProfile(url, env);
    const before = (await call<UserProfile>(colleague, 'GET', '/users/me')).body.data!;
    expect(before).toMatchObject({ teamId: null, hasPremiumAccess: false });

    const sent = await call(owner, 'POST', `/teams/${teamId}/invite`, { email: colleague.email });
    expect(sent.body.message).toBe(ERROR_MESSAGES.teamInviteSent);
    await expect
      .poll(async () => (await call<TeamMember[]>(owner, 'GET', `/teams/${teamId}/members`)).body.data!)
      .toContainEqual(expect.objectContaining({ email: colleague.email, status: 'INVITED' }));

    const overviewBefore = (await call<TeamOverview>(owner, 'GET', `/teams/${teamId}`)).body.data!;
    await joinThroughInvitation(url, teamId, owner, colleague);
    const after = (await call<UserProfile>(colleague, 'GET', '/users/me')).body.data!;
    expect(after).toMatchObject({ teamId, hasPremiumAccess: true, premium: { source: 'ENTERPRISE' } });
    const members = (await call<TeamMember[]>(colleague, 'GET', `/teams/${teamId}/members`)).body.data!;
    expect(members.filter((m) => m.email === colleague.email)).toEqual([
      expect.objectContaining({ id: colleague.userId, status: 'ACTIVE', role: 'MEMBER' }),
    ]);
    const overview = (await call<TeamOverview>(colleague, 'GET', `/teams/${teamId}`)).body.data!;
    expect(overview).toMatchObject({ id: teamId, members: overviewBefore.members + 1, yourRole: 'MEMBER' });
  });

  it('refuses a reused, expired, replaced or forwarded link', async () => {
    const colleague = await learnerWithProfile(url, env);
    await call(owner, 'POST', `/teams/${teamId}/invite`, { email: colleague.email });
    const first = await invitationToken(url, colleague.email, 1);
    await call(owner, 'POST', `/teams/${teamId}/invite`, { email: colleague.email });
    const second = await invitationToken(url, colleague.email, 2);
    expect(second).not.toBe(first);

    // Forwarded: someone else signed in cannot use it.
    const forwarded = await call(outsider, 'POST', `/team-invitations/${second}/accept`, {});
    expect([forwarded.status, forwarded.body.message]).toEqual([403, TEAM_TEXTS.inviteOtherEmail]);
    // Replaced by a newer invitation to the same address.
    const replaced = await call(colleague, 'POST', `/team-invitations/${first}/accept`, {});
    expect([replaced.status, replaced.body.message]).toEqual([409, TEAM_TEXTS.inviteSuperseded]);

    expect((await call(colleague, 'POST', `/team-invitations/${second}/accept`, {})).status).toBe(200);
    const reused = await call(colleague, 'POST', `/team-invitations/${second}/accept`, {});
    expect([reused.status, reused.body.message]).toEqual([409, TEAM_TEXTS.inviteUsed]);
    // Still used after leaving the team.
    expect((await call(owner, 'DELETE', `/teams/${teamId}/members/${colleague.userId}`)).status).toBe(200);
    expect((await call(colleague, 'POST', `/team-invitations/${second}/accept`, {})).status).toBe(409);
    const preview = await api(url, 'GET', `/team-invitations/${second}`);
    expect(preview.body.data).toMatchObject({ status: 'ACCEPTED', email: colleague.email });
  });

  it('refuses an expired link', async () => {
    const colleague = await learnerWithProfile(url, env);
    const token = newInvitationToken();
    const past = Math.floor(Date.now() / 1000) - 60;
    await putInvitation({
      tokenHash: hashInvitationToken(token),
      teamId,
      teamName: 'Northwind Analysts',
      email: colleague.email,
      role: 'MEMBER',
      invitedBy: 'Owner',
      invitedAt: new Date((past - 7 * 86_400) * 1000).toISOString(),
      expiresAt: past,
      status: 'PENDING',
    });
    const res = await call(colleague, 'POST', `/team-invitations/${token}/accept`, {});
    expect([res.status, res.body.message]).toEqual([410, TEAM_TEXTS.inviteExpired]);
    expect((await api(url, 'GET', `/team-invitations/${token}`)).body.data).toMatchObject({
      status: 'EXPIRED',
    });
    expect((await call<UserProfile>(colleague, 'GET', '/users/me')).body.data!.teamId).toBeNull();
  });

  it('adds one member when one link is accepted 20 times at once', async () => {
    const colleague = await learnerWithProfile(url, env);
    await call(owner, 'POST', `/teams/${teamId}/invite`, { email: colleague.email });
    const token = await invitationToken(url, colleague.email);
    const before = (await call<TeamOverview>(owner, 'GET', `/teams/${teamId}`)).body.data!.members;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(colleague, 'POST', `/team-invitations/${token}/accept`, {})),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect((await call<TeamOverview>(owner, 'GET', `/teams/${teamId}`)).body.data!.members).toBe(before + 1);
    const rows = (await call<TeamMember[]>(owner, 'GET', `/teams/${teamId}/members`)).body.data!;
    expect(rows.filter((m) => m.id === colleague.userId)).toHaveLength(1);
  });

  it('validates what it is sent', async () => {
    const badEmail = await call(owner, 'POST', `/teams/${teamId}/invite`, { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    const extra = await call(owner, 'POST', `/teams/${teamId}/invite`, {
      email: 'a@example.com',
      role: 'OWNER',
    });
    expect(extra.status).toBe(400);
    expect((await api(url, 'GET', '/team-invitations/short')).status).toBe(400);
    const unknown = await api(url, 'GET', `/team-invitations/${'A'.repeat(43)}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, TEAM_TEXTS.inviteInvalid]);
    const already = await call(owner, 'POST', `/teams/${teamId}/invite`, { email: member.email });
    expect([already.status, already.body.message]).toEqual([409, TEAM_TEXTS.alreadyMember]);
  });
});

describe('teams: members', () => {
  it('never removes the last owner', async () => {
    const res = await call(owner, 'DELETE', `/teams/${teamId}/members/${owner.userId}`);
    expect([res.status, res.body.message]).toEqual([409, TEAM_TEXTS.lastOwner]);
    expect((await call<TeamOverview>(owner, 'GET', `/teams/${teamId}`)).body.data!.yourRole).toBe('OWNER');
  });

  it('a removed member loses the team and the premium it brought', async () => {
    const leaving = await newMember();
    expect((await call<UserProfile>(leaving, 'GET', '/users/me')).body.data!.hasPremiumAccess).toBe(true);
    expect((await call(admin, 'DELETE', `/teams/${teamId}/members/${leaving.userId}`)).status).toBe(200);
    expect((await call<UserProfile>(leaving, 'GET', '/users/me')).body.data).toMatchObject({
      teamId: null,
      hasPremiumAccess: false,
    });
    expect((await call(leaving, 'GET', `/teams/${teamId}`)).status).toBe(403);
    expect((await call(admin, 'DELETE', `/teams/${teamId}/members/${leaving.userId}`)).status).toBe(404);
  });
});

describe('teams: learning paths and analytics', () => {
  it('members see the paths their team assigned first in their own paths', async () => {
    const catalogue = LEARNING_PATHS[LEARNING_PATHS.length - 1]!;
    const assigned = await call<TeamLearningPath>(owner, 'POST', `/teams/${teamId}/learning-paths`, {
      pathId: catalogue.id,
    });
    expect(assigned.status).toBe(201);
    const again = await call(owner, 'POST', `/teams/${teamId}/learning-paths`, { pathId: catalogue.id });
    expect([again.status, again.body.message]).toEqual([409, TEAM_TEXTS.pathAlreadyAssigned]);
    expect(
      (await call(owner, 'POST', `/teams/${teamId}/learning-paths`, { pathId: 'no-such-path' })).status,
    ).toBe(404);
    const badScenario = await call(owner, 'POST', `/teams/${teamId}/learning-paths`, {
      name: 'Broken',
      scenarioIds: ['no-such-scenario'],
    });
    expect(badScenario.status).toBe(400);

    const mine = (await call<LearningPathView[]>(member, 'GET', '/learning-paths/my-paths')).body.data!;
    const teamPaths = (await call<TeamLearningPath[]>(member, 'GET', `/teams/${teamId}/learning-paths`)).body
      .data!;
    expect(mine.slice(0, teamPaths.length).map((p) => p.id)).toEqual(teamPaths.map((p) => p.id));
    expect(mine[0]).toMatchObject({ assignedByTeam: true });
    expect(mine.filter((p) => p.id === catalogue.id)).toHaveLength(1);

    const composed = teamPaths.find((p) => p.kind === 'COMPOSED')!;
    expect((await call(member, 'GET', `/learning-paths/${composed.id}`)).status).toBe(200);
    expect((await call(outsider, 'GET', `/learning-paths/${composed.id}`)).status).toBe(404);
    const outsiderPaths = (await call<LearningPathView[]>(outsider, 'GET', '/learning-paths/my-paths')).body
      .data!;
    expect(outsiderPaths.some((p) => p.assignedByTeam)).toBe(false);
  });

  it('analytics come from the scheduled refresh; none before it ran', async () => {
    const fresh = await learnerWithProfile(url, env);
    const other = await createTeam('Empty Analytics', fresh.email);
    // Ops' create-team computes the first figures; take them away to see the empty answer.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.teamAnalytics(other.teamId) }));
    const none = await call(fresh, 'GET', `/teams/${other.teamId}/analytics`);
    expect([none.status, none.body.data, none.body.message]).toEqual([
      200,
      null,
      ERROR_MESSAGES.teamAnalyticsUnavailable,
    ]);

    await refreshTeam(teamId);
    const res = await call<TeamAnalytics>(member, 'GET', `/teams/${teamId}/analytics`);
    const analytics = res.body.data!;
    expect(analytics.weeklyXp).toHaveLength(8);
    expect(analytics.memberActivity.map((m) => m.id)).toEqual(
      expect.arrayContaining([owner.userId, member.userId]),
    );
    expect(analytics.completionRate).toBeGreaterThanOrEqual(0);
    const overview = (await call<TeamOverview>(member, 'GET', `/teams/${teamId}`)).body.data!;
    expect(overview.members).toBe(analytics.memberActivity.length);
  });

  it('ops cannot make a learner who already has a team the owner of another', async () => {
    await expect(createTeam('Second Team', member.email)).rejects.toThrow(/already belongs to a team/);
  });

  it('runs as npm run admin -- create-team', async () => {
    const founder = await learnerWithProfile(url, env);
    const root = path.resolve(import.meta.dirname, '../..');
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['bin/admin.ts', 'create-team', founder.email, '--name', 'Command Line Team'],
      { cwd: root, env: { ...process.env, ...env } },
    );
    const { result } = JSON.parse(stdout) as { result: { teamId: string; name: string } };
    expect(result.name).toBe('Command Line Team');
    const me = (await call<UserProfile>(founder, 'GET', '/users/me')).body.data!;
    expect(me).toMatchObject({ teamId: result.teamId, hasPremiumAccess: true });
    const overview = (await call<TeamOverview>(founder, 'GET', `/teams/${result.teamId}`)).body.data!;
    expect(overview).toMatchObject({ name: 'Command Line Team', members: 1, yourRole: 'OWNER' });
  });
});
