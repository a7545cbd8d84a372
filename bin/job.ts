/**
 * `npm run job -- <name>`: runs one scheduled job once. On AWS credentials and TABLE_NAME
 * come from the environment; locally it uses the stack that `npm start` is running.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useLocalMailbox } from '../functions/adapters/mailer';
import { findJob, SCHEDULED_JOBS } from '../functions/jobs/registry';
import { DevMailbox } from '../functions/local/mailbox';
import { runJob } from '../functions/local/scheduler';
import { loadToolEnvironment } from '../functions/local/tool-env';
import { startLocalWorkers } from '../functions/local/workers';
import { getConfig } from '../functions/platform/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const name = process.argv[2];
  const job = name ? findJob(name) : undefined;
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  loadToolEnvironment(root);
  // Locally, mail a job hands to the send-email worker (daily reminders) is printed here.
  const local = getConfig().STAGE !== 'aws';
  const mailbox = new DevMailbox();
  if (local) useLocalMailbox((email) => mailbox.deliver({ ...email, code: email.code ?? null }));
  const workers = local ? startLocalWorkers(root) : undefined;
  const summary = await runJob(root, job);
  await workers?.stop();
  console.log(JSON.stringify({ job: job.name, summary }, null, 2));
}

main().catch((error: unknown) => {
  console.error('The job failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
