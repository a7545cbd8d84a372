import { GetTableCommand, GlueClient, UpdateTableCommand } from '@aws-sdk/client-glue';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { duckDbItemType, EXPORTED_ATTRIBUTES, glueItemType } from '../../functions/analytics/export-schema';
import { NAMED_QUERIES, querySql } from '../../functions/analytics/named-queries';

const glue = mockClient(GlueClient);
const BUCKET = 'clarity-data-exportsbucket';
const OLD = `s3://${BUCKET}/exports/full/AWSDynamoDB/01764100000000-aaaa1111/data/`;

beforeAll(() => {
  Object.assign(process.env, {
    GLUE_DATABASE: 'clarity_analytics',
    GLUE_TABLE: 'items',
    LOG_LEVEL: 'silent',
  });
});

beforeEach(() => {
  glue.reset();
  glue.on(GetTableCommand).resolves({
    Table: {
      Name: 'items',
      DatabaseName: 'clarity_analytics',
      TableType: 'EXTERNAL_TABLE',
      Parameters: { classification: 'json' },
      StorageDescriptor: { Location: OLD, Columns: [{ Name: 'item', Type: 'struct<pk:struct<s:string>>' }] },
    },
  });
  glue.on(UpdateTableCommand).resolves({});
});

const manifestCreated = (key: string) => ({
  'detail-type': 'Object Created',
  source: 'aws.s3',
  detail: { bucket: { name: BUCKET }, object: { key } },
});

describe('cataloguing the latest export', () => {
  it('moves the items table to the data of an export whose manifest just arrived, keeping its columns', async () => {
    const { handler } = await import('../../functions/analytics/catalog-latest-export');
    const result = await handler(
      manifestCreated('exports/full/AWSDynamoDB/01764200000000-bbbb2222/manifest-summary.json'),
    );
    const location = `s3://${BUCKET}/exports/full/AWSDynamoDB/01764200000000-bbbb2222/data/`;
    expect(result).toEqual({ outcome: 'moved', location });
    const input = glue.commandCalls(UpdateTableCommand)[0]!.args[0].input;
    expect(input.DatabaseName).toBe('clarity_analytics');
    expect(input.TableInput).toMatchObject({
      Name: 'items',
      TableType: 'EXTERNAL_TABLE',
      Parameters: { classification: 'json' },
      StorageDescriptor: {
        Location: location,
        Columns: [{ Name: 'item', Type: 'struct<pk:struct<s:string>>' }],
      },
    });
  });

  it('never moves the table back to an older export that finished late, nor rewrites the same one', async () => {
    const { handler } = await import('../../functions/analytics/catalog-latest-export');
    expect(
      (
        await handler(
          manifestCreated('exports/full/AWSDynamoDB/01764000000000-cccc3333/manifest-summary.json'),
        )
      ).outcome,
    ).toBe('older');
    expect(
      (
        await handler(
          manifestCreated('exports/full/AWSDynamoDB/01764100000000-aaaa1111/manifest-summary.json'),
        )
      ).outcome,
    ).toBe('unchanged');
    expect(glue.commandCalls(UpdateTableCommand)).toHaveLength(0);
  });

  it('ignores other objects and malformed events without touching the catalog', async () => {
    const { handler } = await import('../../functions/analytics/catalog-latest-export');
    for (const event of [
      manifestCreated('exports/full/AWSDynamoDB/01764200000000-bbbb2222/data/abc.json.gz'),
      manifestCreated('athena-results/x.csv'),
      { detail: { bucket: {} } },
      null,
    ]) {
      expect(await handler(event)).toEqual({ outcome: 'ignored' });
    }
    expect(glue.commandCalls(GetTableCommand)).toHaveLength(0);
  });
});

describe('one schema for Athena and DuckDB', () => {
  it('declares every attribute in both engines, Glue in lowercase', () => {
    const glueType = glueItemType();
    const duckType = duckDbItemType();
    for (const name of Object.keys(EXPORTED_ATTRIBUTES)) {
      expect(glueType).toContain(`${name.toLowerCase()}:struct<`);
      expect(duckType).toContain(`"${name}" STRUCT(`);
    }
    expect(glueType).toContain('result:struct<m:struct<score:struct<n:string>>>');
  });

  it('every named query is one statement that reads only the items table through its views', () => {
    for (const query of NAMED_QUERIES) {
      const sql = querySql(query);
      expect(sql.split('\n').slice(1).join('\n')).not.toContain(';');
      expect(sql.startsWith(`-- ${query.description}\nWITH\n`)).toBe(true);
      const sources = [...sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/g)].map((m) => m[1]);
      const defined = new Set([...query.views, ...Object.keys(query.steps ?? {}), 'items']);
      expect(sources.filter((s) => !defined.has(s!))).toEqual([]);
    }
  });
});
