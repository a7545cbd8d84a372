/**
 * The cost model's arithmetic: volumes from measured per-request figures and stated
 * assumptions, times the prices in prices.ts. Pure, so test/unit/cost-model.test.ts checks it
 * by hand; bench/costs.ts gathers the figures and writes the section of docs/operations.md.
 */
import type { Prices } from './prices';

/** Hours in the average month (AWS bills by the same figure). */
export const HOURS_PER_MONTH = 730;
export const DAYS_PER_MONTH = HOURS_PER_MONTH / 24;

/** Figures measured from the code and its benchmarks (see bench/costs/measure.ts). */
export interface Measured {
  /** Mean in-process time of an API handler with its DynamoDB call (bench:handler). */
  apiHandlerMs: number;
  /** Median cold import of the API bundles (bench:cold-start). */
  coldImportMs: number;
  /** Mean of a rubric tutor turn, respond to reply on the socket, less the socket round trip (bench:tutor). */
  rubricTurnMs: number;
  /** Seconds the leaderboards job took at 100,000 learners (bench:leaderboards). */
  leaderboardSecondsAt100k: number;
  /** DynamoDB size of one learner's item in the roster index, keys included. */
  rosterItemBytes: number;
  /** Mean tokens of the Bedrock tutor's system prompt over every scenario. */
  systemPromptTokens: number;
  /** Mean tokens of one dialogue message (tutor question or learner reply). */
  messageTokens: number;
  /** Gzipped JavaScript of the sign-in page (bench:landing). */
  appJsGzipKb: number;
}

/** What the figures cannot tell: how learners use the product. Each is stated in the document. */
export interface Assumptions {
  sessionsPerLearner: number;
  apiRequestsPerSession: number;
  dialoguesPerSession: number;
  repliesPerDialogue: number;
  /** Share of tutor turns answered by the model (the rest are deterministic rubric verdicts). */
  modelShareOfTurns: number;
  outputTokensPerTurn: number;
  /** Lambda memory of API functions and workers (lib/constructs/app-function.ts). */
  functionMemoryMb: number;
  /** Billed time of an API call on AWS: the measured handler plus DynamoDB over the network. */
  apiNetworkMs: number;
  /** Wall time of a worker turn answered by the model (streaming about 220 tokens). */
  modelTurnSeconds: number;
  coldStartShare: number;
  /** Realtime function calls per session (connect, authenticate, disconnect). */
  realtimeCallsPerSession: number;
  socketMinutesPerSession: number;
  /** Messages pushed per tutor turn (sentences streamed, then the reply with its feedback). */
  socketMessagesPerTurn: number;
  readUnitsPerApiRequest: number;
  writeUnitsPerApiRequest: number;
  readUnitsPerTurn: number;
  writeUnitsPerTurn: number;
  /** Stored table data per learner (profile, progress, dialogues, activities). */
  storedKbPerLearner: number;
  /** Other static files of a session (HTML, CSS, fonts, images) besides the JavaScript. */
  otherAssetKbPerSession: number;
  assetRequestsPerSession: number;
  apiResponseKb: number;
  socketMessageKb: number;
  emailsPerLearner: number;
  logKbPerInvocation: number;
  wafRules: number;
  /** Days a daily full export is kept (the exports bucket's lifecycle), and days before it moves to Infrequent Access. */
  exportRetentionDays: number;
  exportStandardDays: number;
  leaderboardEveryMinutes: number;
  leaderboardMemoryMb: number;
  boards: number;
  boardEntries: number;
  boardMetaKb: number;
}

export interface CostLine {
  service: string;
  usage: string;
  usd: number;
}

export interface ScaleCost {
  learners: number;
  lines: CostLine[];
  total: number;
  perLearner: number;
}

export interface LeaderboardJobCost {
  learners: number;
  runsPerMonth: number;
  readUnitsPerRun: number;
  writeUnitsPerRun: number;
  secondsPerRun: number;
  gbSecondsPerRun: number;
  readUsd: number;
  writeUsd: number;
  computeUsd: number;
  total: number;
}

const round = (n: number) => Math.round(n);
const fmt = (n: number) => round(n).toLocaleString('en');
const GB = 1024 * 1024; // KB in a GB

/** Input tokens of a model turn: the system prompt plus the dialogue sent with it, on average over a dialogue. */
export function inputTokensPerTurn(m: Measured, a: Assumptions): number {
  // Turn k sends the preamble, the opening and 2(k - 1) + 1 messages: R + 2 on average over R turns.
  return m.systemPromptTokens + (a.repliesPerDialogue + 2) * m.messageTokens;
}

/** The leaderboards job: a full read of the roster index every run, board writes and compute. */
export function leaderboardJobCost(
  learners: number,
  m: Measured,
  a: Assumptions,
  p: Prices,
): LeaderboardJobCost {
  const runsPerMonth = (HOURS_PER_MONTH * 60) / a.leaderboardEveryMinutes;
  // A Query is metered on the bytes it reads, 4 KB a unit; an index read is eventually consistent (half).
  const readUnitsPerRun = Math.ceil((learners * m.rosterItemBytes) / 4096) / 2;
  const writeUnitsPerRun = a.boards * (a.boardEntries + a.boardMetaKb);
  const secondsPerRun = (m.leaderboardSecondsAt100k * learners) / 100_000;
  const gbSecondsPerRun = (a.leaderboardMemoryMb / 1024) * secondsPerRun;
  const readUsd = (runsPerMonth * readUnitsPerRun * p.dynamodb.perMillionReadUnits) / 1e6;
  const writeUsd = (runsPerMonth * writeUnitsPerRun * p.dynamodb.perMillionWriteUnits) / 1e6;
  const computeUsd =
    runsPerMonth * (gbSecondsPerRun * p.lambda.perGbSecond + p.lambda.perMillionRequests / 1e6);
  return {
    learners,
    runsPerMonth,
    readUnitsPerRun,
    writeUnitsPerRun,
    secondsPerRun,
    gbSecondsPerRun,
    readUsd,
    writeUsd,
    computeUsd,
    total: readUsd + writeUsd + computeUsd,
  };
}

/** Monthly cost of every service at one number of monthly learners. */
export function monthlyCost(learners: number, m: Measured, a: Assumptions, p: Prices): ScaleCost {
  const sessions = learners * a.sessionsPerLearner;
  const apiRequests = sessions * a.apiRequestsPerSession;
  const turns = sessions * a.dialoguesPerSession * a.repliesPerDialogue;
  const modelTurns = turns * a.modelShareOfTurns;
  const realtimeCalls = sessions * a.realtimeCallsPerSession;
  const memoryGb = a.functionMemoryMb / 1024;

  const apiSeconds = (a.apiNetworkMs + m.apiHandlerMs + a.coldStartShare * m.coldImportMs) / 1000;
  const invocations = apiRequests + turns + realtimeCalls;
  const gbSeconds =
    memoryGb *
    ((apiRequests + realtimeCalls) * apiSeconds +
      (turns - modelTurns) * (m.rubricTurnMs / 1000) +
      modelTurns * a.modelTurnSeconds);

  const socketMessages = turns * a.socketMessagesPerTurn + realtimeCalls;
  const socketMinutes = sessions * a.socketMinutesPerSession;

  const readUnits = apiRequests * a.readUnitsPerApiRequest + turns * a.readUnitsPerTurn;
  const writeUnits = apiRequests * a.writeUnitsPerApiRequest + turns * a.writeUnitsPerTurn;
  const tableGb = (learners * a.storedKbPerLearner) / GB;

  const inputTokens = modelTurns * inputTokensPerTurn(m, a);
  const outputTokens = modelTurns * a.outputTokensPerTurn;

  const assetRequests = sessions * a.assetRequestsPerSession;
  const edgeRequests = assetRequests + apiRequests;
  const edgeGb =
    (sessions * (m.appJsGzipKb + a.otherAssetKbPerSession + a.apiRequestsPerSession * a.apiResponseKb) +
      socketMessages * a.socketMessageKb) /
    GB;

  const emails = learners * a.emailsPerLearner;
  const exportGbMonth = tableGb * DAYS_PER_MONTH;
  const keptStandardGb = tableGb * a.exportStandardDays;
  const keptInfrequentGb = tableGb * (a.exportRetentionDays - a.exportStandardDays);
  const logGb = ((invocations + socketMessages) * a.logKbPerInvocation) / GB;
  const job = leaderboardJobCost(learners, m, a, p);

  const lines: CostLine[] = [
    {
      service: 'Lambda (API, realtime, workers)',
      usage: `${fmt(invocations)} invocations, ${fmt(gbSeconds)} GB-s`,
      usd: (invocations * p.lambda.perMillionRequests) / 1e6 + gbSeconds * p.lambda.perGbSecond,
    },
    {
      service: 'API Gateway HTTP',
      usage: `${fmt(apiRequests)} requests`,
      usd: (apiRequests * p.httpApi.perMillionRequests) / 1e6,
    },
    {
      service: 'API Gateway WebSocket',
      usage: `${fmt(socketMessages)} messages, ${fmt(socketMinutes)} connection minutes`,
      usd:
        (socketMessages * p.webSocket.perMillionMessages) / 1e6 +
        (socketMinutes * p.webSocket.perMillionConnectionMinutes) / 1e6,
    },
    {
      service: 'DynamoDB requests',
      usage: `${fmt(readUnits)} RRU, ${fmt(writeUnits)} WRU`,
      usd:
        (readUnits * p.dynamodb.perMillionReadUnits) / 1e6 +
        (writeUnits * p.dynamodb.perMillionWriteUnits) / 1e6,
    },
    {
      service: 'DynamoDB storage and PITR',
      usage: `${tableGb.toFixed(1)} GB`,
      usd: tableGb * (p.dynamodb.storagePerGbMonth + p.dynamodb.pitrPerGbMonth),
    },
    {
      service: 'Bedrock tutor',
      usage: `${fmt(modelTurns)} turns, ${fmt(inputTokens / 1e6)}M in, ${fmt(outputTokens / 1e6)}M out tokens`,
      usd:
        (inputTokens * p.bedrock.perMillionInputTokens) / 1e6 +
        (outputTokens * p.bedrock.perMillionOutputTokens) / 1e6,
    },
    {
      service: 'CloudFront',
      usage: `${fmt(edgeRequests)} requests, ${fmt(edgeGb)} GB out`,
      usd:
        (edgeRequests * p.cloudfront.perMillionRequests) / 1e6 +
        edgeGb * p.cloudfront.perGbOut +
        (assetRequests * p.cloudfront.perMillionFunctionInvocations) / 1e6,
    },
    {
      service: 'WAF',
      usage: `${fmt(edgeRequests)} requests, ${a.wafRules} rules`,
      usd:
        p.waf.perWebAclMonth +
        a.wafRules * p.waf.perRuleMonth +
        (edgeRequests * p.waf.perMillionRequests) / 1e6,
    },
    {
      service: 'SES',
      usage: `${fmt(emails)} emails`,
      usd: (emails * p.ses.perThousandEmails) / 1000,
    },
    {
      service: 'Exports (daily full, kept 90 days)',
      usage: `${fmt(exportGbMonth)} GB exported, ${fmt(keptStandardGb + keptInfrequentGb)} GB kept`,
      usd:
        exportGbMonth * p.dynamodb.exportPerGb +
        keptStandardGb * p.s3.standardPerGbMonth +
        keptInfrequentGb * p.s3.infrequentPerGbMonth,
    },
    {
      service: 'Leaderboards job',
      usage: `${fmt(job.runsPerMonth)} runs, ${fmt(job.readUnitsPerRun)} RRU a run`,
      usd: job.total,
    },
    {
      service: 'Cognito (Plus plan)',
      usage: `${fmt(learners)} monthly active users`,
      usd: learners * p.cognito.plusPerMau,
    },
    {
      service: 'CloudWatch Logs',
      usage: `${logGb.toFixed(1)} GB ingested`,
      usd: logGb * p.cloudwatchLogs.ingestPerGb,
    },
  ];
  const total = lines.reduce((sum, line) => sum + line.usd, 0);
  return { learners, lines, total, perLearner: total / learners };
}
