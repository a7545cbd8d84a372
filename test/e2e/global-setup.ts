import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../../functions/local/stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-e2e-'));
  const stack = await startLocalStack({
    root: path.resolve(import.meta.dirname, '../..'),
    port: 0,
    dataDir,
    persist: false,
    stage: 'test',
    scheduler: false,
    log: () => undefined,
  });
  // Workers inherit the environment, which is how specs find the stack and its pool.
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_STACK_ENV = JSON.stringify(stack.env);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
