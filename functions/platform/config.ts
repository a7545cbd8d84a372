import * as z from 'zod';

/**
 * Runtime configuration of every Lambda and of the local server, read from the
 * environment once and validated. The CDK stacks set these variables on AWS; the local
 * server sets them for its in-process handlers.
 */
const configSchema = z.object({
  STAGE: z.enum(['local', 'test', 'aws']).default('aws'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  /** Only set locally: DynamoDB Local's URL. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Token issuer: https://cognito-idp.<region>.amazonaws.com/<poolId>, or cognito-local's. */
  COGNITO_ISSUER: z.url(),
  COGNITO_USER_POOL_ID: z.string().min(1),
  COGNITO_CLIENT_ID: z.string().min(1),
  /** Only set locally: cognito-local's URL. */
  COGNITO_ENDPOINT: z.url().optional(),
  /** https://<api-id>.execute-api.<region>.amazonaws.com/<stage>, or the local server's /ws. */
  WS_MANAGEMENT_ENDPOINT: z.url().optional(),
  /** Public origin of the web app, for links in emails and redirects. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /**
   * Base URL of the user pool's OAuth endpoints (https://<prefix>.auth.<region>.amazoncognito.com),
   * or the local stand-in. Google sign-in is offered only when it is set.
   */
  COGNITO_OAUTH_URL: z.url().optional(),
  BEDROCK_MODEL_ID: z.string().optional(),
  /** Verified SES sender for the product's own emails. */
  MAIL_FROM: z.string().min(3).optional(),
  /** SES configuration set of the product's mail: reputation metrics, bounce and complaint handling. */
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
  /** Where learners' feedback is forwarded; forwarding is off when unset. */
  FEEDBACK_INBOX: z.email().optional(),
  /** AWS: Secrets Manager secret holding {"secretKey": "sk_...", "webhookSecret": "whsec_..."}. */
  STRIPE_SECRET_NAME: z.string().min(1).optional(),
  /** AWS: the Strategist plan's annual Stripe price. */
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Local stand-in only: the webhook signing secret shared with the local checkout page. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * A secret CloudFront adds to every request it forwards to the HTTP API (x-origin-verify).
   * Only a request carrying it may speak for the viewer's address; others count by source IP.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type RuntimeConfig = z.infer<typeof configSchema>;

let cached: RuntimeConfig | undefined;

export function getConfig(): RuntimeConfig {
  if (!cached) {
    const parsed = configSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid runtime configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Environment variable names the stacks and the local server must provide. */
export const CONFIG_KEYS = Object.keys(configSchema.shape) as (keyof RuntimeConfig)[];
