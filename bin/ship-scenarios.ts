/**
 * `tsx bin/ship-scenarios.ts <dir>`: writes the scenario library into <dir>/scenario-content,
 * one file per scenario. lib/constructs/app-function.ts runs it after bundling each function
 * that reads scenario content (functions/bundling.ts).
 */
import { writeShippedScenarios } from '../functions/bundling';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx bin/ship-scenarios.ts <output dir>');
  process.exit(1);
}
writeShippedScenarios(outDir);
