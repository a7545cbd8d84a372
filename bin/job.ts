/**
 * `npm run job -- <name>`: runs one scheduled job once. On AWS credentials and TABLE_NAME
 * come from the environment; locally it uses the stack that `npm start` is running.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJob, SCHEDULED_JOBS } from '../functions/jobs/registry';
import { localEnvFile } from '../functions/local/stack';
import { runJob } from '../functions/local/scheduler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const name = process.argv[2];
  const job = name ? findJob(name) : undefined;
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  if (!process.env.TABLE_NAME) {
    const file = localEnvFile(path.join(root, '.data'));
    if (!existsSync(file)) {
      console.error(
        'No TABLE_NAME in the environment and no local stack found. Start it with `npm start` first.',
      );
      process.exit(1);
    }
    Object.assign(process.env, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  const summary = await runJob(root, job);
  console.log(JSON.stringify({ job: job.name, summary }, null, 2));
}

main().catch((error: unknown) => {
  console.error('The job failed:', error);
  process.exit(1);
});
