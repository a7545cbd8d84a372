import { logger } from '../platform/logger';
import { closeConnection } from '../platform/realtime-push';
import { deleteConnection, listExpiredConnectionsInBucket } from '../repositories/connection-repository';
import { hourBucket } from '../repositories/keys';

/** How far back the sweep looks; the job runs every minute, so a few hours is ample. */
const LOOKBACK_HOURS = 6;

export interface SweepSummary {
  bucketsRead: number;
  deleted: number;
}

export async function run(now: Date = new Date()): Promise<SweepSummary> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  for (let hoursAgo = LOOKBACK_HOURS; hoursAgo >= 0; hoursAgo -= 1) {
    const bucket = hourBucket(nowSeconds - hoursAgo * 3600);
    const expired = await listExpiredConnectionsInBucket(bucket, nowSeconds);
    // Closing first: an expired record may still have a socket behind it (one that never
    // authenticated); a socket already gone answers 410, which closeConnection accepts.
    await Promise.all(
      expired.map(async (id) => {
        try {
          await closeConnection(id);
          await deleteConnection(id);
          deleted += 1;
        } catch (error) {
          logger.warn('Could not sweep connection', { connectionId: id, error });
        }
      }),
    );
  }
  logger.info('Swept expired connections', { deleted });
  return { bucketsRead: LOOKBACK_HOURS + 1, deleted };
}

export async function handler(): Promise<SweepSummary> {
  return run();
}
