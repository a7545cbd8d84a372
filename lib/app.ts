import path from 'node:path';
import { Annotations, type App, type Environment, Tags } from 'aws-cdk-lib';
import { type InfraConfig, metricsNamespace, readConfig } from './config';
import { acknowledgeNagFindings } from './nag-suppressions';
import { REPO_ROOT, type RuntimeEnvironment } from './constructs/app-function';
import { AnalyticsStack } from './stacks/analytics-stack';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { JobsStack } from './stacks/jobs-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { WEB_DIST_MISSING, WebStack } from './stacks/web-stack';

/** Warning id: no custom domain and no webOrigin, so the functions do not know the site. */
export const WEB_ORIGIN_UNKNOWN = 'clarity:web-origin-unknown';

export interface BuildAppOptions {
  env?: Environment;
  /** The Vite build output; tests point it elsewhere to cover both the present and missing cases. */
  webDistDir?: string;
}

export interface ClarityStacks {
  config: InfraConfig;
  data: DataStack;
  auth: AuthStack;
  realtime: RealtimeStack;
  api: ApiStack;
  web: WebStack;
  jobs: JobsStack;
  analytics: AnalyticsStack;
}

/**
 * Every stack of the product, wired together. Dependencies run one way only:
 * data -> auth -> realtime -> api -> web, and api -> jobs, api -> analytics. That is why the web origin cannot
 * be read from CloudFront by the functions and comes from configuration instead.
 */
export function buildApp(app: App, options: BuildAppOptions = {}): ClarityStacks {
  const config = readConfig(app.node);
  const env = options.env;
  const name = (stack: string) => `${config.appName}-${stack}`;
  Tags.of(app).add('app', config.appName);

  const data = new DataStack(app, name('data'), {
    env,
    appName: config.appName,
    description: 'Single DynamoDB table and its analyst exports bucket',
  });
  const auth = new AuthStack(app, name('auth'), {
    env,
    config,
    description: 'Cognito user pool and app client',
  });

  const environment: RuntimeEnvironment = {
    TABLE_NAME: data.table.tableName,
    COGNITO_ISSUER: auth.issuer,
    COGNITO_USER_POOL_ID: auth.userPool.userPoolId,
    COGNITO_CLIENT_ID: auth.client.userPoolClientId,
    WEB_ORIGIN: config.resolvedWebOrigin,
    COGNITO_OAUTH_URL: config.googleClientId ? auth.domain.baseUrl() : undefined,
    BEDROCK_MODEL_ID: config.bedrockModelId,
    MAIL_FROM: config.mailFrom,
    MAIL_CONFIGURATION_SET: auth.mailSender?.sender.configurationSet.configurationSetName,
    FEEDBACK_INBOX: config.feedbackInbox,
    STRIPE_SECRET_NAME: config.stripeSecretName,
    STRIPE_PRICE_ID: config.stripePriceId,
    ORIGIN_VERIFY_SECRET: auth.originVerifySecret.secretValue.unsafeUnwrap(),
    LOG_LEVEL: config.logLevel,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config.appName),
  };

  const realtime = new RealtimeStack(app, name('realtime'), {
    env,
    appName: config.appName,
    table: data.table,
    environment,
    rateLimit: config.apiRateLimit,
    burstLimit: config.apiBurstLimit,
    description: 'WebSocket API for scenario replies',
  });
  const api = new ApiStack(app, name('api'), {
    env,
    config,
    table: data.table,
    auth,
    realtime,
    environment,
    description: 'HTTP API, domain functions and alarms',
  });
  const web = new WebStack(app, name('web'), {
    env,
    config,
    apiOriginDomain: api.originDomainName,
    originVerifySecret: auth.originVerifySecret.secretValue.unsafeUnwrap(),
    webSocketOriginDomain: realtime.originDomainName,
    webDistDir: options.webDistDir ?? path.join(REPO_ROOT, 'web', 'dist'),
    description: 'S3 + CloudFront for the web app, fronting the APIs',
  });
  const jobs = new JobsStack(app, name('jobs'), {
    env,
    appName: config.appName,
    table: data.table,
    pusher: realtime,
    environment,
    alarmTopic: api.alarms.topic,
    workers: Object.fromEntries(Object.entries(api.workerFunctions).map(([n, w]) => [n, w.fn])),
    description: 'Scheduled jobs on EventBridge Scheduler',
  });

  const analytics = new AnalyticsStack(app, name('analytics'), {
    env,
    appName: config.appName,
    logLevel: config.logLevel,
    table: data.table,
    exportsBucket: data.exportsBucket,
    alarmTopic: api.alarms.topic,
    description: "Daily table exports, their Glue catalogue and the analysts' Athena workgroup",
  });

  if (!config.resolvedWebOrigin) {
    Annotations.of(api).addWarningV2(
      WEB_ORIGIN_UNKNOWN,
      'WEB_ORIGIN unknown: set -c domainName=... (with certificateArn), or redeploy with -c webOrigin=<SiteUrl output> so links and redirects use the real site',
    );
  }

  // A template check is no deploy: that no site is built, or its origin not known yet, is
  // expected then. Acknowledged here, where both warnings are known, so a deploy still says so.
  if (config.templateCheck) {
    const reason = 'templateCheck: templates to read or diff, not to deploy';
    Annotations.of(api).acknowledgeWarning(WEB_ORIGIN_UNKNOWN, reason);
    Annotations.of(web).acknowledgeWarning(WEB_DIST_MISSING, reason);
  }

  const stacks = { config, data, auth, realtime, api, web, jobs, analytics };
  acknowledgeNagFindings(stacks);
  return stacks;
}
