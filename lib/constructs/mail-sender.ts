import { CfnOutput, Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** `Clarity <hello@example.com>` or `hello@example.com`, taken apart. */
export interface MailFrom {
  name?: string;
  address: string;
  domain: string;
}

export function parseMailFrom(value: string): MailFrom {
  const match =
    /^\s*(?:(?<name>[^<>]*?)\s*<(?<inner>[^<>\s]+@[^<>\s]+)>|(?<bare>[^<>\s]+@[^<>\s]+))\s*$/.exec(value);
  const address = match?.groups?.inner ?? match?.groups?.bare;
  if (!address) throw new Error(`mailFrom must be an address or "Name <address>", got "${value}"`);
  const name = match?.groups?.name?.replace(/^"|"$/g, '') || undefined;
  return { name, address, domain: address.split('@')[1]!.toLowerCase() };
}

export interface MailSenderProps {
  appName: string;
  mailFrom: MailFrom;
  alarmEmail?: string;
}

/**
 * Sending at volume through SES: the sender's domain as a verified identity (DKIM records
 * to publish are in the outputs), a configuration set that keeps reputation metrics and
 * suppresses addresses that bounced or complained, and a topic that hears every bounce,
 * complaint and rejection, with an alarm before the bounce rate reaches SES's review level.
 */
export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly events: Topic;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `${props.appName}-mail`,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.mailFrom.domain),
      configurationSet: this.configurationSet,
    });

    this.events = new Topic(this, 'Events', {
      displayName: `${props.appName} mail bounces and complaints`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.events.addSubscription(new EmailSubscription(props.alarmEmail));
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });

    // SES reviews an account at a 5% bounce rate and may pause it at 10%.
    const bounceRate = new Alarm(this, 'BounceRateAlarm', {
      metric: new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      alarmDescription: 'SES bounce rate above 4%: clean the lists before SES reviews the account at 5%',
      threshold: 0.04,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    bounceRate.addAlarmAction(new SnsAction(this.events));

    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `CNAME to publish in ${props.mailFrom.domain}'s DNS so SES can verify it`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
