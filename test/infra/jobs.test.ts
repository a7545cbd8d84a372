import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobAccess } from '../../functions/access';
import { SCHEDULED_JOBS } from '../../functions/jobs/registry';
import type { ClarityStacks } from '../../lib/app';
import { actionsOf, defaultTestApp, onlyResource, referencedId, statementsOfFunction } from './support';

let stacks: ClarityStacks;
let template: Template;

beforeAll(() => {
  stacks = defaultTestApp();
  template = Template.fromStack(stacks.jobs);
});

const functionId = (name: string) =>
  stacks.jobs.getLogicalId(stacks.jobs.jobFunctions[name]!.fn.node.defaultChild as never);

describe('jobs stack', () => {
  it('has one schedule and one function per registered job', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', SCHEDULED_JOBS.length);
    const jobFunctions = Object.values(template.findResources('AWS::Lambda::Function')).filter((r) =>
      String((r as { Properties: { Description?: string } }).Properties.Description).startsWith(
        'Scheduled job ',
      ),
    );
    expect(jobFunctions).toHaveLength(SCHEDULED_JOBS.length);
  });

  it('seeds the toolkit content on deploy through a trigger that runs the seeder', () => {
    const seederId = stacks.jobs.getLogicalId(stacks.jobs.contentSeeder.fn.node.defaultChild as never);
    const seeder = template.toJSON().Resources[seederId];
    expect(seeder.Properties.Description).toMatch(/Seeds the toolkit content/);
    const triggers = Object.values(template.findResources('Custom::Trigger')) as Array<{
      Properties: { HandlerArn: unknown };
    }>;
    expect(triggers).toHaveLength(1);
    // The trigger runs the current version of the seeder, so it reruns when the seeder changes.
    expect(JSON.stringify(triggers[0]!.Properties.HandlerArn)).toContain(
      'ContentSeederFunctionCurrentVersion',
    );
  });

  it.each(SCHEDULED_JOBS.map((job) => [job.name, job] as const))(
    '%s runs at its rate and invokes its own function',
    (name, job) => {
      // CDK writes whole hours as hours: rate(1 hour), rate(15 minutes), rate(1 minute).
      const [amount, unit] =
        job.everyMinutes % 60 === 0 ? [job.everyMinutes / 60, 'hour'] : [job.everyMinutes, 'minute'];
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        Name: `clarity-${name}`,
        ScheduleExpression: `rate(${amount} ${unit}${amount === 1 ? '' : 's'})`,
        State: 'ENABLED',
        Target: { Arn: { 'Fn::GetAtt': [functionId(name), 'Arn'] } },
      });
    },
  );

  it.each(SCHEDULED_JOBS.map((job) => [job.name, job] as const))(
    '%s has the timeout of the registry, its share of the table and sockets, and an errors alarm',
    (name, job) => {
      const fn = template.toJSON().Resources[functionId(name)];
      expect(fn.Properties.Timeout).toBe(job.timeoutSeconds);
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      const actions = statementsOfFunction(template, functionId(name)).flatMap(actionsOf);
      expect(actions).toEqual(
        expect.arrayContaining(jobAccess(name).table.map((action) => `dynamodb:${action}`)),
      );
      expect(actions.includes('execute-api:ManageConnections')).toBe(jobAccess(name).pushes);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId(name) } }],
      });
    },
  );

  it.each(SCHEDULED_JOBS.map((job) => [job.name]))(
    '%s is invoked through a role only EventBridge Scheduler can assume, allowed that function only',
    (name) => {
      const [, schedule] = onlyResource(template, 'AWS::Scheduler::Schedule', { Name: `clarity-${name}` });
      const roleId = referencedId((schedule.Properties.Target as { RoleArn: unknown }).RoleArn)!;
      const role = template.toJSON().Resources[roleId];
      expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' } }),
      ]);
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((p) => (p.Properties.Roles as unknown[]).some((r) => referencedId(r) === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Record<string, unknown>[]);
      expect(statements.flatMap(actionsOf)).toEqual(['lambda:InvokeFunction']);
      const resources = JSON.stringify(statements[0]!.Resource);
      expect(resources).toContain(`"Fn::GetAtt":["${functionId(name)}","Arn"]`);
      for (const other of SCHEDULED_JOBS.filter((j) => j.name !== name)) {
        expect(resources).not.toContain(functionId(other.name));
      }
    },
  );
});

describe('jobs stack: overlapping runs', () => {
  it('the leaderboards job runs at most once at a time (reserved concurrency 1); the others are not capped', () => {
    const leaderboards = template.toJSON().Resources[functionId('leaderboards')];
    expect(leaderboards.Properties.ReservedConcurrentExecutions).toBe(1);
    expect(leaderboards.Properties.Timeout).toBeGreaterThan(15 * 60 - 1);
    for (const job of SCHEDULED_JOBS.filter((j) => j.name !== 'leaderboards')) {
      expect(template.toJSON().Resources[functionId(job.name)].Properties).not.toHaveProperty(
        'ReservedConcurrentExecutions',
      );
    }
  });
});

describe('jobs stack: daily reminders', () => {
  it('runs every hour, so each time zone is visited in its reminder hour', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'clarity-daily-reminders',
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [functionId('daily-reminders'), 'Arn'] } },
    });
  });

  it('reads the reminder index and hands its mail to the send-email worker, never SES itself', () => {
    const actions = statementsOfFunction(template, functionId('daily-reminders')).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'lambda:InvokeFunction']),
    );
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
