/**
 * `npm run bench:leaderboards`: seeds 100,000 learners into DynamoDB Local, then measures
 * (1) reading a leaderboard page, which must be a Query that returns every item it reads
 * (ScannedCount = Count), against a single GetItem in the same run, and (2) the recompute
 * job over the whole roster. Results go to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../functions/local/stack';
import { machine, writeSection } from './report';
import { measureInterleaved, ms } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const BATCH = 25;
const CONCURRENCY = 12;

function progressBar(done: number, total: number, started: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const rate = done / Math.max((Date.now() - started) / 1000, 0.001);
  process.stderr.write(
    `\r  seeding [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} learners, ${Math.round(rate)}/s `,
  );
  if (done === total) process.stderr.write('\n');
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-bench-lb-'));
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
    const { keys } = await import('../functions/repositories/keys');
    const { emptyPeriods } = await import('../functions/services/progress/progress-state');
    const { readBoardTop } = await import('../functions/repositories/leaderboard-repository');
    const { recomputeLeaderboards } = await import('../functions/services/leaderboards/recompute');

    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const learner = (i: number) => {
      const userId = `bench-${String(i).padStart(7, '0')}`;
      const xp = (i * 7919) % 50_000;
      return {
        ...keys.user(userId),
        ...keys.roster(userId),
        entityType: 'User',
        userId,
        name: `Learner ${i}`,
        level: 1 + Math.floor(Math.sqrt(xp / 50)),
        xp,
        totalScenarios: xp % 120,
        streak: xp % 40,
        lastActiveDate: today,
        periods: { ...emptyPeriods(now), weekXp: xp % 3000, weekScenarios: xp % 15, monthXp: xp % 9000 },
        preferences: { emailNotifications: true, dailyReminders: false, publicLeaderboard: i % 10 !== 0 },
      };
    };

    const seedStarted = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < LEARNERS) {
        const from = next;
        next += BATCH;
        let pending: Record<string, unknown>[] = Array.from(
          { length: Math.min(BATCH, LEARNERS - from) },
          (_, k) => ({
            PutRequest: { Item: learner(from + k) },
          }),
        );
        while (pending.length) {
          const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
          pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
        }
        done += Math.min(BATCH, LEARNERS - from);
        if (done % 2500 === 0 || done === LEARNERS) progressBar(done, LEARNERS, seedStarted);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    process.stderr.write('  ranking all nine boards...\n');
    const job = await recomputeLeaderboards(now);

    const { isoWeekKey } = await import('../functions/services/progress/calendar');
    const board = `WEEKLY#XP#${isoWeekKey(now)}`;
    let queryItems = 0;
    const [getItem, query] = await measureInterleaved(
      [
        {
          name: 'GetItem of one profile (baseline)',
          run: (i) =>
            db().send(
              new GetCommand({
                TableName: tableName(),
                Key: keys.user(`bench-${String(Math.abs(i) % LEARNERS).padStart(7, '0')}`),
              }),
            ),
        },
        {
          name: 'Leaderboard page: Query of the top 20',
          run: async () => {
            const page = await readBoardTop(board, 20);
            if (page.scanned !== page.entries.length) throw new Error('The leaderboard read filtered items');
            queryItems = page.entries.length;
          },
        },
      ],
      ITERATIONS,
    );

    const text = `## Leaderboards at ${LEARNERS.toLocaleString('en')} learners

\`npm run bench:leaderboards\`, ${now.toISOString().slice(0, 10)}: ${machine()}; DynamoDB Local in memory.
${LEARNERS.toLocaleString('en')} learners seeded in ${seedSeconds.toFixed(1)} s (BatchWriteItem, ${CONCURRENCY} in flight).

| operation | calls | mean ms | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|---|
| ${getItem!.name} | ${getItem!.iterations} | ${ms(getItem!.meanMs)} | ${ms(getItem!.p50Ms)} | ${ms(getItem!.p95Ms)} | ${ms(getItem!.p99Ms)} |
| ${query!.name} (${queryItems} items, ScannedCount = Count) | ${query!.iterations} | ${ms(query!.meanMs)} | ${ms(query!.p50Ms)} | ${ms(query!.p95Ms)} | ${ms(query!.p99Ms)} |

Reading a leaderboard page costs **${(query!.p50Ms / getItem!.p50Ms).toFixed(1)} ×** a single GetItem at the median:
one Query of ${queryItems} small items that returns everything it reads, whatever the number of learners.

The recompute job read the roster index (${job.learners.toLocaleString('en')} learners over 16 shards), ranked all
${job.boards} boards and wrote them in **${(job.milliseconds / 1000).toFixed(1)} s**. It reads about 300 bytes per
learner from the roster projection; see docs/data-model.md for the cost at 1,000,000 learners.
`;
    writeSection('leaderboards', text);
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
