import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, AssetHashType, DockerImage, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionAccess } from '../../functions/access';
import { bundleFunction, HANDLER_FILE } from './function-bundle';
import { grantTableAccess } from './grants';

/** Repository root: entries in the route table and job registry are relative to it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The variables functions/platform/config.ts validates at cold start. AWS_REGION is set by
 * Lambda itself, WS_MANAGEMENT_ENDPOINT comes with the `pusher`, and the local-only
 * endpoints are never set here.
 */
export interface RuntimeEnvironment {
  TABLE_NAME: string;
  COGNITO_ISSUER: string;
  COGNITO_USER_POOL_ID: string;
  COGNITO_CLIENT_ID: string;
  WEB_ORIGIN?: string;
  /** The hosted UI's base URL; set only when Google sign-in is configured, which turns it on. */
  COGNITO_OAUTH_URL?: string;
  BEDROCK_MODEL_ID?: string;
  MAIL_FROM?: string;
  /** The SES configuration set the mail goes through; set with MAIL_FROM. */
  MAIL_CONFIGURATION_SET?: string;
  FEEDBACK_INBOX?: string;
  STRIPE_SECRET_NAME?: string;
  STRIPE_PRICE_ID?: string;
  /** A CloudFormation dynamic reference to the origin secret, resolved at deploy time. */
  ORIGIN_VERIFY_SECRET?: string;
  LOG_LEVEL: string;
  /** CloudWatch namespace of the product metrics (functions/platform/metrics.ts). */
  POWERTOOLS_METRICS_NAMESPACE?: string;
}

/** Anything that can let a function push to WebSocket connections. */
export interface ConnectionPusher {
  readonly managementEndpoint: string;
  grantManageConnections(grantee: IGrantable): void;
}

export { BUNDLE_SETTINGS } from './function-bundle';

export interface AppFunctionProps {
  /** Module path from the repository root, e.g. functions/handlers/system.ts. */
  entry: string;
  description: string;
  /** The full runtime environment, or only LOG_LEVEL for functions outside the API (Cognito triggers). */
  environment: RuntimeEnvironment | { LOG_LEVEL: string };
  /** The table; what the function may do on it is its `access`. Cognito triggers have none. */
  table?: ITable;
  /** Where pushes go: used only when `access.pushes`, which grants it and names the endpoint. */
  pusher?: ConnectionPusher;
  /** What the function's code uses (functions/access.ts); required with a table or a pusher. */
  access?: FunctionAccess;
  timeout?: Duration;
  memorySize?: number;
  /** Reserved concurrency: at most this many invocations at once. */
  reservedConcurrency?: number;
}

/**
 * A function's code: its entry bundled on this machine (lib/constructs/function-bundle.ts),
 * the SDK included, so the versions in package-lock.json are the ones that run rather than
 * whatever the Lambda runtime happens to ship. The asset's hash is that of the bundle.
 */
function bundledCode(entry: string): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Bundling runs locally with esbuild; the image is never pulled nor the command run.
      image: DockerImage.fromRegistry('dummy'),
      // The command names the entry: CDK stages one asset per distinct source and options,
      // and without it every function's options would look alike and share one bundle.
      command: ['bundle', entry],
      local: {
        tryBundle(outputDir: string): boolean {
          bundleFunction(REPO_ROOT, entry, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * Every Lambda of the product: one place for runtime, bundling, logging, tracing and the
 * grants each function needs, so the api, realtime and jobs stacks cannot drift apart.
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly entry: string;

  constructor(scope: Construct, id: string, given: AppFunctionProps) {
    super(scope, id);
    if ((given.table || given.pusher) && !given.access) {
      throw new Error(`${given.entry}: declare its access in functions/access.ts`);
    }
    if (given.access?.pushes && !given.pusher) throw new Error(`${given.entry} pushes but has no pusher`);
    // The endpoint and the grant to push only for a function whose code pushes.
    const props = { ...given, pusher: given.access?.pushes ? given.pusher : undefined };
    this.entry = props.entry;

    // An explicit log group (instead of the deprecated logRetention custom resource) so
    // retention is part of the stack and old logs go away with it.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const environment: Record<string, string> = {
      STAGE: 'aws',
      // Powertools names the service on every log line, metric and trace segment.
      POWERTOOLS_SERVICE_NAME: id,
      ...definedOnly({ ...props.environment }),
      ...(props.pusher ? { WS_MANAGEMENT_ENDPOINT: props.pusher.managementEndpoint } : {}),
    };

    // Its own role instead of the AWS managed AWSLambdaBasicExecutionRole, which may write to
    // every log group of the account: this one writes to the function's own log group only.
    const role = (this.role = new Role(this, 'ServiceRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.entry}: its own log group, tracing and what functions/access.ts declares`,
    }));
    logGroup.grantWrite(role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: `${path.basename(HANDLER_FILE, '.mjs')}.handler`,
      description: props.description,
      role,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      logGroup,
      environment,
    });

    if (props.table && props.access) grantTableAccess(this.fn, props.table, props.access);
    props.pusher?.grantManageConnections(this.fn);
    const bedrockModelId =
      'BEDROCK_MODEL_ID' in props.environment ? props.environment.BEDROCK_MODEL_ID : undefined;
    if (bedrockModelId) this.grantBedrock(bedrockModelId);
  }

  /** Converse and ConverseStream on the configured model (and its inference profile, if any). */
  private grantBedrock(modelId: string): void {
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        resources: bedrockModelArns(Stack.of(this), modelId),
      }),
    );
  }
}

/**
 * The model's ARNs a function may invoke. Cross-region inference profiles ("us.anthropic...")
 * route to the base model in several regions, so the base model is allowed in any region.
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  const baseModel = profile?.[2] ?? modelId;
  const resources = [
    stack.formatArn({
      service: 'bedrock',
      region: profile ? '*' : stack.region,
      account: '',
      resource: 'foundation-model',
      resourceName: baseModel,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    }),
  ];
  if (profile) {
    resources.push(
      stack.formatArn({
        service: 'bedrock',
        resource: 'inference-profile',
        resourceName: modelId,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }),
    );
  }
  return resources;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
