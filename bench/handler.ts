/**
 * `npm run bench`: what the platform's handler stack costs on top of the DynamoDB call it
 * wraps. Both run in this process against the same DynamoDB Local, in the same run, so the
 * baseline and the measured path share every condition. Results go to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ulid } from 'ulid';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { startLocalStack } from '../functions/local/stack';
import { createSignedInAccount } from '../test/support/accounts';
import { machine, writeSection } from './report';
import { measureInterleaved, ms, type Summary } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

function feedbackEvent(token: string, i: number): APIGatewayProxyEventV2 {
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: 'POST /api/v1/feedback',
    rawPath: '/api/v1/feedback',
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'POST',
        path: '/api/v1/feedback',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: `bench-${i}`,
      routeKey: 'POST /api/v1/feedback',
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: JSON.stringify({ type: 'Bug Report', message: `Benchmark feedback number ${i}`, page: '/bench' }),
    isBase64Encoded: false,
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-bench-'));
  const stack = await startLocalStack({
    root,
    port: 0,
    dataDir,
    persist: false,
    stage: 'test',
    log: () => undefined,
  });
  try {
    const account = await createSignedInAccount(stack.env);
    // Imported after the stack set the environment the modules read their config from.
    const { putFeedback } = await import('../functions/repositories/feedback-repository');
    const { handler } = await import('../functions/handlers/feedback');

    const results = await measureInterleaved(
      [
        {
          name: 'bare SDK PutItem (baseline)',
          run: (i) =>
            putFeedback({
              feedbackId: ulid(),
              userId: account.userId,
              type: 'Bug Report',
              message: `Benchmark feedback number ${i}`,
              page: '/bench',
              createdAt: new Date().toISOString(),
            }),
        },
        {
          name: 'POST /feedback handler, in process',
          run: async (i) => {
            const res = await handler(feedbackEvent(account.accessToken, i), {} as Context);
            if (res.statusCode !== 201) throw new Error(`Handler answered ${res.statusCode}: ${res.body}`);
          },
        },
        {
          name: 'POST /feedback handler, invalid input (stops before DynamoDB)',
          run: async (i) => {
            const event = feedbackEvent(account.accessToken, i);
            event.body = JSON.stringify({ type: 'Bug Report', message: 'short' });
            const res = await handler(event, {} as Context);
            if (res.statusCode !== 400) throw new Error(`Handler answered ${res.statusCode}: ${res.body}`);
          },
        },
        {
          name: 'POST /feedback through the local server (HTTP)',
          run: async (i) => {
            const res = await fetch(`${stack.url}/api/v1/feedback`, {
              method: 'POST',
              headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ type: 'Bug Report', message: `Benchmark feedback number ${i}` }),
            });
            await res.arrayBuffer();
            if (res.status !== 201) throw new Error(`Server answered ${res.status}`);
          },
        },
      ],
      ITERATIONS,
    );
    write(results);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function write(results: Summary[]): void {
  const [baseline, inProcess, noDb, http] = results as [Summary, Summary, Summary, Summary];
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.iterations} | ${ms(r.meanMs)} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} |`,
  );
  const overhead = inProcess.p50Ms - baseline.p50Ms;
  const text = `## Handler stack versus the DynamoDB call it wraps

\`npm run bench:handler\`, ${new Date().toISOString().slice(0, 10)}: ${machine()}; DynamoDB Local in memory, cognito-local.
All rows run in one process and one run, interleaved call by call (A, B, C, A, B, C, ...)
after 100 discarded warm-up rounds, so warm-up and noise fall on every row alike.

The baseline is the repository's bare \`PutItem\` of a feedback item. The handler row is the
whole Lambda path for \`POST /feedback\`: header normalisation, JSON parsing, Cognito access
token verification (JWKS cached after the first call), zod validation, the same \`PutItem\`,
and the envelope. The HTTP row adds the local server playing API Gateway.

| path | calls | mean ms | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|---|
${rows.join('\n')}

Handler overhead at the median: **${ms(overhead)} ms** over the bare call
(${ms((inProcess.p50Ms / baseline.p50Ms) * 100 - 100)} %), within the database's own noise. The
handler stack alone (a request refused by validation, so no DynamoDB call) costs
**${ms(noDb.p50Ms)} ms** at the median, token verification included. The local HTTP hop adds
${ms(http.p50Ms - inProcess.p50Ms)} ms. DynamoDB Local is slower than DynamoDB, so on AWS the
database figures shrink while the handler's own milliseconds stay about the same.
`;
  writeSection('handler', text);
  console.log(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
