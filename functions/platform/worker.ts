import type { Context } from 'aws-lambda';
import type { WorkerName } from '../workers/registry';
import { beginInvocation, logger } from './logger';
import { countMetric } from './metrics';

/**
 * The Lambda entry of a worker: its invocation's log context, and a WorkerFailures metric
 * (the alarms watch it) before a failure goes back to Lambda to be retried.
 */
export function workerHandler(name: WorkerName, run: (payload: unknown) => Promise<unknown>) {
  return async (payload: unknown, context?: Context): Promise<void> => {
    beginInvocation(context, context?.awsRequestId);
    try {
      await run(payload);
    } catch (error) {
      countMetric('WorkerFailures');
      logger.error('Worker failed', { worker: name, error });
      throw error;
    }
  };
}
