import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeShippedScenarios } from '../../functions/bundling';
import { scenarioCards } from '../../functions/content/scenario-cards';
import { LIBRARY_DIR, libraryFiles, SHIPPED_SCENARIOS_DIR } from '../../functions/content/scenario-files';
import { allScenarios, scenarioContent, shippedReader } from '../../functions/content/scenario-library';
import { SCENARIOS, SCENARIOS_BY_ID } from '../../functions/content/scenarios';

/**
 * The functions read scenario content one scenario at a time, from the folder their zips hold
 * beside the bundle; the sources (the local server, the tests) read the library itself. Both
 * must serve exactly the library.
 */
describe('scenario library', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'clarity-shipped-scenarios-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is every scenarios-*.json file of its folder, the core set first: a new file needs no code', () => {
    const files = readdirSync(LIBRARY_DIR).filter((name) => /^scenarios-.+\.json$/.test(name));
    const read = libraryFiles().map((file) => path.basename(file));
    expect(read[0]).toBe('scenarios-core.json');
    expect([...read].sort()).toEqual(files.sort());
  });

  it('ships one file per scenario, each read back as the library holds it', () => {
    const dir = writeShippedScenarios(outDir);
    expect(path.basename(dir)).toBe(SHIPPED_SCENARIOS_DIR);
    expect(readdirSync(dir).sort()).toEqual(SCENARIOS.map((s) => `${s.id}.json`).sort());
    const read = shippedReader(dir);
    for (const scenario of SCENARIOS) expect(read(scenario.id)).toEqual(scenario);
  });

  it('serves a known scenario and nothing for an unknown id, whatever the id names', () => {
    const first = SCENARIOS[0]!;
    expect(scenarioContent(first.id)).toEqual(first);
    expect(scenarioContent(first.id)).toBe(scenarioContent(first.id));
    expect(scenarioContent('no-such-scenario')).toBeUndefined();
    expect(scenarioContent(`../scenarios/${first.id}`)).toBeUndefined();
  });

  it('gives the seeder every scenario in library order, the same order as the cards', () => {
    expect(allScenarios()).toEqual(SCENARIOS);
    expect(scenarioCards().map((card) => card.id)).toEqual(SCENARIOS.map((s) => s.id));
    expect(SCENARIOS_BY_ID.size).toBe(SCENARIOS.length);
  });
});
