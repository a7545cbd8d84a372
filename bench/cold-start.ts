/**
 * `npm run bench:cold-start`: the cold `import` and first call of every Lambda bundle of the
 * app, built with the very settings the CDK stacks use (BUNDLE_SETTINGS), against a bundle
 * that holds only the DynamoDB client, in the same run. Each sample is a fresh Node process
 * importing one bundle and calling its handler once (bench/cold-start-calls.ts: which call,
 * and the local stand-in for the AWS calls it makes); bundles are taken in turn, round after
 * round, so noise falls on all alike. Results go to docs/benchmarks.md.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App } from 'aws-cdk-lib';
import type { Metafile } from 'esbuild';
import { installedPackages, NLP_MODEL_PACKAGE, SCENARIO_CONTENT_ENTRIES } from '../functions/bundling';
import { buildApp } from '../lib/app';
import { AppFunction } from '../lib/constructs/app-function';
import { bundleFunction, HANDLER_FILE } from '../lib/constructs/function-bundle';
import { firstCall, signedWebhook, startStandIn, type FirstCall, type StandIn } from './cold-start-calls';
import { machine, writeSection } from './report';
import { summarize } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/**
 * BENCH_ONLY=<pattern>: only the functions whose construct path matches (the baseline always
 * runs), printed and not written to docs/benchmarks.md; for checking one change quickly.
 */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
const BASELINE = 'baseline: DynamoDB client only';
const SIGNED_WEBHOOK = '(signed webhook)';
/** What the issue set: API handlers within 1.5x of the baseline, workers that need the NLP model within 2.5x. */
const API_TARGET = 1.5;
const NLP_TARGET = 2.5;

export interface BundleInfo {
  name: string;
  entry: string;
  file: string;
  bytes: number;
  /** The handler file and the chunks it imports statically. */
  startBytes: number;
  nlpModel: boolean;
  scenarioContent: boolean;
}

/** Every distinct function entry of the app, named after its construct. */
export function appEntries(): { name: string; entry: string }[] {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  buildApp(app, {
    env: { account: '123456789012', region: 'us-east-1' },
    webDistDir: path.join(tmpdir(), 'none'),
  });
  const seen = new Map<string, string>();
  for (const node of app.node.findAll()) {
    if (node instanceof AppFunction && !seen.has(node.entry)) seen.set(node.entry, node.node.path);
  }
  return [...seen].map(([entry, name]) => ({ entry, name }));
}

/** Bytes of every file under a directory. */
function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .reduce((sum, item) => sum + statSync(path.join(item.parentPath, item.name)).size, 0);
}

/**
 * Bundles one entry as the stacks do, with the packages the stacks install beside the bundle
 * and the scenario files (functions/bundling.ts) written next to it as in the zip; reports
 * the zip's content size and whether the NLP model or the scenarios came along.
 */
export function bundle(name: string, entry: string, outDir: string): BundleInfo {
  const dir = path.join(outDir, name.replace(/[^A-Za-z0-9]+/g, '-'));
  const metafile = bundleFunction(root, entry, dir);
  const inputs = Object.keys(metafile.inputs);
  return {
    name,
    entry,
    file: path.join(dir, HANDLER_FILE),
    bytes: treeBytes(dir),
    startBytes: staticBytes(metafile, path.relative(root, path.join(dir, HANDLER_FILE))),
    nlpModel:
      installedPackages(entry).includes(NLP_MODEL_PACKAGE) ||
      inputs.some((input) => input.includes(NLP_MODEL_PACKAGE)),
    scenarioContent:
      SCENARIO_CONTENT_ENTRIES.includes(entry) ||
      inputs.some((input) => input.includes('functions/content/scenarios/')),
  };
}

/** Bytes of the handler file and the chunks it imports statically: what a cold start compiles. */
function staticBytes(metafile: Metafile, handlerFile: string): number {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(handlerFile);
  return [...seen].reduce((sum, file) => sum + metafile.outputs[file]!.bytes, 0);
}

const run = promisify(execFile);
/** Marks the child's result line: a handler may write its own lines to stdout. */
const RESULT = 'cold-start-result ';

/** A Lambda context as the runtime hands it to the handler. */
const CONTEXT = {
  awsRequestId: 'bench',
  functionName: 'bench',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:bench',
  memoryLimitInMB: '512',
  logGroupName: '/aws/lambda/bench',
  logStreamName: 'bench',
  callbackWaitsForEmptyEventLoop: true,
};

interface Sample {
  importMs: number;
  totalMs: number;
}

/**
 * A fresh Node process imports the bundle and calls its handler once; milliseconds to the end
 * of the import and to the end of the call. A call that does not end as expected (another
 * status, a rejection where none was due) fails the benchmark rather than being timed.
 */
async function coldStart(file: string, call: FirstCall, standIn: StandIn): Promise<Sample> {
  const script = `const RESULT = ${JSON.stringify(RESULT)};
const t = performance.now();
const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
const imported = performance.now();
const context = { ...${JSON.stringify(CONTEXT)}, getRemainingTimeInMillis: () => 10000 };
let outcome;
try {
  const result = await handler(${JSON.stringify(call.event)}, context);
  outcome = { resolved: true, status: result?.statusCode };
} catch (error) {
  outcome = { rejected: String(error?.name ?? error) };
}
const done = performance.now();
process.stdout.write('\\n' + RESULT + JSON.stringify({ importMs: imported - t, totalMs: done - t, ...outcome }), () => process.exit(0));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME: 'bench',
      GLUE_DATABASE: 'bench',
      GLUE_TABLE: 'items',
      LOG_LEVEL: 'silent',
      STAGE: 'aws',
      ...standIn.env,
    },
  });
  const line = stdout.split('\n').find((text) => text.startsWith(RESULT));
  if (!line) throw new Error(`${file}: no result; it wrote ${stdout}`);
  const result = JSON.parse(line.slice(RESULT.length)) as Sample & {
    resolved?: boolean;
    status?: number;
    rejected?: string;
  };
  const expect = call.expect;
  const met =
    'status' in expect
      ? result.status === expect.status
      : 'rejects' in expect
        ? result.rejected !== undefined
        : result.resolved === true;
  if (!met) throw new Error(`${file}: ${call.call} ended ${JSON.stringify(result)}`);
  return { importMs: result.importMs, totalMs: result.totalMs };
}

const shortName = (name: string) => name.replace(/^clarity-/, '');

/**
 * The issue's targets: API handlers (the HTTP domains and the WebSocket function) and workers
 * within 1.5x, the workers that need the NLP model within 2.5x. The scheduled jobs and the
 * deploy-time seeder have none: their first call is a whole run.
 */
function targetOf(info: BundleInfo): number | undefined {
  if (info.name === BASELINE || info.name.endsWith(SIGNED_WEBHOOK)) return undefined;
  if (!info.entry.startsWith('functions/handlers/') && !info.entry.startsWith('functions/workers/'))
    return undefined;
  return info.nlpModel ? NLP_TARGET : API_TARGET;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'clarity-cold-start-'));
  const standIn = await startStandIn();
  try {
    const bundles = [
      bundle(BASELINE, 'bench/fixtures/dynamodb-only.ts', outDir),
      ...appEntries()
        .filter(({ name }) => ONLY.test(name))
        .map(({ name, entry }) => bundle(name, entry, outDir)),
    ];
    const calls = bundles.map((info) => firstCall(info.entry, standIn.token));
    // The payments function a second time, with a signed delivery: its Stripe path.
    const payments = bundles.find((info) => info.entry === 'functions/handlers/payments.ts');
    if (payments) {
      bundles.push({ ...payments, name: `${payments.name} ${SIGNED_WEBHOOK}` });
      calls.push(signedWebhook());
    }
    const samples = bundles.map(() => [] as Sample[]);
    for (let round = -2; round < ROUNDS; round += 1) {
      for (const [index, info] of bundles.entries()) {
        const sample = await coldStart(info.file, calls[index]!, standIn);
        if (round >= 0) samples[index]!.push(sample);
      }
    }
    const median = (values: number[], name: string) => summarize(name, values).p50Ms;
    const imports = samples.map((s, i) =>
      median(
        s.map((x) => x.importMs),
        bundles[i]!.name,
      ),
    );
    const medians = samples.map((s, i) =>
      median(
        s.map((x) => x.totalMs),
        bundles[i]!.name,
      ),
    );
    const baseline = medians[0]!;
    const realtimeIndex = bundles.findIndex((b) => b.entry === 'functions/handlers/realtime.ts');
    const rows = bundles.map((info, i) => {
      const ratio = medians[i]! / baseline;
      const limit = targetOf(info);
      const target = limit === undefined ? '' : `${limit}x`;
      const met = limit === undefined ? '' : ratio <= limit ? 'yes' : 'no';
      return `| ${shortName(info.name)} | ${(info.bytes / 1024).toFixed(0)} KiB | ${(info.startBytes / 1024).toFixed(0)} KiB | ${info.nlpModel ? 'yes' : ''} | ${info.scenarioContent ? 'yes' : ''} | ${imports[i]!.toFixed(0)} ms | ${(imports[i]! / imports[0]!).toFixed(2)}x | ${medians[i]!.toFixed(0)} ms | ${ratio.toFixed(2)}x | ${realtimeIndex < 0 ? '' : `${(medians[i]! / medians[realtimeIndex]!).toFixed(2)}x`} | ${target} | ${met} |`;
    });
    const callRows = bundles.map((info, i) => `| ${shortName(info.name)} | ${calls[i]!.call} |`);
    const report = `## Cold start of each Lambda bundle (\`npm run bench:cold-start\`)

Every function of the app bundled as the stacks bundle it (lib/constructs/function-bundle.ts:
ESM split into chunks, minified, no source maps; the NLP model, the scenario cards and the
scenario content beside the bundle, and for the tutor worker the sentence encoder and the
exemplar files, functions/bundling.ts; the encoder's model loads at a dialogue's first reply,
not at import), then imported by a fresh Node
process that calls its handler once, ${ROUNDS} rounds taking the bundles in turn; the median per
bundle. "zip" is everything the zip holds, "compiled at start" the handler file and the chunks
it imports statically (a chunk imported dynamically is read only by a call that needs it);
"import" is the import alone, "cold start" the import plus the first call, which the targets
compare. Baseline: a bundle holding only the DynamoDB client, whose first call is one
DynamoDB read, in the same run; the realtime bundle is shown as a second reference. A
function whose first call makes no SDK call (a refused request) can come in under the
baseline's cold start; "import vs baseline" compares the imports alone.
Target: API handlers and workers within ${API_TARGET}x of the baseline, the workers that need
the NLP model within ${NLP_TARGET}x; the scheduled jobs and the seeder have none, as their
first call is a whole run (against an empty table here).

The first calls (bench/cold-start-calls.ts) are answered without the network: the AWS calls
they make (the user pool's key set and token check, DynamoDB, Secrets Manager) go to a local
stand-in on the loopback interface. An API function gets a request for one of its routes that
it refuses before the table, with a valid access token when the route needs sign-in, so the
call pays for the middleware, the token's signature and live check and the route's input
schemas. The payments function's refused request is a webhook delivery without Stripe's
signature header, refused before Stripe's SDK and the secret load; its row "(signed webhook)"
times a delivery Stripe signed, which loads both, and has no target of its own. A Lambda cold
start adds the runtime's own start and the network of the real calls.

${machine()}

| function | zip | compiled at start | NLP model | scenarios | import | import vs baseline | cold start | vs baseline | vs realtime | target | met |
| --- | ---: | ---: | :---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}

| function | first call |
| --- | --- |
${callRows.join('\n')}`;
    // A partial run is printed, never written over the report.
    if (!process.env.BENCH_ONLY) writeSection('cold-start', report);
    console.log(report);
  } finally {
    await standIn.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
