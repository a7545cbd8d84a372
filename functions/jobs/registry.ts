import { LEADERBOARD_REFRESH_MINUTES } from '../../shared/constants';

/**
 * Scheduled jobs. The jobs stack creates one EventBridge Scheduler schedule and one Lambda
 * per entry; the local server runs the same modules on an in-process timer; and
 * `npm run job -- <name>` runs one once. Each module exports `handler` (the Lambda entry)
 * and `run()` (the work, returning a summary).
 */
export interface ScheduledJob {
  name: string;
  description: string;
  /** Minutes between runs (EventBridge Scheduler rate expression). */
  everyMinutes: number;
  /** Module path from the repository root. */
  module: string;
  /** Lambda timeout for the job. */
  timeoutSeconds: number;
  /** Lambda memory; the leaderboard job holds the whole roster (about 1 KB a learner in memory). */
  memoryMb?: number;
  /** At most this many runs at once (reserved concurrency); a run that outlasts its interval is not joined by the next. */
  maxConcurrentRuns?: number;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'leaderboards',
    description:
      'Ranks every learner on the nine boards from one read of the roster index, records rank changes, and closes finished weeks and months.',
    everyMinutes: LEADERBOARD_REFRESH_MINUTES,
    module: 'functions/jobs/leaderboards.ts',
    timeoutSeconds: 900,
    memoryMb: 3008,
    // A run may take longer than the 15-minute interval: two would write the same boards.
    maxConcurrentRuns: 1,
  },
  {
    name: 'sweep-connections',
    description:
      'Closes sockets that never authenticated and deletes connection records whose expiry has passed, so pushes never fan out to dead sockets.',
    everyMinutes: 1,
    module: 'functions/jobs/sweep-connections.ts',
    timeoutSeconds: 60,
  },
  {
    name: 'daily-reminders',
    description:
      "Emails a reminder in each learner's own morning to those with daily reminders on whose streak is at risk, at most once a local day.",
    everyMinutes: 60,
    module: 'functions/jobs/daily-reminders.ts',
    timeoutSeconds: 300,
  },
];

export function findJob(name: string): ScheduledJob | undefined {
  return SCHEDULED_JOBS.find((j) => j.name === name);
}
