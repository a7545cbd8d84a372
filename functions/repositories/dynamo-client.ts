import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config';

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
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return getConfig().TABLE_NAME;
}
