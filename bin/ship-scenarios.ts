/**
 * `tsx bin/ship-scenarios.ts <entry> <dir>`: writes beside a function's bundle the scenario
 * cards and content its code reads (functions/bundling.ts). lib/constructs/app-function.ts
 * runs it after bundling each function that reads them.
 */
import { writeScenarioFiles } from '../functions/bundling';

const [entry, outDir] = process.argv.slice(2);
if (!entry || !outDir) {
  console.error('Usage: tsx bin/ship-scenarios.ts <entry> <output dir>');
  process.exit(1);
}
writeScenarioFiles(entry, outDir);
