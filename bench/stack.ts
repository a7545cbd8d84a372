import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack, type LocalStack } from '../functions/local/stack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a benchmark against a fresh, silent local stack in a temporary directory, then removes it. */
export async function withBenchStack<T>(run: (stack: LocalStack) => Promise<T>): Promise<T> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarity-bench-'));
  const stack = await startLocalStack({
    root,
    port: 0,
    dataDir,
    persist: false,
    stage: 'test',
    log: () => undefined,
  });
  try {
    return await run(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
