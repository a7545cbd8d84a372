import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config';
import { traced } from '../platform/tracing';

/** One client per process, created on first use so tests can set the environment first. */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const config = getConfig();
    const local = config.DYNAMODB_ENDPOINT !== undefined;
    const client = new DynamoDBClient({
      region: config.AWS_REGION,
      ...(local
        ? {
            endpoint: config.DYNAMODB_ENDPOINT,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    });
    documentClient = DynamoDBDocumentClient.from(traced(client), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return getConfig().TABLE_NAME;
}

/** A conditional write whose condition did not hold. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** A transaction DynamoDB cancelled (a condition failed, or it met another transaction). */
export function isTransactionCanceled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

/** Why each item of a cancelled transaction failed, in item order ('None' for the ones that did not). */
export function cancellationReasons(error: unknown): string[] {
  if (!isTransactionCanceled(error)) return [];
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** Every item a query matches, following LastEvaluatedKey page by page. */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const found: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    found.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}
