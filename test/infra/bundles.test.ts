import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SCENARIO_CARDS_FILE_NAME } from '../../functions/content/scenario-cards';
import { SHIPPED_SCENARIOS_DIR } from '../../functions/content/scenario-files';
import { SCENARIOS } from '../../functions/content/scenarios';
import { AppFunction } from '../../lib/constructs/app-function';
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
