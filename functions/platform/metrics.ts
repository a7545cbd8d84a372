import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger';

/**
 * The product's own CloudWatch metrics, as Powertools' embedded metric format (a log line
 * CloudWatch turns into metrics: no API call, no latency). Locally they are debug logs.
 */
export type ProductMetric =
  | 'SignUps'
  | 'Verifications'
  | 'ScenarioStarts'
  | 'ScenarioCompletions'
  | 'TutorTurns'
  | 'BedrockFallbacks'
  | 'EncoderFailures'
  | 'WorkerFailures'
  | 'XpAwarded';

/** The namespace the stacks give functions (POWERTOOLS_METRICS_NAMESPACE) and alarm on. */
export const METRICS_NAMESPACE_DEFAULT = 'Clarity';

let metrics: Metrics | undefined;

export function countMetric(name: ProductMetric, value = 1, dimensions: Record<string, string> = {}): void {
  if (process.env.STAGE !== 'aws') {
    logger.debug('metric', { metric: name, value, ...dimensions });
    return;
  }
  metrics ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? METRICS_NAMESPACE_DEFAULT,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'clarity',
  });
  // Without the default `service` dimension each metric is one series for the whole app,
  // which is what the alarms and the dashboard read; the function is in the logs.
  metrics.clearDefaultDimensions();
  // Published at once: workers and handlers need no end-of-invocation step.
  for (const [key, dimension] of Object.entries(dimensions)) metrics.addDimension(key, dimension);
  metrics.addMetric(name, MetricUnit.Count, value);
  metrics.publishStoredMetrics();
}
