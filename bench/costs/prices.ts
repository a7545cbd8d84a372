/**
 * Public on-demand list prices in us-east-1, in US dollars, the only place the cost model
 * (`npm run costs`) takes a price from. Free tiers are left out on purpose: they are account
 * wide and small at these volumes. Re-check each page before quoting a figure and move
 * PRICES_AS_OF with any change.
 */
export const PRICES_AS_OF = '2025-06-01';

export const PRICES = {
  lambda: {
    /** Arm64 (every function of the stacks), first 6 billion GB-s a month. */
    perGbSecond: 0.0000133334,
    perMillionRequests: 0.2,
    source: 'https://aws.amazon.com/lambda/pricing/',
  },
  httpApi: {
    /** First 300 million a month; a request is metered in 512 KB steps. */
    perMillionRequests: 1.0,
    source: 'https://aws.amazon.com/api-gateway/pricing/',
  },
  webSocket: {
    /** First billion messages a month; a message is metered in 32 KB steps. */
    perMillionMessages: 1.0,
    perMillionConnectionMinutes: 0.25,
    source: 'https://aws.amazon.com/api-gateway/pricing/',
  },
  dynamodb: {
    /** On-demand throughput (since the November 2024 price cut). */
    perMillionWriteUnits: 0.625,
    perMillionReadUnits: 0.125,
    storagePerGbMonth: 0.25,
    /** Continuous backups (point-in-time recovery), per GB-month of table size. */
    pitrPerGbMonth: 0.2,
    /** Export to S3 (full, or incremental per GB of changed data processed). */
    exportPerGb: 0.1,
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  bedrock: {
    /** Claude 3.5 Haiku on demand, the model the deploy guide names for the tutor. */
    model: 'anthropic.claude-3-5-haiku-20241022-v1:0',
    perMillionInputTokens: 0.8,
    perMillionOutputTokens: 4.0,
    source: 'https://aws.amazon.com/bedrock/pricing/',
  },
  cloudfront: {
    /** Data transfer out to the internet, North America and Europe, first 10 TB a month. */
    perGbOut: 0.085,
    /** HTTPS requests, North America and Europe. */
    perMillionRequests: 1.0,
    /** CloudFront Functions (the SPA rewrite on the bucket behaviour). */
    perMillionFunctionInvocations: 0.1,
    source: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  waf: {
    perWebAclMonth: 5.0,
    perRuleMonth: 1.0,
    perMillionRequests: 0.6,
    source: 'https://aws.amazon.com/waf/pricing/',
  },
  ses: {
    perThousandEmails: 0.1,
    source: 'https://aws.amazon.com/ses/pricing/',
  },
  s3: {
    /** S3 Standard, first 50 TB; Standard-IA after 30 days (the exports bucket's lifecycle). */
    standardPerGbMonth: 0.023,
    infrequentPerGbMonth: 0.0125,
    source: 'https://aws.amazon.com/s3/pricing/',
  },
  cognito: {
    /** Plus feature plan (threat protection, the stacks' default): every monthly active user. */
    plusPerMau: 0.02,
    /** Essentials (`threatProtection=off`): users above the free ones. */
    essentialsPerMau: 0.015,
    essentialsFreeMau: 10_000,
    source: 'https://aws.amazon.com/cognito/pricing/',
  },
  cloudwatchLogs: {
    ingestPerGb: 0.5,
    source: 'https://aws.amazon.com/cloudwatch/pricing/',
  },
} as const;

type Widen<T> = {
  readonly [K in keyof T]: T[K] extends number ? number : T[K] extends string ? string : Widen<T[K]>;
};

/** The shape of the price list, with any figures (the unit test checks the arithmetic with its own). */
export type Prices = Widen<typeof PRICES>;
