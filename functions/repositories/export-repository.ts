import { DynamoDBClient, type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { getConfig } from '../platform/config';
import { tableName } from './dynamo-client';

/** An item exactly as DynamoDB's export writes it: attribute name -> typed value. */
export type RawItem = Record<string, AttributeValue>;

/**
 * Every item of the table, page by page, in DynamoDB's own JSON shape. Only the local
 * export (`npm run export`) reads the whole table; on AWS the table exports itself to S3.
 */
export async function* scanRawItems(pageSize = 500): AsyncGenerator<RawItem[]> {
  const config = getConfig();
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT
      ? {
          endpoint: config.DYNAMODB_ENDPOINT,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  try {
    let startKey: RawItem | undefined;
    do {
      const page = await client.send(
        new ScanCommand({ TableName: tableName(), Limit: pageSize, ExclusiveStartKey: startKey }),
      );
      yield page.Items ?? [];
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } finally {
    client.destroy();
  }
}
