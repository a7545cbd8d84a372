/**
 * `npm run job -- <name>`: runs one scheduled job once. On AWS credentials and TABLE_NAME
 * come from the environment; locally it uses the stack that `npm start` is running.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJob, SCHEDULED_JOBS } from '../functions/jobs/registry';
import { runJob } from '../functions/local/scheduler';
import { loadToolEnvironment } from '../functions/local/tool-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const name = process.argv[2];
  const job = name ? findJob(name) : undefined;
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  loadToolEnvironment(root);
  const summary = await runJob(root, job);
  console.log(JSON.stringify({ job: job.name, summary }, null, 2));
}

main().catch((error: unknown) => {
  console.error('The job failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
