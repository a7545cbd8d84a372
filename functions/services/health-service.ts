import { PRODUCT_NAME } from '../../shared/constants';
import { HEALTH_TEXTS, type HealthStatus } from '../../shared/schemas/health';
import { getConfig } from '../platform/config';
import { ServiceUnavailableError } from '../platform/errors';
import { logger } from '../platform/logger';
import { pingTable } from '../repositories/health-repository';

/** Long enough for a cold connection, short enough for a load balancer's probe. */
export const HEALTH_PROBE_TIMEOUT_MS = 2000;

/**
 * GET /health: ok only when the table answers. Otherwise 503 in the envelope, so monitors and
 * the local banner see a degraded service instead of a cheerful "ok".
 */
export async function checkHealth(now: Date = new Date()): Promise<HealthStatus> {
  try {
    await pingTable(HEALTH_PROBE_TIMEOUT_MS);
  } catch (error) {
    logger.error('Health check: the table cannot be reached', { error });
    throw new ServiceUnavailableError(HEALTH_TEXTS.databaseUnreachable);
  }
  return { status: 'ok', service: PRODUCT_NAME, stage: getConfig().STAGE, time: now.toISOString() };
}
