import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localEnvFile } from './stack';

/**
 * Command-line tools (jobs, admin) run against AWS when the environment names a table, and
 * otherwise against the local stack that `npm start` is running.
 */
export function loadToolEnvironment(root: string): 'aws' | 'local' {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'warn';
  if (process.env.TABLE_NAME) return 'aws';
  const file = localEnvFile(path.join(root, '.data'));
  if (!existsSync(file)) {
    throw new Error(
      'No TABLE_NAME in the environment and no local stack found. Start it with `npm start` first.',
    );
  }
  Object.assign(process.env, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  return 'local';
}
