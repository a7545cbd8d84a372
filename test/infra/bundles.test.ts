import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
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
});
