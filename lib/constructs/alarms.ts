import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** The SNS topic every alarm of the product notifies; email is subscribed only when configured. */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { appName: string; alarmEmail?: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `${props.appName} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
  }
}

interface AlarmOptions {
  description: string;
  /** Alarm when the sum over five minutes reaches this. */
  threshold: number;
}

/** An alarm on a count metric (errors, 5xx) summed over five minutes, notifying the topic. */
export function countAlarm(
  scope: Construct,
  id: string,
  metric: IMetric,
  topic: ITopic,
  options: AlarmOptions,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    alarmDescription: options.description,
    threshold: options.threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    // No traffic means no errors, not an unknown state.
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  alarm.addOkAction(new SnsAction(topic));
  return alarm;
}

/** Any uncaught error or timeout in a function is worth a look: handlers turn expected failures into 4xx. */
export function functionErrorsAlarm(
  scope: Construct,
  id: string,
  fn: IFunction,
  topic: ITopic,
  what: string,
): Alarm {
  return countAlarm(scope, id, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), topic, {
    description: `${what}: the function failed (uncaught error or timeout)`,
    threshold: 1,
  });
}
