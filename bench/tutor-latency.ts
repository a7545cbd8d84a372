/**
 * `npm run bench:tutor`: the time from `POST /scenarios/{id}/respond` to the tutor's reply
 * arriving on the learner's WebSocket (rubric tutor, asynchronous worker, DynamoDB writes,
 * push), against a plain WebSocket round trip (ping, pong) through the same gateway, in the
 * same run. Results go to docs/benchmarks.md.
 */
import type { LocalStack } from '../functions/local/stack';
import type { ScenarioSession } from '../shared/schemas/scenarios';
import { createSignedInAccount } from '../test/support/accounts';
import { RecordingSocket } from '../test/support/ws-client';
import { machine, writeSection } from './report';
import { withBenchStack } from './stack';
import { ms, summarize, type Summary } from './stats';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const SCENARIO = 'the-half-built-app';
/** Replies that keep the dialogue open (no insight shown), varied so none is a repeat. */
const reply = (i: number) => `I keep wondering which detail matters most here, thought number ${i} of many.`;

async function main(stack: LocalStack): Promise<void> {
  const socket = await RecordingSocket.open(stack.url);
  try {
    const account = await createSignedInAccount(stack.env);
    const call = async <T>(
      method: string,
      route: string,
      body?: unknown,
    ): Promise<{ status: number; data: T }> => {
      const res = await fetch(`${stack.url}/api/v1${route}`, {
        method,
        headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: T };
      return { status: res.status, data: json.data };
    };
    await call('GET', '/users/me');
    socket.send({ token: account.accessToken });
    await socket.ofType('auth_success');

    let session = (await call<ScenarioSession>('POST', `/scenarios/${SCENARIO}/start`)).data.sessionId;
    let turns = 0;
    const echo: number[] = [];
    const respond: number[] = [];
    for (let i = -WARMUP; i < ITERATIONS; i += 1) {
      // A dialogue ends at its turn cap; a fresh one is opened outside the timed part.
      if (turns >= 8) {
        session = (await call<ScenarioSession>('POST', `/scenarios/${SCENARIO}/re-start`)).data.sessionId;
        turns = 0;
      }
      const seen = socket.messages.length;
      let start = process.hrtime.bigint();
      socket.send({ type: 'ping' });
      await socket.next((m) => m.type === 'pong' && socket.messages.indexOf(m) >= seen);
      const echoMs = Number(process.hrtime.bigint() - start) / 1e6;

      const before = socket.messages.length;
      start = process.hrtime.bigint();
      const accepted = await call('POST', `/scenarios/${SCENARIO}/respond`, {
        sessionId: session,
        response: reply(i),
        timeZone: 'UTC',
      });
      if (accepted.status !== 202) throw new Error(`respond answered ${accepted.status}`);
      await socket.next((m) => m.type === 'messages' && socket.messages.indexOf(m) >= before);
      const respondMs = Number(process.hrtime.bigint() - start) / 1e6;
      turns += 1;
      if (i >= 0) {
        echo.push(echoMs);
        respond.push(respondMs);
      }
    }
    write([
      summarize('WebSocket ping → pong (baseline)', echo),
      summarize('POST respond → tutor reply on the WebSocket', respond),
    ]);
  } finally {
    await socket.close();
  }
}

function write(results: Summary[]): void {
  const [echo, respond] = results as [Summary, Summary];
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.iterations} | ${ms(r.meanMs)} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} |`,
  );
  const text = `## Tutor reply latency versus a WebSocket round trip

\`npm run bench:tutor\`, ${new Date().toISOString().slice(0, 10)}: ${machine()}; DynamoDB Local in memory, cognito-local, rubric tutor.
Each round first times a ping answered with a pong through the local WebSocket gateway and the
realtime handler (the baseline), then a learner reply: \`POST /scenarios/{id}/respond\` (token check,
validation, the message stored in a transaction, the worker handed the job) until the tutor's
answer arrives on the socket (the worker reads the dialogue, encodes the reply and weighs it
among the scenario's exemplars, runs the rubric tutor, stores the reply and its feedback in a
transaction, and pushes it). The sentence encoder loads in the warm-up; ${WARMUP} warm-up rounds
are discarded.

| path | rounds | mean ms | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|---|
${rows.join('\n')}

At the median a tutor reply takes ${ms(respond.p50Ms - echo.p50Ms)} ms longer than a bare socket round trip
(${(respond.p50Ms / Math.max(echo.p50Ms, 0.001)).toFixed(1)}× it); 95 replies in 100 arrive within ${ms(respond.p95Ms)} ms.`;
  console.log(text);
  writeSection('tutor-latency', text);
}

await withBenchStack(main);
