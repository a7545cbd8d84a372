import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../functions/content/scenarios';
import { replaceMarkedSection } from '../../bench/costs/document';
import { benchmarkFigures, itemBytes, promptTokens } from '../../bench/costs/measure';
import {
  inputTokensPerTurn,
  leaderboardJobCost,
  monthlyCost,
  type Assumptions,
  type Measured,
} from '../../bench/costs/model';
import { PRICES } from '../../bench/costs/prices';

const MEASURED: Measured = {
  apiHandlerMs: 4,
  coldImportMs: 200,
  rubricTurnMs: 35,
  leaderboardSecondsAt100k: 8.8,
  rosterItemBytes: 300,
  systemPromptTokens: 2000,
  messageTokens: 50,
  appJsGzipKb: 150,
};

const ASSUMED: Assumptions = {
  sessionsPerLearner: 8,
  apiRequestsPerSession: 30,
  dialoguesPerSession: 0.5,
  repliesPerDialogue: 8,
  modelShareOfTurns: 0.85,
  outputTokensPerTurn: 220,
  functionMemoryMb: 512,
  apiNetworkMs: 25,
  modelTurnSeconds: 4,
  coldStartShare: 0.01,
  realtimeCallsPerSession: 3,
  socketMinutesPerSession: 15,
  socketMessagesPerTurn: 4,
  readUnitsPerApiRequest: 2,
  writeUnitsPerApiRequest: 0.5,
  readUnitsPerTurn: 4,
  writeUnitsPerTurn: 10,
  storedKbPerLearner: 60,
  otherAssetKbPerSession: 60,
  assetRequestsPerSession: 8,
  apiResponseKb: 2,
  socketMessageKb: 1,
  emailsPerLearner: 1.3,
  logKbPerInvocation: 1,
  wafRules: 2,
  exportRetentionDays: 90,
  exportStandardDays: 30,
  leaderboardEveryMinutes: 15,
  leaderboardMemoryMb: 3008,
  boards: 9,
  boardEntries: 100,
  boardMetaKb: 20,
};

const line = (learners: number, service: string) => {
  const found = monthlyCost(learners, MEASURED, ASSUMED, PRICES).lines.find((l) => l.service === service);
  if (!found) throw new Error(`no line ${service}`);
  return found.usd;
};

describe('cost model arithmetic (hand-checked at 1,000,000 learners)', () => {
  // 1M learners x 8 sessions = 8M sessions; x 30 = 240M API requests;
  // x 0.5 dialogues x 8 replies = 32M tutor turns, 27.2M of them by the model; 24M realtime calls.
  const N = 1_000_000;

  it('prices the HTTP API, WebSocket, SES and Cognito lines from their volumes', () => {
    expect(line(N, 'API Gateway HTTP')).toBeCloseTo(240, 6); // 240M x $1/M
    // (32M x 4 + 24M) = 152M messages x $1/M, plus 8M x 15 = 120M minutes x $0.25/M
    expect(line(N, 'API Gateway WebSocket')).toBeCloseTo(152 + 30, 6);
    expect(line(N, 'SES')).toBeCloseTo(130, 6); // 1.3M emails x $0.10/1000
    expect(line(N, 'Cognito (Plus plan)')).toBeCloseTo(20_000, 6); // 1M x $0.02
  });

  it('prices DynamoDB reads and writes per request and per tutor turn', () => {
    // RRU: 240M x 2 + 32M x 4 = 608M x $0.125/M = $76; WRU: 240M x 0.5 + 32M x 10 = 440M x $0.625/M = $275
    expect(line(N, 'DynamoDB requests')).toBeCloseTo(76 + 275, 6);
    // 1M x 60 KB = 57.22 GB x ($0.25 + $0.20)
    expect(line(N, 'DynamoDB storage and PITR')).toBeCloseTo((60_000_000 / 1_048_576) * 0.45, 6);
  });

  it('prices Bedrock tokens from the prompt and the dialogue sent each turn', () => {
    // 2,000 prompt tokens + (8 + 2) messages x 50 = 2,500 input tokens a turn
    expect(inputTokensPerTurn(MEASURED, ASSUMED)).toBe(2500);
    // 27.2M turns: 68,000M input x $0.80/M = $54,400; 5,984M output x $4/M = $23,936
    expect(line(N, 'Bedrock tutor')).toBeCloseTo(54_400 + 23_936, 4);
  });

  it('prices Lambda by invocations and GB-seconds at the functions memory', () => {
    // 296M invocations x $0.20/M = $59.20. Seconds: (240M + 24M) x (25 + 4 + 0.01 x 200) ms = 8,184,000;
    // 4.8M rubric turns x 35 ms = 168,000; 27.2M model turns x 4 s = 108,800,000. Total 117,152,000 s
    // x 0.5 GB = 58,576,000 GB-s x $0.0000133334 = $781.0172...
    expect(line(N, 'Lambda (API, realtime, workers)')).toBeCloseTo(59.2 + 781.0172, 3);
  });

  it('keeps the fixed WAF charge and scales the rest linearly with learners', () => {
    // 8M x 8 asset requests + 240M API requests = 304M x $0.60/M = $182.40, plus $5 + 2 x $1
    expect(line(N, 'WAF')).toBeCloseTo(189.4, 6);
    expect(line(10_000, 'WAF')).toBeCloseTo(7 + 1.824, 6);
    expect(line(10_000, 'SES')).toBeCloseTo(line(N, 'SES') / 100, 6);
    const total = monthlyCost(N, MEASURED, ASSUMED, PRICES);
    expect(total.total).toBeCloseTo(
      total.lines.reduce((s, l) => s + l.usd, 0),
      6,
    );
    expect(total.perLearner).toBeCloseTo(total.total / N, 9);
  });
});

describe('leaderboards job at 1,000,000 learners every 15 minutes', () => {
  const job = leaderboardJobCost(1_000_000, MEASURED, ASSUMED, PRICES);

  it('reads the whole roster each run at half a unit per 4 KB', () => {
    expect(job.runsPerMonth).toBe(2920); // 730 h x 4
    // 1M x 300 B = 300,000,000 B / 4096 = 73,242.19 -> 73,243 units, halved
    expect(job.readUnitsPerRun).toBe(36_621.5);
    expect(job.readUsd).toBeCloseTo((2920 * 36_621.5 * 0.125) / 1e6, 9); // $13.37
    expect(job.readUsd).toBeCloseTo(13.3668, 3);
  });

  it('adds the board writes and the compute, and stays affordable', () => {
    expect(job.writeUnitsPerRun).toBe(1080); // 9 x (100 + 20)
    expect(job.writeUsd).toBeCloseTo(1.971, 3); // 3,153,600 WRU x $0.625/M
    expect(job.secondsPerRun).toBeCloseTo(88, 9); // 8.8 s x 10
    // 2.9375 GB x 88 s = 258.5 GB-s x $0.0000133334 + $0.0000002 a run, 2,920 runs
    expect(job.computeUsd).toBeCloseTo(10.0652, 3);
    expect(job.total).toBeCloseTo(13.3668 + 1.971 + 10.0652, 2);
  });
});

describe('cost model inputs', () => {
  it('sizes items the way DynamoDB meters them', () => {
    // names 2 + 4 + 6 bytes; "abc" 3, the number 12345 ceil(5 / 2) + 1 = 4, true 1
    expect(itemBytes({ pk: 'abc', xp_1: 12345, public: true })).toBe(2 + 3 + 4 + 4 + 6 + 1);
    // a map: 3 bytes, its entries ("a" 1 + "b" 1), and 1 byte per entry
    expect(itemBytes({ m: { a: 'b' } })).toBe(1 + 3 + 2 + 1);
  });

  it('reads the measured figures from the benchmark sections', () => {
    const doc = [
      '<!-- bench:handler -->',
      '| POST /feedback handler, in process | 300 | 3.96 | 3.48 |',
      '<!-- /bench:handler -->',
      '<!-- bench:tutor-latency -->',
      '| WebSocket ping → pong (baseline) | 200 | 4.85 | 3.69 |',
      '| POST respond → tutor reply on the WebSocket | 200 | 39.41 | 36.14 |',
      '<!-- /bench:tutor-latency -->',
      '<!-- bench:cold-start -->',
      '| api/AuthFunction | 1187 KiB |  |  | 185 ms | 2.43x |',
      '| api/UsersFunction | 1183 KiB |  |  | 165 ms | 2.17x |',
      '| jobs/LeaderboardsJob | 1119 KiB |  |  | 900 ms | 2.74x |',
      '<!-- /bench:cold-start -->',
      '<!-- bench:leaderboards -->',
      '## Leaderboards at 100,000 learners',
      'ranked all 9 boards and wrote them in **8.8 s**.',
      '<!-- /bench:leaderboards -->',
      '<!-- bench:landing -->',
      '| sign-in page `/login` | 476.2 | 150.3 | 576 |',
      '<!-- /bench:landing -->',
    ].join('\n');
    expect(benchmarkFigures(doc)).toEqual({
      apiHandlerMs: 3.96,
      coldImportMs: 175,
      rubricTurnMs: 39.41 - 4.85,
      leaderboardSecondsAt100k: 8.8,
      appJsGzipKb: 150.3,
    });
    expect(() => benchmarkFigures('no sections')).toThrow(/no handler section/);
  });

  it('measures the Bedrock prompt from the tutor itself', async () => {
    // Each capture ends the call with an error, which the tutor logs as a fallback by design.
    const logLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent';
    // A few scenarios keep the test quick; `npm run costs` measures all of them.
    const tokens = await promptTokens(SCENARIOS.slice(0, 3)).finally(() => {
      if (logLevel === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = logLevel;
    });
    expect(tokens.systemPromptTokens).toBeGreaterThan(500);
    expect(tokens.messageTokens).toBeGreaterThan(5);
  }, 60_000);

  it('replaces only its own section of a document', () => {
    const doc = '# Ops\n\n<!-- bench:costs -->\nold\n<!-- /bench:costs -->\n\n## Next\n';
    expect(replaceMarkedSection(doc, 'costs', 'new')).toBe(
      '# Ops\n\n<!-- bench:costs -->\n\nnew\n<!-- /bench:costs -->\n\n## Next\n',
    );
    expect(replaceMarkedSection('# Ops\n', 'costs', 'x')).toBe(
      '# Ops\n\n<!-- bench:costs -->\n\nx\n<!-- /bench:costs -->\n',
    );
  });
});
