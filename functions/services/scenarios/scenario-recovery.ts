import { REPLY_STALE_SECONDS } from '../../../shared/constants';
import { invokeAsync } from '../../platform/async-invoke';
import { logger } from '../../platform/logger';
import { claimRedrive, type ScenarioSessionRecord } from '../../repositories/scenario-repository';

/**
 * A tutor turn normally lands within seconds. A wait longer than this means the hand-off or
 * the worker failed (Lambda's own retries are spent within a few minutes, and a failure lands
 * in the worker's dead-letter queue), so the turn is handed to the worker again. The worker
 * is idempotent: a turn that did land in the meantime is not written twice.
 */
export { REPLY_STALE_SECONDS };

export function isStale(session: ScenarioSessionRecord, now: Date): boolean {
  if (!session.awaitingReply || session.complete) return false;
  const since = Date.parse(session.awaitingSince ?? session.createdAt);
  return now.getTime() - since >= REPLY_STALE_SECONDS * 1000;
}

/** Re-drives a stale tutor turn once per stale period; true when this call handed it off. */
export async function redriveIfStale(
  session: ScenarioSessionRecord,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isStale(session, now)) return false;
  const staleBefore = new Date(now.getTime() - REPLY_STALE_SECONDS * 1000);
  if (!(await claimRedrive(session.userId, session.sessionId, now, staleBefore))) return false;
  logger.warn('Re-driving a stale tutor turn', {
    sessionId: session.sessionId,
    since: session.awaitingSince,
  });
  await invokeAsync('tutor-turn', {
    userId: session.userId,
    sessionId: session.sessionId,
    timeZone: session.awaitingTimeZone ?? 'UTC',
  });
  return true;
}
