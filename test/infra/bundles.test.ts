import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildSync } from 'esbuild';
import { type App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SCENARIO_CARDS_FILE_NAME } from '../../functions/content/scenario-cards';
import { SHIPPED_SCENARIOS_DIR } from '../../functions/content/scenario-files';
import { SCENARIOS } from '../../functions/content/scenarios';
import { EXEMPLAR_DIR_NAME } from '../../functions/tutor/exemplars';
import { AppFunction } from '../../lib/constructs/app-function';
import { bundleFunction, bundleOptions } from '../../lib/constructs/function-bundle';
import { buildTestApp } from './support';

describe('function bundles', () => {
  it('ship no source maps: the bundled code only, and no --enable-source-maps', () => {
    // Bundling only the analytics stack keeps this to one small function; every function is
    // built by the same construct with the same settings.
    const stacks = buildTestApp({ context: { 'aws:cdk:bundling-stacks': ['clarity-analytics'] } });
    const assembly = (stacks.analytics.node.root as App).synth();
    const assets = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    const files = assets.flatMap((asset) => readdirSync(path.join(assembly.directory, asset)));
    expect(files).toContain('index.mjs');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);

    const functions = Object.values(stacks)
      .filter((value): value is Stack => value instanceof Stack)
      .flatMap((stack) => Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')));
    expect(functions.length).toBeGreaterThan(10);
    for (const fn of functions) {
      const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      expect(String(variables.NODE_OPTIONS ?? '')).not.toContain('source-maps');
    }
  });

  it('ship the scenario cards and content, one file per scenario, in the zips of the functions that read them only', () => {
    // The jobs stack holds the seeder (which reads every scenario) and jobs that read none.
    const stacks = buildTestApp({ context: { 'aws:cdk:bundling-stacks': ['clarity-jobs'] } });
    const assembly = (stacks.jobs.node.root as App).synth();
    const bundles = readdirSync(assembly.directory)
      .filter((name) => name.startsWith('asset.'))
      .map((asset) => path.join(assembly.directory, asset))
      .filter((dir) => existsSync(path.join(dir, 'index.mjs')));
    const shipping = bundles.filter((dir) => existsSync(path.join(dir, SHIPPED_SCENARIOS_DIR)));
    // One bundle per function, each of its own entry.
    const functions = stacks.jobs.node.findAll().filter((node) => node instanceof AppFunction);
    expect(bundles).toHaveLength(functions.length);
    expect(bundles.length).toBeGreaterThan(1);
    expect(shipping).toHaveLength(1);
    expect(readdirSync(path.join(shipping[0]!, SHIPPED_SCENARIOS_DIR)).sort()).toEqual(
      SCENARIOS.map((scenario) => `${scenario.id}.json`).sort(),
    );
    expect(bundles.filter((dir) => existsSync(path.join(dir, SCENARIO_CARDS_FILE_NAME)))).toEqual(shipping);
  });
});

describe('the tutor worker bundle', () => {
  it('encodes a reply and reads its scenario’s exemplars from the zip’s own files, outside the repository', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const outDir = mkdtempSync(path.join(tmpdir(), 'tutor-bundle-'));
    try {
      bundleFunction(root, 'functions/workers/tutor-turn.ts', outDir);
      // A probe bundled with the same settings into the same folder finds what the worker finds.
      const entry = path.join(outDir, 'probe-entry.ts');
      writeFileSync(
        entry,
        [
          `import { sentenceEncoder } from ${JSON.stringify(path.join(root, 'functions/tutor/sentence-encoder.ts'))};`,
          `import { correctShare, exemplarDir, exemplarMemory, weighReply } from ${JSON.stringify(path.join(root, 'functions/tutor/exemplars.ts'))};`,
          "const [vector] = await sentenceEncoder.encode(['The money is gone either way; compare what each option costs from here.']);",
          "const memory = exemplarMemory('the-half-built-app');",
          'console.log(JSON.stringify({ size: vector.length, dir: exemplarDir(), replies: memory?.replies.length, share: correctShare(weighReply(memory, vector)) }));',
        ].join('\n'),
      );
      buildSync({ ...bundleOptions({ probe: entry }, outDir), chunkNames: 'probe-chunks/[name]-[hash]' });
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(outDir, 'probe.mjs')], {
        cwd: outDir,
      });
      const result = JSON.parse(stdout) as { size: number; dir: string; replies: number; share: number };
      expect(result.size).toBe(512);
      expect(result.dir).toBe(path.join(outDir, EXEMPLAR_DIR_NAME));
      expect(result.replies).toBeGreaterThan(100);
      expect(result.share).toBeGreaterThan(0.5);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
