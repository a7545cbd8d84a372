import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What runs on AWS (STAGE=aws): Powertools' logger and metrics writing to stdout.
beforeAll(() => {
  Object.assign(process.env, {
    STAGE: 'aws',
    LOG_LEVEL: 'info',
    POWERTOOLS_SERVICE_NAME: 'clarity-test',
    POWERTOOLS_METRICS_NAMESPACE: 'ClarityTest',
  });
});

let lines: Record<string, unknown>[];
beforeEach(() => {
  lines = [];
  const capture = (chunk: unknown) => {
    for (const line of String(chunk).split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const context = {
  functionName: 'clarity-api-UsersFunction',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:clarity-api-UsersFunction',
  memoryLimitInMB: '512',
  awsRequestId: 'lambda-request-1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

describe('logs on AWS', () => {
  it('carry the service, the Lambda context and the correlation id, and forget them at the next invocation', async () => {
    const { beginInvocation, logger } = await import('../../functions/platform/logger');
    beginInvocation(context, 'api-request-7');
    logger.info('Tutor turn', { sessionId: 's1' });
    expect(lines.at(-1)).toMatchObject({
      level: 'INFO',
      message: 'Tutor turn',
      service: 'clarity-test',
      sessionId: 's1',
      correlation_id: 'api-request-7',
      function_name: 'clarity-api-UsersFunction',
      function_request_id: 'lambda-request-1',
    });
    beginInvocation({ ...context, awsRequestId: 'lambda-request-2' } as Context, undefined);
    logger.warn('Second');
    expect(lines.at(-1)).toMatchObject({ level: 'WARN', function_request_id: 'lambda-request-2' });
    expect(lines.at(-1)).not.toHaveProperty('correlation_id');
  });
});

describe('metrics on AWS', () => {
  it('are published at once in the embedded metric format, with their dimensions', async () => {
    const { countMetric } = await import('../../functions/platform/metrics');
    countMetric('XpAwarded', 30, { source: 'SCENARIO_COMPLETED' });
    const emf = lines.find((line) => '_aws' in line)!;
    expect(emf).toMatchObject({ XpAwarded: 30, source: 'SCENARIO_COMPLETED' });
    // One series per metric and chosen dimension, as the alarms read them: no service dimension.
    expect(emf).not.toHaveProperty('service');
    const directive = (
      emf._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }
    ).CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe('ClarityTest');
    expect(directive.Metrics).toEqual([{ Name: 'XpAwarded', Unit: 'Count' }]);

    countMetric('SignUps');
    const next = lines.filter((line) => '_aws' in line).at(-1)!;
    expect(next).toMatchObject({ SignUps: 1 });
    expect(next).not.toHaveProperty('source');
  });

  it('a worker that fails counts a WorkerFailures metric and still fails, for Lambda to retry', async () => {
    const { workerHandler } = await import('../../functions/platform/worker');
    const failing = workerHandler('send-email', async () => {
      throw new Error('SES said no');
    });
    await expect(failing({}, context)).rejects.toThrow('SES said no');
    expect(lines.find((line) => '_aws' in line)).toMatchObject({ WorkerFailures: 1 });
    expect(lines.find((line) => line.message === 'Worker failed')).toMatchObject({
      level: 'ERROR',
      worker: 'send-email',
    });

    lines = [];
    await workerHandler('send-email', async () => undefined)({}, context);
    expect(lines.some((line) => '_aws' in line)).toBe(false);
  });
});
