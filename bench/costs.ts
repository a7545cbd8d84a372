/**
 * `npm run costs`: the monthly AWS bill at 10,000, 100,000 and 1,000,000 monthly learners,
 * from the figures the benchmarks measured (docs/benchmarks.md), the roster item and tutor
 * prompt measured from the code, the assumptions in bench/costs/assumptions.ts and the prices
 * in bench/costs/prices.ts. Writes its section of docs/operations.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJob } from '../functions/jobs/registry';
import { ASSUMPTIONS } from './costs/assumptions';
import { writeMarkedSection } from './costs/document';
import { CHARS_PER_TOKEN, measure } from './costs/measure';
import {
  inputTokensPerTurn,
  leaderboardJobCost,
  monthlyCost,
  type Assumptions,
  type Measured,
} from './costs/model';
import { PRICES, PRICES_AS_OF } from './costs/prices';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCALES = [10_000, 100_000, 1_000_000] as const;

const usd = (n: number) =>
  n >= 100 ? `$${Math.round(n).toLocaleString('en')}` : `$${n.toFixed(n >= 1 ? 2 : 4)}`;
const int = (n: number) => Math.round(n).toLocaleString('en');

export function render(m: Measured, a: Assumptions, date: string): string {
  const scales = SCALES.map((n) => monthlyCost(n, m, a, PRICES));
  const services = scales[0]!.lines.map((l) => l.service);
  const cell = (s: (typeof scales)[number], service: string) => s.lines.find((l) => l.service === service)!;
  const job = leaderboardJobCost(1_000_000, m, a, PRICES);
  const million = scales[2]!;
  const share = (job.total / million.total) * 100;
  const bedrock = cell(million, 'Bedrock tutor').usd;
  const turnUsd =
    (inputTokensPerTurn(m, a) * PRICES.bedrock.perMillionInputTokens +
      a.outputTokensPerTurn * PRICES.bedrock.perMillionOutputTokens) /
    1e6;
  return `## Cost at 10k, 100k and 1M monthly learners

\`npm run costs\`, ${date}: prices of ${PRICES_AS_OF}, us-east-1 on demand, free tiers left out
(\`bench/costs/prices.ts\`, with the pricing page of each). Volumes are per month; a month is
730 hours.

| service | 10,000 learners | 100,000 learners | 1,000,000 learners | usage at 1,000,000 |
| --- | ---: | ---: | ---: | --- |
${services.map((s) => `| ${s} | ${scales.map((sc) => usd(cell(sc, s).usd)).join(' | ')} | ${cell(million, s).usage} |`).join('\n')}
| **total** | ${scales.map((s) => `**${usd(s.total)}**`).join(' | ')} | |
| per learner | ${scales.map((s) => usd(s.perLearner)).join(' | ')} | |

The Bedrock tutor is ${Math.round((bedrock / million.total) * 100)} % of the bill at 1,000,000 learners
(${usd(turnUsd)} a model turn), and Cognito's Plus plan, which threat protection needs, most of
the rest; \`threatProtection=off\` (Essentials, $${PRICES.cognito.essentialsPerMau} a user above ${int(PRICES.cognito.essentialsFreeMau)}) or a smaller share of
turns sent to the model are the levers. Without \`bedrockModelId\` the rubric tutor answers
every turn and the Bedrock line is $0.

### Measured figures

| figure | value | from |
| --- | ---: | --- |
| API handler, in process | ${m.apiHandlerMs} ms | docs/benchmarks.md, handler (mean) |
| cold import of an API bundle | ${m.coldImportMs} ms | docs/benchmarks.md, cold start (median of the api functions) |
| rubric tutor turn, less the socket round trip | ${m.rubricTurnMs.toFixed(2)} ms | docs/benchmarks.md, tutor latency (means) |
| leaderboards job at 100,000 learners | ${m.leaderboardSecondsAt100k} s | docs/benchmarks.md, leaderboards |
| app JavaScript, gzipped | ${m.appJsGzipKb} KB | docs/benchmarks.md, landing (sign-in page) |
| roster index item | ${m.rosterItemBytes} B | DynamoDB size of a learner's keys and projected attributes (\`bench/costs/measure.ts\`) |
| Bedrock tutor system prompt | ${m.systemPromptTokens} tokens | captured from \`BedrockTutor\` for every scenario, ${CHARS_PER_TOKEN} characters a token |
| one dialogue message | ${m.messageTokens} tokens | the same capture |
| input tokens of a model turn | ${int(inputTokensPerTurn(m, a))} | the prompt plus ${a.repliesPerDialogue + 2} messages, the mean over a dialogue |

### Assumptions

| per monthly learner or session | value |
| --- | ---: |
| sessions a month | ${a.sessionsPerLearner} |
| HTTP API requests a session | ${a.apiRequestsPerSession} |
| scenario dialogues a session | ${a.dialoguesPerSession} |
| learner replies (tutor turns) a dialogue | ${a.repliesPerDialogue} |
| share of turns answered by the model | ${a.modelShareOfTurns * 100} % |
| output tokens a model turn | ${a.outputTokensPerTurn} |
| function memory (API, realtime, workers) | ${a.functionMemoryMb} MB |
| billed time of an API call: the handler plus DynamoDB over the network | handler + ${a.apiNetworkMs} ms |
| wall time of a model turn in the worker | ${a.modelTurnSeconds} s |
| invocations that start cold | ${a.coldStartShare * 100} % |
| realtime calls a session (connect, authenticate, disconnect) | ${a.realtimeCallsPerSession} |
| WebSocket minutes a session | ${a.socketMinutesPerSession} |
| WebSocket messages a tutor turn | ${a.socketMessagesPerTurn} |
| read / write units an API request | ${a.readUnitsPerApiRequest} / ${a.writeUnitsPerApiRequest} |
| read / write units a tutor turn | ${a.readUnitsPerTurn} / ${a.writeUnitsPerTurn} |
| stored table data a learner | ${a.storedKbPerLearner} KB |
| static files a session besides the JavaScript | ${a.otherAssetKbPerSession} KB in ${a.assetRequestsPerSession} requests |
| API response / WebSocket message | ${a.apiResponseKb} KB / ${a.socketMessageKb} KB |
| emails a learner a month | ${a.emailsPerLearner} |
| logs an invocation | ${a.logKbPerInvocation} KB |

Not counted: X-Ray traces, CloudWatch metrics, alarms and the dashboard (a few dollars),
Athena scans (what analysts run), Stripe's fees, and data of learners who left in earlier months.

### The leaderboards job at 1,000,000 learners

Every ${a.leaderboardEveryMinutes} minutes the job reads the whole roster index: 1,000,000 items of
${m.rosterItemBytes} B is ${int((1_000_000 * m.rosterItemBytes) / 1e6)} MB, metered at 4 KB a unit and
eventually consistent (half a unit), so **${int(job.readUnitsPerRun)} RRU a run**. It writes
${a.boards} boards of ${a.boardEntries} entries and a ${a.boardMetaKb} KB META (${int(job.writeUnitsPerRun)} WRU) and,
scaled linearly from the measured 100,000-learner run, takes about ${Math.round(job.secondsPerRun)} s at
${a.leaderboardMemoryMb} MB: the 900 s time-out leaves room, and the roster held in memory (about 1 KB a
learner, 1 GB) fits. The same run refreshes the teams, which reads members only (not counted here).

| at ${int(job.runsPerMonth)} runs a month | a run | a month |
| --- | ---: | ---: |
| roster read | ${usd(job.readUsd / job.runsPerMonth)} | ${usd(job.readUsd)} |
| board writes | ${usd(job.writeUsd / job.runsPerMonth)} | ${usd(job.writeUsd)} |
| Lambda | ${usd(job.computeUsd / job.runsPerMonth)} | ${usd(job.computeUsd)} |
| **total** | ${usd(job.total / job.runsPerMonth)} | **${usd(job.total)}** |

That is ${share.toFixed(2)} % of the bill at 1,000,000 learners: the full read is affordable there,
so the job keeps it rather than maintaining incremental aggregates on the request path (which
would put a shared write on every activity). The index's upkeep is already in the DynamoDB
line: each profile write also writes its roster entry (one unit, the item is under 1 KB).`;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const job = findJob('leaderboards');
  if (!job?.memoryMb) throw new Error('The leaderboards job is missing from functions/jobs/registry.ts');
  const assumptions: Assumptions = {
    ...ASSUMPTIONS,
    leaderboardEveryMinutes: job.everyMinutes,
    leaderboardMemoryMb: job.memoryMb,
  };
  const now = new Date();
  const measured = await measure(path.join(root, 'docs', 'benchmarks.md'), now);
  const markdown = render(measured, assumptions, now.toISOString().slice(0, 10));
  await writeMarkedSection(path.join(root, 'docs', 'operations.md'), 'costs', markdown);
  process.stdout.write(`${markdown}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
