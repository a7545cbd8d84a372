import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStackEnv } from '../../functions/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: LocalStackEnv };
  }
}

/** One real local stack (DynamoDB Local in memory, cognito-local in a temp dir) for the run. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-it-'));
  const stack = await startLocalStack({
    root: path.resolve(import.meta.dirname, '../..'),
    port: 0,
    dataDir,
    persist: false,
    stage: 'test',
    scheduler: false,
    log: () => undefined,
  });
  project.provide('stack', { url: stack.url, env: stack.env });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
