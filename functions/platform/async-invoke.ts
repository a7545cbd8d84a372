import type { LambdaClient } from '@aws-sdk/client-lambda';
import { findWorker, workerFunctionEnvName, type Worker, type WorkerName } from '../workers/registry';
import { getConfig } from './config';
import { traced } from './tracing';

/**
 * Hands work to a worker without waiting for it. On AWS: an asynchronous Lambda invoke
 * (Lambda retries failures twice). Locally: the local server's in-process runner.
 */
export type LocalWorkerRunner = (worker: Worker, payload: unknown) => void;

let localRunner: LocalWorkerRunner | undefined;
let lambda:
  | Promise<{ client: LambdaClient; InvokeCommand: typeof import('@aws-sdk/client-lambda').InvokeCommand }>
  | undefined;

/**
 * The Lambda client, loaded on the first hand-off rather than at cold start: most requests of
 * the functions that hand work on never do, and the client is as heavy as the DynamoDB one.
 */
function lambdaClient(region: string) {
  lambda ??= import('@aws-sdk/client-lambda')
    .then(({ LambdaClient, InvokeCommand }) => ({
      client: traced(new LambdaClient({ region })),
      InvokeCommand,
    }))
    .catch((error: unknown) => {
      lambda = undefined;
      throw error;
    });
  return lambda;
}

export function useLocalWorkerRunner(runner: LocalWorkerRunner | undefined): void {
  localRunner = runner;
}

export async function invokeAsync(name: WorkerName, payload: unknown): Promise<void> {
  const worker = findWorker(name);
  if (!worker) throw new Error(`Unknown worker ${name}`);
  const config = getConfig();
  if (config.STAGE !== 'aws') {
    if (!localRunner) throw new Error('No local worker runner: start the local stack');
    localRunner(worker, payload);
    return;
  }
  const functionName = process.env[workerFunctionEnvName(name)];
  if (!functionName) throw new Error(`${workerFunctionEnvName(name)} is not set`);
  const { client, InvokeCommand } = await lambdaClient(config.AWS_REGION);
  const result = await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: Buffer.from(JSON.stringify(payload)),
    }),
  );
  if (result.StatusCode !== 202) throw new Error(`Async invoke of ${name} answered ${result.StatusCode}`);
}
