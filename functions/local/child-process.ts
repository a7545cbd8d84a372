import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Children still running; killed when this process exits for any reason. */
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function killLiveChildrenOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' also fires after an uncaught exception, so a crash never leaves DynamoDB Local or
  // cognito-local behind holding their ports. Only synchronous work is possible here.
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

/**
 * Starts a child that dies with us: it is killed on stop(), and its exit before stop() is
 * reported instead of leaving a half-working stack.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { onOutput?: (line: string) => void; onMessage?: (message: unknown) => void },
): ManagedProcess {
  const child = spawn(command, args, {
    ...options,
    stdio: options.onMessage ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  killLiveChildrenOnExit();
  if (options.onMessage) child.on('message', options.onMessage);
  let stopping = false;
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) options.onOutput?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code, signal) => {
    live.delete(child);
    if (!stopping)
      console.error(`[${name}] exited unexpectedly (code ${code ?? 'none'}, signal ${signal ?? 'none'})`);
  });
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
