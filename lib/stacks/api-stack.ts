import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  type CorsPreflightOptions,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { DOMAIN_ACCESS, WORKER_ACCESS } from '../../functions/access';
import {
  DOMAINS,
  type Domain,
  fullPath,
  handlerModule,
  type HttpRoute as RouteEntry,
  HTTP_ROUTES,
} from '../../functions/routes';
import { WORKERS, type WorkerName } from '../../functions/workers/registry';
import { XSRF_HEADER_NAME } from '../../shared/constants';
import { grantWorkerInvokes } from '../constructs/grants';
import { AlarmTopic, countAlarm, functionErrorsAlarm } from '../constructs/alarms';
import { AppFunction, type RuntimeEnvironment } from '../constructs/app-function';
import { type InfraConfig, metricsNamespace } from '../config';
import { ProductAlarms } from '../constructs/product-alarms';
import type { AuthStack } from './auth-stack';
import type { RealtimeStack } from './realtime-stack';

export interface ApiStackProps extends StackProps {
  config: InfraConfig;
  table: ITable;
  auth: AuthStack;
  realtime: RealtimeStack;
  environment: RuntimeEnvironment;
}

/**
 * The REST API, built from the route table in functions/routes.ts: one Lambda per domain,
 * one route per entry, the Cognito JWT authorizer exactly on signed-in and premium routes.
 * Also home of the alarm topic, since most of what can break is here.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly domainFunctions: Record<Domain, AppFunction>;
  readonly workerFunctions: Record<string, AppFunction>;
  readonly alarms: AlarmTopic;
  /** Each entry of the route table with the API Gateway route made from it. */
  readonly routes: { entry: RouteEntry; route: HttpRoute }[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.appName}-api`,
      description: 'REST API of the web app, served to browsers through CloudFront',
      // The stage is declared below, to give it throttling and access logs.
      createDefaultStage: false,
      ...(config.resolvedWebOrigin ? { corsPreflight: corsFor(config.resolvedWebOrigin) } : {}),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', props.auth.issuer, {
      jwtAudience: [props.auth.client.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });

    this.domainFunctions = Object.fromEntries(
      DOMAINS.map((domain) => [
        domain,
        new AppFunction(this, `${pascal(domain)}Function`, {
          entry: handlerModule(domain),
          description: `API domain ${domain}`,
          environment: props.environment,
          table: props.table,
          pusher: props.realtime,
          access: DOMAIN_ACCESS[domain],
        }),
      ]),
    ) as Record<Domain, AppFunction>;
    // Workers run what handlers hand off (functions/workers/registry.ts); a domain may invoke
    // the workers its code calls (functions/access.ts) and finds each one's function name in
    // WORKER_<NAME>_FUNCTION.
    this.workerFunctions = Object.fromEntries(
      WORKERS.map((worker) => [
        worker.name,
        new AppFunction(this, `${pascal(worker.name)}Worker`, {
          entry: worker.module,
          description: `Worker ${worker.name}: ${worker.description}`,
          environment: props.environment,
          table: props.table,
          // The tutor worker pushes its reply to the learner's sockets.
          pusher: props.realtime,
          access: WORKER_ACCESS[worker.name as WorkerName],
          timeout: Duration.seconds(worker.timeoutSeconds),
        }),
      ]),
    );
    const workerFns = Object.fromEntries(
      Object.entries(this.workerFunctions).map(([name, worker]) => [name, worker.fn]),
    );
    for (const domain of DOMAINS) {
      grantWorkerInvokes(this.domainFunctions[domain].fn, workerFns, DOMAIN_ACCESS[domain]);
    }
    const mailer = this.workerFunctions['send-email']?.fn;
    const configurationSet = props.auth.mailSender?.sender.configurationSet.configurationSetName;
    mailer?.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
          // SES also authorises the configuration set a message is sent through.
          ...(configurationSet
            ? [
                this.formatArn({
                  service: 'ses',
                  resource: 'configuration-set',
                  resourceName: configurationSet,
                }),
              ]
            : []),
        ],
      }),
    );

    // Payments read the Stripe keys from Secrets Manager at cold start.
    if (config.stripeSecretName) {
      Secret.fromSecretNameV2(this, 'StripeSecret', config.stripeSecretName).grantRead(
        this.domainFunctions.payments.fn,
      );
    }

    // Every domain may read pool users (a first signed-in call creates the profile from the
    // pool); only users may change them, and only auth may remove a half-made sign-up.
    for (const domain of DOMAINS) props.auth.grantUserRead(this.domainFunctions[domain].fn);
    props.auth.grantUserUpdate(this.domainFunctions.users.fn);
    props.auth.grantUserRemoval(this.domainFunctions.auth.fn);

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationFor = (domain: Domain): HttpLambdaIntegration => {
      let integration = integrations.get(domain);
      if (!integration) {
        // One invoke permission per function instead of one per route keeps the function
        // policy far below its size limit as the route table grows.
        integration = new HttpLambdaIntegration(
          `${pascal(domain)}Integration`,
          this.domainFunctions[domain].fn,
          {
            scopePermissionToRoute: false,
          },
        );
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const entry of HTTP_ROUTES) {
      const [route] = this.httpApi.addRoutes({
        path: fullPath(entry),
        methods: [HttpMethod[entry.method]],
        integration: integrationFor(entry.domain),
        // Premium is checked by the handler against the profile; the token is checked here too.
        ...(entry.auth || entry.premium ? { authorizer } : {}),
      });
      this.routes.push({ entry, route: route! });
    }

    this.alarms = new AlarmTopic(this, 'Alarms', { appName: config.appName, alarmEmail: config.alarmEmail });
    const topic = this.alarms.topic;
    countAlarm(
      this,
      'Api5xxAlarm',
      this.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      topic,
      {
        description: 'HTTP API answered 5xx',
        threshold: 5,
      },
    );
    for (const domain of DOMAINS) {
      functionErrorsAlarm(
        this,
        `${pascal(domain)}ErrorsAlarm`,
        this.domainFunctions[domain].fn,
        topic,
        `API domain ${domain}`,
      );
    }
    for (const worker of WORKERS) {
      const fn = this.workerFunctions[worker.name]?.fn;
      if (!fn) continue;
      functionErrorsAlarm(
        this,
        `${pascal(worker.name)}WorkerErrorsAlarm`,
        fn,
        topic,
        `Worker ${worker.name}`,
      );
      // Lambda retries a failed asynchronous invocation twice; what still fails is kept in a
      // queue for two weeks instead of being dropped, and its arrival raises an alarm. (The
      // product also re-drives stale work itself: see scenario-recovery.ts.)
      const deadLetters = new Queue(this, `${pascal(worker.name)}WorkerDeadLetters`, {
        retentionPeriod: Duration.days(14),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      fn.configureAsyncInvoke({
        onFailure: new SqsDestination(deadLetters),
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      });
      countAlarm(
        this,
        `${pascal(worker.name)}WorkerDeadLettersAlarm`,
        deadLetters.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        topic,
        { description: `Worker ${worker.name}: an invocation failed after its retries`, threshold: 1 },
      );
    }
    functionErrorsAlarm(this, 'RealtimeErrorsAlarm', props.realtime.handler.fn, topic, 'WebSocket handler');
    new ProductAlarms(this, 'ProductAlarms', {
      appName: config.appName,
      namespace: metricsNamespace(config.appName),
      httpApi: this.httpApi,
      table: props.table,
      topic,
    });

    new CfnOutput(this, 'HttpApiEndpoint', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'AlarmTopicArn', { value: topic.topicArn });
  }

  /** Host name CloudFront uses as the origin of the API behaviours. */
  get originDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}

function corsFor(origin: string): CorsPreflightOptions {
  return {
    allowOrigins: [origin],
    allowMethods: [CorsHttpMethod.ANY],
    allowHeaders: ['authorization', 'content-type', XSRF_HEADER_NAME.toLowerCase()],
    allowCredentials: true,
    maxAge: Duration.hours(1),
  };
}

function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
}
