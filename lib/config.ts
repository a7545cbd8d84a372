import type { Node } from 'constructs';
import * as z from 'zod';
import { parseMailFrom } from './constructs/mail-sender';

/**
 * Deploy-time configuration, read from CDK context (cdk.json or `-c key=value`) and
 * validated once. Every key has a default so `new App()` in tests, which never reads
 * cdk.json, builds the same stacks as `cdk synth`.
 */

// `-c key=` and the empty strings in cdk.json both mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

// Context given on the command line always arrives as a string.
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    z.number().int().positive().default(fallback),
  );

const contextSchema = z
  .object({
    appName: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,24}$/, 'lowercase letters, digits and hyphens, 2-25 characters')
      .default('clarity'),
    domainName: optional(z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a lowercase host name')),
    certificateArn: optional(
      z
        .string()
        .regex(
          /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/,
          'an ACM certificate ARN in us-east-1',
        ),
    ),
    googleClientId: optional(z.string().min(1)),
    googleClientSecretName: optional(z.string().min(1)),
    cognitoDomainPrefix: optional(
      z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lowercase letters, digits and hyphens'),
    ),
    bedrockModelId: optional(z.string().min(1)),
    /** Secrets Manager secret with {"secretKey", "webhookSecret"} for Stripe. */
    stripeSecretName: optional(z.string().min(1)),
    /** The Strategist plan's annual Stripe price id. */
    stripePriceId: optional(z.string().regex(/^price_[A-Za-z0-9]+$/, 'a Stripe price id (price_...)')),
    alarmEmail: optional(z.email()),
    mailFrom: optional(z.string().min(3)),
    feedbackInbox: optional(z.email()),
    webOrigin: optional(z.url({ protocol: /^https$/ }).regex(/^[^/]+\/\/[^/]+$/, 'an origin without a path')),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    apiRateLimit: positiveInt(50),
    apiBurstLimit: positiveInt(100),
    /** Cognito threat protection (needs the Plus feature plan unless off). */
    threatProtection: z.enum(['enforced', 'audit', 'off']).default('enforced'),
    /** WAF: requests one client address may make in five minutes, across the site. */
    wafRequestsPerFiveMinutes: positiveInt(2000),
    /** WAF: requests one client address may make to /api/v1/auth/* in five minutes. */
    wafAuthRequestsPerFiveMinutes: positiveInt(100),
    /**
     * Synthesis to read or diff the templates, never to deploy (`npm run synth`): the
     * reminders that matter only to a deploy (no web build, no site origin yet) stay quiet.
     */
    templateCheck: z.preprocess(
      (value) =>
        value === 'true' ? true : value === 'false' || value === '' || value == null ? false : value,
      z.boolean(),
    ),
  })
  .superRefine((ctx, issues) => {
    if (Boolean(ctx.domainName) !== Boolean(ctx.certificateArn)) {
      issues.addIssue({
        code: 'custom',
        path: ['certificateArn'],
        message: 'domainName and certificateArn must be set together (CloudFront needs the certificate)',
      });
    }
    if (Boolean(ctx.stripeSecretName) !== Boolean(ctx.stripePriceId)) {
      issues.addIssue({
        code: 'custom',
        path: ['stripePriceId'],
        message: 'payments need both stripeSecretName and stripePriceId',
      });
    }
    if (ctx.mailFrom) {
      try {
        parseMailFrom(ctx.mailFrom);
      } catch (error) {
        issues.addIssue({ code: 'custom', path: ['mailFrom'], message: (error as Error).message });
      }
    }
    if (ctx.feedbackInbox && !ctx.mailFrom) {
      issues.addIssue({
        code: 'custom',
        path: ['feedbackInbox'],
        message: 'forwarding feedback by email needs mailFrom, a sender address verified in SES',
      });
    }
    if (ctx.googleClientId && !ctx.webOrigin && !ctx.domainName) {
      issues.addIssue({
        code: 'custom',
        path: ['googleClientId'],
        message:
          'Google sign-in needs a known site origin for its callback URL: set domainName, or webOrigin to the SiteUrl of a first deploy',
      });
    }
  });

export type InfraContext = z.infer<typeof contextSchema>;

export interface InfraConfig extends InfraContext {
  /** Public origin of the web app, when it is known before CloudFront exists. */
  resolvedWebOrigin: string | undefined;
  /** Secrets Manager secret holding the Google OAuth client secret (plain string). */
  resolvedGoogleSecretName: string;
}

/** Context keys this app reads; the docs and cdk.json list the same keys. */
export const CONTEXT_KEYS = Object.keys(contextSchema.shape) as (keyof InfraContext)[];

export function readConfig(node: Node): InfraConfig {
  const raw = Object.fromEntries(CONTEXT_KEYS.map((key) => [key, node.tryGetContext(key) as unknown]));
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'context'}: ${i.message}`);
    throw new Error(`Invalid CDK context:\n  ${problems.join('\n  ')}`);
  }
  const ctx = parsed.data;
  return {
    ...ctx,
    resolvedWebOrigin: ctx.webOrigin ?? (ctx.domainName ? `https://${ctx.domainName}` : undefined),
    resolvedGoogleSecretName: ctx.googleClientSecretName ?? `${ctx.appName}/google-client-secret`,
  };
}

/** The CloudWatch namespace of the product metrics: one per copy of the app (clarity -> Clarity). */
export function metricsNamespace(appName: string): string {
  return appName.replace(/(^|-)([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}
