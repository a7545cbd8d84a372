/**
 * `npm run export [-- <outDir>]`: writes the table in the layout of a DynamoDB export to S3
 * (default .data/exports), from the local stack that `npm start` runs, or from the table in
 * TABLE_NAME. `npm run analytics` then runs the analysts' queries over it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadToolEnvironment } from '../functions/local/tool-env';
import { exportTable } from '../functions/local/table-export';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  loadToolEnvironment(root);
  const outDir = path.resolve(process.argv[2] ?? path.join(root, '.data', 'exports'));
  const summary = await exportTable(outDir);
  console.log(JSON.stringify(summary, null, 2));
}

main().catch((error: unknown) => {
  console.error('The export failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
