import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMailFrom } from '../../lib/constructs/mail-sender';
import { buildTestApp, defaultTestApp, onlyResource } from './support';

let auth: Template;
let api: Template;

beforeAll(() => {
  const stacks = buildTestApp({
    context: { mailFrom: 'Clarity <hello@mail.example.com>', alarmEmail: 'ops@example.com' },
  });
  auth = Template.fromStack(stacks.auth);
  api = Template.fromStack(stacks.api);
});

describe('mail at volume: the user pool sends through SES when mailFrom is set', () => {
  it("uses Cognito's own sender without mailFrom", () => {
    const [, pool] = onlyResource(Template.fromStack(defaultTestApp().auth), 'AWS::Cognito::UserPool');
    const email = (pool.Properties.EmailConfiguration ?? {}) as { EmailSendingAccount?: string };
    expect(email.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe('COGNITO_DEFAULT');
    Template.fromStack(defaultTestApp().auth).resourceCountIs('AWS::SES::EmailIdentity', 0);
  });

  it('sends as the developer account from the verified domain, through the configuration set', () => {
    const [, pool] = onlyResource(auth, 'AWS::Cognito::UserPool');
    const email = pool.Properties.EmailConfiguration as Record<string, unknown>;
    expect(email).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Clarity <hello@mail.example.com>',
      ConfigurationSet: { Ref: onlyResource(auth, 'AWS::SES::ConfigurationSet')[0] },
    });
    expect(JSON.stringify(email.SourceArn)).toContain('identity/mail.example.com');
    auth.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: onlyResource(auth, 'AWS::SES::ConfigurationSet')[0] },
      },
    });
  });

  it('suppresses bounced and complaining addresses and reports every bounce, complaint and rejection', () => {
    auth.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'clarity-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [, destination] = onlyResource(auth, 'AWS::SES::ConfigurationSetEventDestination');
    const spec = destination.Properties.EventDestination as {
      MatchingEventTypes: string[];
      SnsDestination: unknown;
    };
    expect(spec.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint', 'reject']);
    const [topicId] = onlyResource(auth, 'AWS::SNS::Topic');
    expect(JSON.stringify(spec.SnsDestination)).toContain(topicId);
    auth.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    auth.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.04,
    });
  });

  it("sends the product's own mail (reminders, feedback) through the same configuration set", () => {
    const workers = Object.values(api.findResources('AWS::Lambda::Function')).filter((fn) =>
      JSON.stringify(fn.Properties).includes('SendEmail'),
    );
    expect(workers.length).toBeGreaterThan(0);
    for (const fn of workers) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(env.MAIL_CONFIGURATION_SET)).toContain('ConfigurationSet');
    }
    const statements = Object.values(api.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] })
          .Statement,
    );
    const send = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(JSON.stringify(send?.Resource)).toContain(':configuration-set/');
  });

  it('reads the sender as a name and an address, or an address alone, and refuses anything else', () => {
    expect(parseMailFrom('Clarity <hello@Example.com>')).toEqual({
      name: 'Clarity',
      address: 'hello@Example.com',
      domain: 'example.com',
    });
    expect(parseMailFrom('hello@example.com')).toEqual({
      address: 'hello@example.com',
      domain: 'example.com',
    });
    expect(() => parseMailFrom('Clarity')).toThrow(/mailFrom/);
    expect(() => buildTestApp({ context: { mailFrom: 'not an address' } })).toThrow(/mailFrom/);
  });
});
