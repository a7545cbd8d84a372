/**
 * `npm run bench:cold-start`: the cold `import` of every Lambda bundle of the app, built with
 * the very settings the CDK stacks use (BUNDLE_SETTINGS), against a bundle that holds only
 * the DynamoDB client, in the same run. Each sample is a fresh Node process importing one
 * bundle; bundles are taken in turn, round after round, so noise falls on all alike.
 * Results go to docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { build, type Metafile } from 'esbuild';
import { installedPackages, NLP_MODEL_PACKAGE } from '../functions/bundling';
import { buildApp } from '../lib/app';
import { AppFunction, BUNDLE_SETTINGS } from '../lib/constructs/app-function';
import { machine, writeSection } from './report';
import { summarize } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const BASELINE = 'baseline: DynamoDB client only';
/** What the issue set: API handlers within 1.5x of the baseline, workers that need the NLP model within 2.5x. */
const API_TARGET = 1.5;
const NLP_TARGET = 2.5;

export interface BundleInfo {
  name: string;
  entry: string;
  file: string;
  bytes: number;
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
 * (functions/bundling.ts) copied next to it as in the zip; reports the zip's content size and
 * whether the NLP model or the scenarios came along.
 */
export async function bundle(name: string, entry: string, outDir: string): Promise<BundleInfo> {
  const file = path.join(outDir, name.replace(/[^A-Za-z0-9]+/g, '-'), 'index.mjs');
  const installed = installedPackages(entry);
  for (const pkg of installed) {
    cpSync(path.join(root, 'node_modules', pkg), path.join(path.dirname(file), 'node_modules', pkg), {
      recursive: true,
    });
  }
  const result = await build({
    external: installed,
    entryPoints: [path.join(root, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    minify: BUNDLE_SETTINGS.minify,
    keepNames: BUNDLE_SETTINGS.keepNames,
    sourcemap: BUNDLE_SETTINGS.sourceMap,
    target: BUNDLE_SETTINGS.target,
    format: BUNDLE_SETTINGS.format,
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    banner: { js: BUNDLE_SETTINGS.banner },
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys((result.metafile as Metafile).inputs);
  return {
    name,
    entry,
    file,
    bytes: treeBytes(path.dirname(file)),
    nlpModel:
      installed.includes(NLP_MODEL_PACKAGE) || inputs.some((input) => input.includes(NLP_MODEL_PACKAGE)),
    scenarioContent: inputs.some((input) => input.includes('functions/content/scenarios/')),
  };
}

/** Milliseconds a fresh Node process takes to import the bundle. */
function coldImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME: 'bench',
      COGNITO_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
      COGNITO_USER_POOL_ID: 'us-east-1_bench',
      COGNITO_CLIENT_ID: 'bench',
      GLUE_DATABASE: 'bench',
      GLUE_TABLE: 'items',
      LOG_LEVEL: 'silent',
      STAGE: 'aws',
    },
  });
  return Number(out.toString());
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'clarity-cold-start-'));
  try {
    const bundles = [
      await bundle(BASELINE, 'bench/fixtures/dynamodb-only.ts', outDir),
      ...(await Promise.all(appEntries().map(({ name, entry }) => bundle(name, entry, outDir)))),
    ];
    const samples = bundles.map(() => [] as number[]);
    for (let round = -2; round < ROUNDS; round += 1) {
      for (const [index, info] of bundles.entries()) {
        const elapsed = coldImport(info.file);
        if (round >= 0) samples[index]!.push(elapsed);
      }
    }
    const medians = samples.map((s, i) => summarize(bundles[i]!.name, s).p50Ms);
    const baseline = medians[0]!;
    const realtimeIndex = bundles.findIndex((b) => b.entry === 'functions/handlers/realtime.ts');
    const rows = bundles.map((info, i) => {
      const ratio = medians[i]! / baseline;
      const target = info.name === BASELINE ? '' : info.nlpModel ? `${NLP_TARGET}x` : `${API_TARGET}x`;
      const met = target === '' ? '' : ratio <= (info.nlpModel ? NLP_TARGET : API_TARGET) ? 'yes' : 'no';
      return `| ${info.name.replace(/^clarity-/, '')} | ${(info.bytes / 1024).toFixed(0)} KiB | ${info.nlpModel ? 'yes' : ''} | ${info.scenarioContent ? 'yes' : ''} | ${medians[i]!.toFixed(0)} ms | ${ratio.toFixed(2)}x | ${(medians[i]! / medians[realtimeIndex]!).toFixed(2)}x | ${target} | ${met} |`;
    });
    const report = `## Cold import of each Lambda bundle (\`npm run bench:cold-start\`)

Every function of the app bundled with the stacks' own settings (ESM, minified, no source
maps; the NLP model installed beside the bundle as in the zip, functions/bundling.ts), then
imported by a fresh Node process, ${ROUNDS} rounds taking the bundles in turn; the median per
bundle. "bundle" is everything the zip holds. Baseline: a bundle holding only the DynamoDB
client, in the same run; the realtime bundle is shown as a second reference. Target: API
handlers within ${API_TARGET}x of the baseline, functions that need the NLP model within
${NLP_TARGET}x. A Lambda cold start adds the runtime's own start and the first call's
network; the Lambda client, which only a hand-off to a worker needs, loads on that call.

${machine()}

| function | bundle | NLP model | scenarios | import | vs baseline | vs realtime | target | met |
| --- | ---: | :---: | :---: | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}`;
    writeSection('cold-start', report);
    console.log(report);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
