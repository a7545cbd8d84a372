import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray subsegments for every AWS SDK call of a client (DynamoDB, Cognito, Lambda, SES,
 * Bedrock, ...), through Powertools' Tracer. Only on AWS: locally the client is returned as is.
 */
let tracer: Tracer | undefined;

export function traced<T>(client: T): T {
  if (process.env.STAGE !== 'aws') return client;
  tracer ??= new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'clarity' });
  return tracer.captureAWSv3Client(client);
}
