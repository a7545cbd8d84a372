/**
 * `npm run analytics [-- <query name> [<export dir>]]`: runs the analysts' named queries (the
 * ones Athena holds) with DuckDB over the newest local export, and prints each result.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findQuery, NAMED_QUERIES } from '../functions/analytics/named-queries';
import { latestExport, openExport } from '../functions/local/analytics-duckdb';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const [name, dir] = process.argv.slice(2);
  const queries = name && name !== 'all' ? [findQuery(name)] : NAMED_QUERIES;
  if (queries.some((query) => query === undefined)) {
    console.error(`Unknown query. Queries: ${NAMED_QUERIES.map((q) => q.name).join(', ')}`);
    process.exit(2);
  }
  const exportDir = latestExport(path.resolve(dir ?? path.join(root, '.data', 'exports')));
  const session = await openExport(exportDir);
  try {
    for (const query of queries) {
      if (!query) continue;
      console.log(`\n${query.name}: ${query.description}`);
      console.table(await session.run(query));
    }
  } finally {
    session.close();
  }
}

main().catch((error: unknown) => {
  console.error('The queries failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
