/**
 * `npm run bench:teams`: seeds one team of 5,000 members (profiles and member rows) into
 * DynamoDB Local, runs the scheduled refresh once, then measures the team overview and the
 * analytics (each one BatchGetItem of the caller's row and one precomputed item) against a
 * single GetItem in the same run. The full member list (a paginated Query) is shown for
 * scale. Results go to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../functions/local/stack';
import { machine, writeSection } from './report';
import { measureInterleaved, ms } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 5_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const LIST_ITERATIONS = Number(process.env.BENCH_LIST_ITERATIONS ?? 20);
const BATCH = 25;
const CONCURRENCY = 8;

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-bench-teams-'));
  const stack = await startLocalStack({
    root,
    port: 0,
    dataDir,
    persist: false,
    stage: 'test',
    log: () => undefined,
  });
  try {
    const { BatchWriteCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../functions/repositories/dynamo-client');
    const { ENTITY, keys } = await import('../functions/repositories/keys');
    const { emptyPeriods } = await import('../functions/services/progress/progress-state');
    const { refreshTeam, teamAnalytics } = await import('../functions/services/teams/team-refresh');
    const { teamMembers, teamOverview } = await import('../functions/services/teams/team-service');
    const { COGNITIVE_BIASES } = await import('../functions/content/toolkit');

    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const teamId = 'BENCHTEAM0000000000000000A';
    const userId = (i: number) => `bench-member-${String(i).padStart(6, '0')}`;
    const items = (i: number) => {
      const xp = (i * 7919) % 20_000;
      const level = 1 + Math.floor(Math.sqrt(xp / 50));
      const bias = COGNITIVE_BIASES[i % COGNITIVE_BIASES.length]!;
      const profile = {
        ...keys.user(userId(i)),
        entityType: ENTITY.user,
        userId: userId(i),
        name: `Member ${i}`,
        email: `member-${i}@example.com`,
        level,
        xp,
        totalScenarios: xp % 60,
        lastActiveDate: today,
        teamId,
        teamMembership: 'ENTERPRISE',
        periods: { ...emptyPeriods(now), weekXp: xp % 900 },
        skillXp: { 'first-principles': xp % 500, 'base-rates': xp % 300 },
        mastery: { [bias.id]: { correct: i % 5, total: 5 } },
      };
      const member = {
        ...keys.teamMember(teamId, userId(i)),
        entityType: ENTITY.teamMember,
        teamId,
        userId: userId(i),
        role: i === 0 ? 'OWNER' : 'MEMBER',
        joinedAt: now.toISOString(),
        name: profile.name,
        email: profile.email,
        level: 1,
        xp: 0,
        totalScenarios: 0,
        weekXp: 0,
        lastActive: null,
      };
      return [profile, member];
    };

    const seedStarted = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < MEMBERS) {
        const from = next;
        next += Math.floor(BATCH / 2);
        const count = Math.min(Math.floor(BATCH / 2), MEMBERS - from);
        let pending: Record<string, unknown>[] = Array.from({ length: count }, (_, k) => items(from + k))
          .flat()
          .map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
          pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: [
            {
              PutRequest: {
                Item: {
                  ...keys.team(teamId),
                  ...keys.teamListing(teamId),
                  entityType: ENTITY.team,
                  teamId,
                  name: 'Benchmark Team',
                  plan: 'ENTERPRISE',
                  createdAt: now.toISOString(),
                  memberCount: MEMBERS,
                  ownerCount: 1,
                  xpSum: 0,
                  levelSum: MEMBERS,
                  scenarioSum: 0,
                  figuresAt: now.toISOString(),
                },
              },
            },
          ],
        },
      }),
    );
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    process.stderr.write('  refreshing the team once (the scheduled job)...\n');
    const refreshStarted = Date.now();
    await refreshTeam(teamId, now);
    const refreshSeconds = (Date.now() - refreshStarted) / 1000;

    const caller = userId(1);
    let overviewMembers = 0;
    const [getItem, overview, analytics] = await measureInterleaved(
      [
        {
          name: 'GetItem of one profile (baseline)',
          run: (i) =>
            db().send(
              new GetCommand({ TableName: tableName(), Key: keys.user(userId(Math.abs(i) % MEMBERS)) }),
            ),
        },
        {
          name: 'GET /teams/{id}: overview (1 BatchGetItem)',
          run: async () => {
            overviewMembers = (await teamOverview(teamId, caller)).members;
          },
        },
        {
          name: 'GET /teams/{id}/analytics (1 BatchGetItem)',
          run: async () => {
            if (!(await teamAnalytics(teamId, caller))) throw new Error('No analytics');
          },
        },
      ],
      ITERATIONS,
    );
    const [listBaseline, list] = await measureInterleaved(
      [
        {
          name: 'GetItem of one profile (baseline)',
          run: (i) =>
            db().send(
              new GetCommand({ TableName: tableName(), Key: keys.user(userId(Math.abs(i) % MEMBERS)) }),
            ),
        },
        {
          name: `GET /teams/{id}/members: all ${MEMBERS.toLocaleString('en')} rows (paginated Query)`,
          run: async () => {
            const rows = await teamMembers(teamId, caller, now);
            if (rows.length < MEMBERS) throw new Error('Missing members');
          },
        },
      ],
      LIST_ITERATIONS,
      3,
    );

    const row = (r: typeof getItem) =>
      `| ${r!.name} | ${r!.iterations} | ${ms(r!.meanMs)} | ${ms(r!.p50Ms)} | ${ms(r!.p95Ms)} | ${ms(r!.p99Ms)} |`;
    const text = `## A team of ${MEMBERS.toLocaleString('en')} members

\`npm run bench:teams\`, ${today}: ${machine()}; DynamoDB Local in memory.
${MEMBERS.toLocaleString('en')} profiles and member rows seeded in ${seedSeconds.toFixed(1)} s; the scheduled refresh of the
team (one Query of the members, BatchGetItem of their profiles, rows, sums and analytics written;
this first run rewrites all ${MEMBERS.toLocaleString('en')} rows, later runs only the rows whose figures moved) took **${refreshSeconds.toFixed(1)} s**.

| operation | calls | mean ms | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|---|
${row(getItem)}
${row(overview)}
${row(analytics)}
${row(listBaseline)}
${row(list)}

The overview (${overviewMembers.toLocaleString('en')} members) costs **${(overview!.p50Ms / getItem!.p50Ms).toFixed(1)} ×** a single
GetItem at the median and the analytics **${(analytics!.p50Ms / getItem!.p50Ms).toFixed(1)} ×**: each is one
BatchGetItem of the caller's member row and one precomputed item, whatever the size of the team.
Only the full member list grows with the team (${MEMBERS.toLocaleString('en')} rows of about 200 bytes, a Query of a few 1 MB pages).
`;
    writeSection('teams', text);
    console.log(text);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
