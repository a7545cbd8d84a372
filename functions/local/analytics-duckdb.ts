import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { duckDbItemType, ITEMS_TABLE } from '../analytics/export-schema';
import { type NamedQuery, querySql } from '../analytics/named-queries';

/** A row of a query's result, with values as JSON would carry them (dates as strings). */
export type ResultRow = Record<string, unknown>;

export interface AnalyticsSession {
  run(query: NamedQuery): Promise<ResultRow[]>;
  close(): void;
}

export interface OpenOptions {
  /**
   * Read only these learners' items (and the content): a cohort's figures, and how a test
   * looks at the learners it created in a table others write to as well.
   */
  learnerIds?: string[];
}

/** The newest export under a directory `npm run export` wrote to (ids sort by time). */
export function latestExport(outDir: string): string {
  const root = path.join(outDir, 'AWSDynamoDB');
  const ids = existsSync(root)
    ? readdirSync(root).filter((id) => existsSync(path.join(root, id, 'manifest-summary.json')))
    : [];
  const latest = ids.sort().at(-1);
  if (!latest) throw new Error(`No export under ${outDir}: run \`npm run export\` first.`);
  return path.join(root, latest);
}

/** Counts arrive as bigint and dates as DuckDB values: numbers and ISO strings read better. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (value !== null && typeof value === 'object') return String(value);
  return value;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * DuckDB over one export: `items` reads its data files with the same `item` struct the
 * Glue table declares, and the named queries run on it unchanged.
 */
export async function openExport(exportDir: string, options: OpenOptions = {}): Promise<AnalyticsSession> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const files = literal(path.join(exportDir, 'data', '*.json.gz'));
  const source = `read_json(${files}, format = 'newline_delimited', columns = {'Item': ${literal(duckDbItemType())}})`;
  let filter = '';
  if (options.learnerIds) {
    const ids = options.learnerIds.map(literal).join(', ') || 'NULL';
    const pks = options.learnerIds.map((id) => literal(`USER#${id}`)).join(', ') || 'NULL';
    filter = ` WHERE item.userId.S IN (${ids}) OR item.pk.S IN (${pks}) OR item.pk.S LIKE 'CONTENT#%'`;
  }
  await connection.run(`CREATE VIEW ${ITEMS_TABLE} AS SELECT Item AS item FROM ${source}${filter}`);
  return {
    async run(query) {
      const reader = await connection.runAndReadAll(querySql(query));
      return reader
        .getRowObjectsJS()
        .map((row) =>
          Object.fromEntries(Object.entries(row).map(([column, value]) => [column, plain(value)])),
        );
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
