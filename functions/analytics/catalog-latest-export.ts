import { GetTableCommand, GlueClient, UpdateTableCommand } from '@aws-sdk/client-glue';
import * as z from 'zod';
import { logger } from '../platform/logger';
import { traced } from '../platform/tracing';

/**
 * Keeps the analysts' `items` table on the newest full export. DynamoDB writes each export
 * under its own AWSDynamoDB/<exportId>/ prefix and its manifest-summary.json last, when the
 * data is complete; the bucket's EventBridge notification for that file brings us here, and
 * the table's location moves to that export's data/ folder. Export ids start with a
 * timestamp, so a late notification for an older export never moves the table back.
 */
const eventSchema = z.object({
  detail: z.object({
    bucket: z.object({ name: z.string().min(1) }),
    object: z.object({ key: z.string().min(1) }),
  }),
});

const envSchema = z.object({
  GLUE_DATABASE: z.string().min(1),
  GLUE_TABLE: z.string().min(1),
});

const MANIFEST = /^(?<prefix>.*AWSDynamoDB\/(?<exportId>[^/]+))\/manifest-summary\.json$/;

const glue = traced(new GlueClient({}));

export type CatalogOutcome = 'moved' | 'unchanged' | 'older' | 'ignored';

/** The export id in a table location such as s3://bucket/exports/full/AWSDynamoDB/<id>/data/. */
export function exportIdOf(location: string | undefined): string | undefined {
  return /AWSDynamoDB\/([^/]+)\/data\/?$/.exec(location ?? '')?.[1];
}

export async function handler(event: unknown): Promise<{ outcome: CatalogOutcome; location?: string }> {
  const { GLUE_DATABASE, GLUE_TABLE } = envSchema.parse(process.env);
  const parsed = eventSchema.safeParse(event);
  const match = parsed.success ? MANIFEST.exec(parsed.data.detail.object.key) : null;
  if (!parsed.success || !match?.groups) {
    logger.warn('Not an export manifest: ignored', { event });
    return { outcome: 'ignored' };
  }
  const { prefix, exportId } = match.groups as { prefix: string; exportId: string };
  const location = `s3://${parsed.data.detail.bucket.name}/${prefix}/data/`;

  const { Table: table } = await glue.send(
    new GetTableCommand({ DatabaseName: GLUE_DATABASE, Name: GLUE_TABLE }),
  );
  if (!table?.StorageDescriptor) throw new Error(`Glue table ${GLUE_DATABASE}.${GLUE_TABLE} has no storage`);
  const current = exportIdOf(table.StorageDescriptor.Location);
  if (current === exportId) return { outcome: 'unchanged', location };
  if (current && current > exportId) {
    logger.info('An older export finished after a newer one: the table stays', { current, exportId });
    return { outcome: 'older', location: table.StorageDescriptor.Location };
  }

  await glue.send(
    new UpdateTableCommand({
      DatabaseName: GLUE_DATABASE,
      TableInput: {
        Name: table.Name,
        Description: table.Description,
        TableType: table.TableType,
        Parameters: table.Parameters,
        PartitionKeys: table.PartitionKeys,
        StorageDescriptor: { ...table.StorageDescriptor, Location: location },
      },
    }),
  );
  logger.info('Analysts now query the latest export', { exportId, location });
  return { outcome: 'moved', location };
}
