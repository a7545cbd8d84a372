import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke, type ScheduleTargetBaseProps } from 'aws-cdk-lib/aws-scheduler-targets';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { CONTENT_SEED_ACCESS, jobAccess } from '../../functions/access';
import { SCHEDULED_JOBS } from '../../functions/jobs/registry';
import type { WorkerName } from '../../functions/workers/registry';
import { functionErrorsAlarm } from '../constructs/alarms';
import { AppFunction, type ConnectionPusher, type RuntimeEnvironment } from '../constructs/app-function';
import { grantWorkerInvokes } from '../constructs/grants';

export interface JobsStackProps extends StackProps {
  appName: string;
  table: ITable;
  pusher: ConnectionPusher;
  environment: RuntimeEnvironment;
  alarmTopic: ITopic;
  /** The API stack's workers: a job invokes the ones functions/access.ts declares (reminders send mail). */
  workers: Partial<Record<WorkerName, IFunction>>;
}

/**
 * One Lambda and one EventBridge Scheduler schedule per entry of functions/jobs/registry.ts,
 * and the deploy-time seeding of the toolkit content (functions/content/seed.ts), which runs
 * on every deploy whose content or code changed and is idempotent anyway.
 */
export class JobsStack extends Stack {
  readonly jobFunctions: Record<string, AppFunction> = {};
  readonly schedules: Record<string, Schedule> = {};

  readonly contentSeeder: AppFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    this.contentSeeder = new AppFunction(this, 'ContentSeeder', {
      entry: 'functions/content/seed.ts',
      description: 'Seeds the toolkit content (models, biases, questions, skill tree) into the table',
      environment: props.environment,
      table: props.table,
      access: CONTENT_SEED_ACCESS,
      timeout: Duration.minutes(5),
    });
    new Trigger(this, 'SeedContentOnDeploy', {
      handler: this.contentSeeder.fn,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(5),
    });

    for (const job of SCHEDULED_JOBS) {
      const constructId = job.name.replace(/(^|-)([a-z])/g, (_m, _sep: string, letter: string) =>
        letter.toUpperCase(),
      );
      const worker = new AppFunction(this, `${constructId}Job`, {
        entry: job.module,
        description: `Scheduled job ${job.name}: ${job.description}`.slice(0, 256),
        environment: props.environment,
        table: props.table,
        pusher: props.pusher,
        access: jobAccess(job.name),
        timeout: Duration.seconds(job.timeoutSeconds),
        ...(job.memoryMb ? { memorySize: job.memoryMb } : {}),
        ...(job.maxConcurrentRuns ? { reservedConcurrency: job.maxConcurrentRuns } : {}),
      });
      this.jobFunctions[job.name] = worker;
      grantWorkerInvokes(worker.fn, props.workers, jobAccess(job.name));

      this.schedules[job.name] = new Schedule(this, `${constructId}Schedule`, {
        scheduleName: `${props.appName}-${job.name}`,
        description: job.description.slice(0, 512),
        schedule: ScheduleExpression.rate(Duration.minutes(job.everyMinutes)),
        // Jobs are idempotent sweeps, so a retried or late run does no harm; a run older
        // than one interval is superseded by the next one anyway.
        target: new UnqualifiedLambdaInvoke(worker.fn, {
          retryAttempts: 2,
          maxEventAge: Duration.minutes(Math.max(1, job.everyMinutes)),
        }),
      });

      functionErrorsAlarm(this, `${constructId}ErrorsAlarm`, worker.fn, props.alarmTopic, `Job ${job.name}`);
    }
  }
}

/**
 * A schedule invokes the function's unqualified ARN (its target), so its role may invoke that
 * ARN alone; LambdaInvoke's own grant would add `<arn>:*`, every version and alias.
 */
class UnqualifiedLambdaInvoke extends LambdaInvoke {
  constructor(
    private readonly invoked: IFunction,
    props: ScheduleTargetBaseProps,
  ) {
    super(invoked, props);
  }

  protected override addTargetActionToRole(role: IRole): void {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.invoked.functionArn] }),
    );
  }
}
