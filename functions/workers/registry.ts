/**
 * Asynchronous workers: work a handler hands off and does not wait for. On AWS each is its
 * own Lambda invoked with InvocationType Event; the local server runs the same module in
 * process. Each module exports `handler(payload)`.
 */
export interface Worker {
  name: string;
  description: string;
  module: string;
  timeoutSeconds: number;
}

export const WORKERS: readonly Worker[] = [
  {
    name: 'send-email',
    description: 'Sends one email through SES (the dev mailbox locally).',
    module: 'functions/workers/send-email.ts',
    timeoutSeconds: 30,
  },
  {
    name: 'tutor-turn',
    description: "Runs the tutor on a learner's message, stores the reply and pushes it over the WebSocket.",
    module: 'functions/workers/tutor-turn.ts',
    timeoutSeconds: 60,
  },
  {
    name: 'score-assessment',
    description: 'Scores an assessment attempt into its cognitive snapshot.',
    module: 'functions/workers/score-assessment.ts',
    timeoutSeconds: 30,
  },
];

export type WorkerName = 'send-email' | 'tutor-turn' | 'score-assessment';

export function findWorker(name: string): Worker | undefined {
  return WORKERS.find((w) => w.name === name);
}

/** The environment variable that tells callers the worker's function name on AWS. */
export function workerFunctionEnvName(name: string): string {
  return `WORKER_${name.toUpperCase().replace(/-/g, '_')}_FUNCTION`;
}
