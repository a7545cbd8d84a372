import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCHEDULED_JOBS, type ScheduledJob } from '../jobs/registry';
import { logger } from '../platform/logger';

type JobModule = { run: () => Promise<unknown> };

export async function runJob(root: string, job: ScheduledJob): Promise<unknown> {
  const mod = (await import(pathToFileURL(path.join(root, job.module)).href)) as JobModule;
  return mod.run();
}

/** EventBridge Scheduler's stand-in: each job on its own timer, one run at a time. */
export function startScheduler(root: string): { stop(): void } {
  const timers = SCHEDULED_JOBS.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runJob(root, job)
        .then((summary) => logger.info('Scheduled job finished', { job: job.name, summary }))
        .catch((error: unknown) => logger.error('Scheduled job failed', { job: job.name, error }))
        .finally(() => {
          running = false;
        });
    }, job.everyMinutes * 60_000);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
