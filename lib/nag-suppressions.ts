import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { fullPath, type HttpRoute, WEBSOCKET_ROUTES } from '../functions/routes';
import { ATHENA_RESULTS_PREFIX, FULL_EXPORT_PREFIX } from '../functions/analytics/export-schema';
import type { ClarityStacks } from './app';
import { type AppFunction, bedrockModelArns } from './constructs/app-function';

/**
 * The cdk-nag AWS Solutions findings that are accepted, each on the one resource it is about
 * and, for wildcard permissions, naming the exact resource pattern it accepts. Everything
 * else the pack finds fails test/infra/nag.test.ts. docs/security.md lists them with the same
 * reasons; add a reason there when adding one here.
 */
export function acknowledgeNagFindings(stacks: ClarityStacks): void {
  publicByDesign(stacks);
  noNarrowerResource(stacks);
  namesMadeAtRunTime(stacks);
  policyChoices(stacks);
  cdkOwnedHelpers(stacks);
}

// ---- Public by design: these calls are made by people (or Stripe) without a Cognito token.

/** Why each route of the table without the authorizer is public; a new public route needs one. */
export const PUBLIC_ROUTE_REASONS: Record<string, string> = {
  'GET /api/v1/health': 'Health check for uptime monitors: reads one item, answers no learner data.',
  'GET /api/v1/content/demo-slides': 'Landing-page content shown to visitors before they sign up.',
  'GET /api/v1/content/summary': 'Landing-page content shown to visitors before they sign up.',
  'ANY /api/v1/{proxy+}':
    'Catch-all that answers 404 in the envelope for unknown paths and runs nothing else.',
  'GET /oauth2/authorize/google': 'Browser navigation that starts Google sign-in, before there is a token.',
  'GET /oauth2/callback/google':
    "Google's redirect back after sign-in; the handler checks the state it issued.",
  'GET /api/v1/users/public/{id}': 'A public profile, which shows only what a learner chose to share.',
  'POST /api/v1/reminders/unsubscribe':
    'Unsubscribe from a reminder email without signing in: the page the link opens posts the random secret from the link (only its hash is stored), which is the authorisation.',
  'GET /api/v1/assessment/questions': 'The assessment is open to visitors before sign-up.',
  'POST /api/v1/assessment/submit':
    'The assessment is open to visitors before sign-up; submissions are limited per client address.',
  'GET /api/v1/assessment/feedback/{id}':
    "A visitor's assessment result, addressed by the id of the attempt, which only its submitter was given.",
  'GET /api/v1/snapshots/{id}':
    'A shared result snapshot, opened from its link by anyone the learner sent it to.',
  'POST /api/v1/payments/webhook':
    "Stripe's webhook: the handler verifies Stripe's signature on every event.",
  'GET /api/v1/challenges/details/{id}':
    'Preview of a challenge link for a friend who has not signed in yet; the id is 96 random bits.',
  'POST /api/v1/feedback/waitlist':
    'Visitors join the waitlist before they have an account; limited per client address.',
  'GET /api/v1/team-invitations/{token}':
    'Preview of a team invitation for an invitee who has not signed in yet; the token is the secret. Accepting needs a token.',
};
const AUTH_FLOW_REASON =
  'Sign-up, sign-in, code and password-reset calls are made before the caller has a token. Each try is metered per email and per client address (docs/security.md, "Guessing and flooding") and by the WAF rule on /api/v1/auth/.';

export function publicRouteReason(entry: HttpRoute): string | undefined {
  const key = `${entry.method} ${fullPath(entry)}`;
  return PUBLIC_ROUTE_REASONS[key] ?? (key.startsWith('POST /api/v1/auth/') ? AUTH_FLOW_REASON : undefined);
}

function publicByDesign({ api, realtime }: ClarityStacks): void {
  for (const { entry, route } of api.routes) {
    const reason = !entry.auth && !entry.premium ? publicRouteReason(entry) : undefined;
    if (reason) suppress(route, 'AwsSolutions-APIG4', reason);
  }
  for (const routeKey of WEBSOCKET_ROUTES) {
    const route = realtime.webSocketApi.node.tryFindChild(`${routeKey}-Route`);
    if (!route) continue;
    suppress(
      route,
      'AwsSolutions-APIG4',
      'Browsers cannot send an Authorization header when opening a WebSocket, so sockets authenticate in-band: $connect records the socket with a 30 s deadline, its first message must carry a valid token, and the sweep job closes sockets that never did.',
    );
  }
}

// ---- AWS offers no narrower resource for these actions.

function noNarrowerResource(stacks: ClarityStacks): void {
  for (const fn of appFunctions(stacks)) {
    suppressWildcards(
      fn.role,
      ['*'],
      'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    );
  }
  suppressWildcards(
    stacks.data.node.findChild('AnalystExportPolicy'),
    ['*'],
    'dynamodb:ListExports has no resource type: IAM allows it on * only.',
  );
}

// ---- Names that AWS or the product make at run time, under a prefix that is fixed.

function namesMadeAtRunTime(stacks: ClarityStacks): void {
  const { data, realtime, analytics, api, jobs, config } = stacks;
  const pushers: AppFunction[] = [
    realtime.handler,
    ...(api.workerFunctions['tutor-turn'] ? [api.workerFunctions['tutor-turn']] : []),
    ...(jobs.jobFunctions['sweep-connections'] ? [jobs.jobFunctions['sweep-connections']] : []),
  ];
  for (const fn of pushers) {
    suppressWildcards(
      fn.role,
      realtime.connectionArns,
      'A connection id is made by API Gateway for each socket; the grant is limited to this API, its stage and the two calls the code makes (POST sends, DELETE closes).',
    );
  }

  const exportsArn = data.exportsBucket.bucketArn;
  suppressWildcards(
    data.node.findChild('AnalystExportPolicy'),
    [`${data.table.tableArn}/export/*`, `${exportsArn}/*`],
    'Analysts start ad hoc exports of this table and read them: DynamoDB names each export and its objects when it runs.',
  );
  const scheduleRole = analytics.node.children.find((child) =>
    child.node.id.startsWith('SchedulerRoleForTarget'),
  );
  if (scheduleRole) {
    suppressWildcards(
      scheduleRole,
      [`${exportsArn}/${FULL_EXPORT_PREFIX}/*`],
      'The daily export writes objects whose names DynamoDB makes, under the full-export prefix only.',
    );
  }
  suppressWildcards(
    analytics.node.findChild('AnalystQueryPolicy'),
    [
      `${exportsArn}/${FULL_EXPORT_PREFIX}/*`,
      `${exportsArn}/${ATHENA_RESULTS_PREFIX}/*`,
      Stack.of(analytics).formatArn({
        service: 'glue',
        resource: 'table',
        resourceName: `${analytics.databaseName}/*`,
      }),
    ],
    "Analysts read the exports' objects (named by DynamoDB), write query results (named by Athena), and query the views they create in the analytics database.",
  );

  const mailer = api.workerFunctions['send-email'];
  if (mailer) {
    suppressWildcards(
      mailer.role,
      [Stack.of(api).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      "SES authorises a send against the sender's identity and, while the account is in the SES sandbox, each recipient's identity; recipients are learners' addresses, known only at run time.",
    );
  }

  // Only the functions given the full runtime environment know the model.
  const modelUsers = [
    ...Object.values(api.domainFunctions),
    ...Object.values(api.workerFunctions),
    realtime.handler,
    ...Object.values(jobs.jobFunctions),
    jobs.contentSeeder,
  ];
  const modelId = config.bedrockModelId;
  if (modelId && bedrockModelArns(Stack.of(api), modelId)[0]?.includes(':*:')) {
    for (const fn of modelUsers) {
      suppressWildcards(
        fn.role,
        [bedrockModelArns(Stack.of(fn), modelId)[0]!],
        'A cross-region inference profile routes each call to the base model in any of its regions; the grant names that one model.',
      );
    }
  }

  const trigger = stacks.auth.node.tryFindChild('PreSignUpTrigger') as AppFunction | undefined;
  if (trigger) {
    suppressWildcards(
      trigger.role,
      [Stack.of(stacks.auth).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' })],
      'The pool cannot name the trigger that would name the pool (a circular reference), so the pool ARN is a pattern; only this pool invokes the trigger.',
    );
  }
}

// ---- Choices made on purpose, with what stands in their place.

function policyChoices({ auth, api, web, config }: ClarityStacks): void {
  const pool = auth.userPool;
  suppress(
    pool,
    'AwsSolutions-COG1',
    'The password policy follows NIST SP 800-63B and OWASP ASVS (V2.1): at least 8 characters (the product spec) and no composition rules, which push people to predictable passwords. Guessing is metered per email and per address, and threat protection (on by default) blocks compromised credentials.',
  );
  suppress(
    pool,
    'AwsSolutions-COG2',
    'MFA is not part of the sign-in the product specifies (email and password, or Google). Instead, threat protection (Plus plan, enforced by default) challenges risky sign-ins and blocks compromised credentials, and sign-in is metered per email and per address; card details stay with Stripe.',
  );
  suppress(
    auth.originVerifySecret,
    'AwsSolutions-SMG4',
    'The value is read at deploy time into the CloudFront origin header and the functions; rotation in place would split them until the next deploy. It is rotated by a deploy after a new value is put (docs/operations.md).',
  );
  for (const worker of Object.keys(api.workerFunctions)) {
    const queue = api.node.tryFindChild(`${pascal(worker)}WorkerDeadLetters`);
    if (queue) {
      suppress(
        queue,
        'AwsSolutions-SQS3',
        "This queue is itself the dead-letter destination of the worker's failed asynchronous invocations; nothing consumes it, and its first message raises an alarm.",
      );
    }
  }
  suppress(
    web.distribution,
    'AwsSolutions-CFR1',
    'The product is offered worldwide, so no country is blocked; the WAF rate rules limit each client address instead.',
  );
  if (!config.domainName) {
    suppress(
      web.distribution,
      'AwsSolutions-CFR4',
      "Without a custom domain the site uses CloudFront's default *.cloudfront.net certificate, which accepts TLSv1 whatever the policy says. With domainName and certificateArn, which production sets, the minimum is TLSv1.2_2021.",
    );
  }
  if (!web.node.tryFindChild('RateLimits')) {
    suppress(
      web.distribution,
      'AwsSolutions-CFR2',
      'CloudFront takes web ACLs from us-east-1 only; outside it the stack says so in a warning and the API and per-email limits still apply.',
    );
  }
}

// ---- Helpers CDK makes for itself, whose code and policies are CDK's.

function cdkOwnedHelpers({ web }: ClarityStacks): void {
  const [deployment] = web.deployments;
  if (!deployment) return;
  const role = deployment.handlerRole;
  const reason =
    "CDK's BucketDeployment handler (one per stack): its role, runtime and policy come with CDK. It may copy from the CDK asset bucket to the site bucket and invalidate the distribution.";
  suppress(
    role,
    'AwsSolutions-IAM4',
    reason,
    ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
    true,
  );
  suppress(
    role,
    'AwsSolutions-IAM5',
    reason,
    [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::*',
      `Resource::${finding(role, `${web.bucket.bucketArn}/*`)}`,
      { regex: '/^Resource::arn:[^:]+:s3:::cdk-[a-z0-9]+-assets-[^/]+\\/\\*$/' },
    ],
    true,
  );
  const handler = role.node.scope;
  if (handler) suppress(handler, 'AwsSolutions-L1', reason);
}

// ---- Plumbing.

type AppliesTo = string | { regex: string };

/** On scope's own resource, or with `children` on every resource under it (a role and its policy). */
function suppress(
  scope: IConstruct,
  id: string,
  reason: string,
  appliesTo?: AppliesTo[],
  children = false,
): void {
  NagSuppressions.addResourceSuppressions(
    scope,
    [{ id, reason, ...(appliesTo ? { appliesTo } : {}) }],
    children,
  );
}

/** Accepts IAM5 for exactly these resources (as nag renders them) on the policies under scope. */
function suppressWildcards(scope: IConstruct, resources: string[], reason: string): void {
  suppress(
    scope,
    'AwsSolutions-IAM5',
    reason,
    resources.map((resource) => `Resource::${finding(scope, resource)}`),
    true,
  );
}

/** A resource as cdk-nag writes it in a finding: tokens resolved, references as <Id.Attr>. */
function finding(scope: IConstruct, resource: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(resource));
}

function appFunctions({ api, realtime, jobs, analytics, auth }: ClarityStacks): AppFunction[] {
  const trigger = auth.node.tryFindChild('PreSignUpTrigger') as AppFunction | undefined;
  return [
    ...Object.values(api.domainFunctions),
    ...Object.values(api.workerFunctions),
    realtime.handler,
    ...Object.values(jobs.jobFunctions),
    jobs.contentSeeder,
    analytics.cataloguer,
    ...(trigger ? [trigger] : []),
  ];
}

function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
}
