/**
 * `npm start`: the whole product on this machine, persisted under .data/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PortInUseError, startLocalStack } from '../functions/local/stack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = Date.now();
  const stack = await startLocalStack({
    root,
    port,
    dataDir: path.join(root, '.data'),
    persist: true,
    stage: 'local',
    scheduler: true,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const banner = [
    '',
    '  ┌──────────────────────────────────────────────────────────┐',
    `  │  Clarity is running at ${stack.url.padEnd(34)}│`,
    `  │  API:      ${`${stack.url}/api/v1/health`.padEnd(46)}│`,
    `  │  Mailbox:  ${`${stack.url}/__dev/mailbox?email=…`.padEnd(46)}│`,
    `  │  Ready in ${`${seconds} s. Press Ctrl-C to stop.`.padEnd(47)}│`,
    '  └──────────────────────────────────────────────────────────┘',
    '',
  ];
  console.log(banner.join('\n'));

  let stopping = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping (${signal})...`);
    await stack.stop().catch((error: unknown) => console.error('Stopping failed:', error));
    process.exit(exitCode);
  };
  // A fault nobody caught still stops the stack cleanly, so a restart finds its ports free.
  process.on('uncaughtException', (error) => {
    console.error('\nUnexpected error:', error);
    void shutdown('uncaught exception', 1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(`\n${error.message}\n`);
  else console.error('\nThe local stack failed to start:', error);
  process.exit(1);
});
