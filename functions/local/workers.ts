import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useLocalWorkerRunner } from '../platform/async-invoke';
import { logger } from '../platform/logger';
import type { Worker } from '../workers/registry';

/**
 * Lambda's asynchronous invoke, in process: the caller returns at once and the worker runs
 * on the next turn of the event loop. stop() waits for running work to finish.
 */
export function startLocalWorkers(root: string): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  useLocalWorkerRunner((worker: Worker, payload: unknown) => {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(
        () =>
          import(pathToFileURL(path.join(root, worker.module)).href) as Promise<{
            handler: (p: unknown) => Promise<unknown>;
          }>,
      )
      .then((mod) => mod.handler(payload))
      .then(() => undefined)
      .catch((error: unknown) => logger.error('Worker failed', { worker: worker.name, error }))
      .finally(() => running.delete(job));
    running.add(job);
  });
  return {
    stop: async () => {
      useLocalWorkerRunner(undefined);
      await Promise.all([...running]);
    },
  };
}
