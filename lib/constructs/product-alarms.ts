import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { ProductMetric } from '../../functions/platform/metrics';
import { countAlarm } from './alarms';

export interface ProductAlarmsProps {
  appName: string;
  /** Where the functions publish their metrics (POWERTOOLS_METRICS_NAMESPACE). */
  namespace: string;
  httpApi: HttpApi;
  table: ITable;
  topic: ITopic;
}

/**
 * The alarms that are about the product rather than one function: API latency, DynamoDB
 * throttling, worker failures and Bedrock fallbacks from the functions' own metrics; and
 * one dashboard with those and the product's counts side by side.
 */
export class ProductAlarms extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ProductAlarmsProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    const product = (name: ProductMetric, dimensions?: Record<string, string>) =>
      new Metric({
        namespace: props.namespace,
        metricName: name,
        statistic: 'Sum',
        period,
        dimensionsMap: dimensions,
      });

    const latency = props.httpApi.metricLatency({ statistic: 'p95', period });
    const latencyAlarm = new Alarm(this, 'ApiLatencyP95Alarm', {
      metric: latency,
      alarmDescription: 'HTTP API: p95 latency above 2 s for 15 minutes',
      threshold: 2000,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    latencyAlarm.addAlarmAction(new SnsAction(props.topic));
    latencyAlarm.addOkAction(new SnsAction(props.topic));

    // On demand tables throttle only past their partition limits: any throttle is news.
    const throttles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
        writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
      },
      label: 'Throttled requests',
      period,
    });
    countAlarm(this, 'TableThrottlesAlarm', throttles, props.topic, {
      description: 'DynamoDB throttled reads or writes on the table',
      threshold: 1,
    });
    countAlarm(this, 'WorkerFailuresAlarm', product('WorkerFailures'), props.topic, {
      description: 'A worker failed (it is retried; see the worker errors and dead-letter alarms)',
      threshold: 1,
    });
    countAlarm(this, 'BedrockFallbacksAlarm', product('BedrockFallbacks'), props.topic, {
      description: 'The Bedrock tutor fell back to the rubric tutor 5 times in 5 minutes',
      threshold: 5,
    });
    // Without the encoder every reply is judged by the rubric matcher alone: less recall and
    // more false credit, with nothing else to show for it.
    countAlarm(this, 'EncoderFailuresAlarm', product('EncoderFailures'), props.topic, {
      description: 'The tutor judged replies without its exemplar memory (the sentence encoder failed)',
      threshold: 1,
    });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${props.appName}-operations`,
      widgets: [
        [
          new GraphWidget({
            title: 'API: requests, 5xx and p95 latency',
            left: [
              props.httpApi.metricCount({ period, statistic: 'Sum' }),
              props.httpApi.metricServerError({ period, statistic: 'Sum' }),
            ],
            right: [latency],
          }),
          new GraphWidget({ title: 'DynamoDB throttles', left: [throttles] }),
        ],
        [
          new GraphWidget({
            title: 'Learners: sign-ups, verifications, scenarios started and completed',
            left: (['SignUps', 'Verifications', 'ScenarioStarts', 'ScenarioCompletions'] as const).map((m) =>
              product(m),
            ),
          }),
          new GraphWidget({
            title: 'Tutor turns by source, Bedrock fallbacks, encoder and worker failures',
            left: [
              product('TutorTurns', { source: 'rubric' }),
              product('TutorTurns', { source: 'bedrock' }),
              product('BedrockFallbacks'),
              product('EncoderFailures'),
              product('WorkerFailures'),
            ],
          }),
        ],
      ],
    });
  }
}
