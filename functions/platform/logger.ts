import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/**
 * Structured logs. On AWS (STAGE=aws) through Powertools' Logger: one JSON line per event
 * with the Lambda context (function, request id, cold start), the correlation id of the
 * request and the service name. Locally one compact JSON line per event on the console, as
 * a person at a terminal reads it. The level comes from LOG_LEVEL (default info).
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

const onAws = () => process.env.STAGE === 'aws';

let powertools: Logger | undefined;

/** The Powertools logger of this function (on AWS only). */
export function awsLogger(): Logger {
  powertools ??= new Logger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'clarity',
    logLevel: (process.env.LOG_LEVEL ?? 'info').toUpperCase() as 'INFO',
  });
  return powertools;
}

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as keyof typeof LEVELS;
  return LEVELS[configured] ?? LEVELS.info;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (onAws()) {
    awsLogger()[level](message, fields);
    return;
  }
  if (LEVELS[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields }, errorReplacer);
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/**
 * Starts an invocation's logs: its Lambda context and correlation id (API Gateway's request
 * id, or the id a worker was handed) on every line until the next invocation.
 */
export function beginInvocation(context: Context | undefined, correlationId: string | undefined): void {
  if (!onAws()) return;
  const aws = awsLogger();
  aws.resetKeys();
  if (context) aws.addContext(context);
  if (correlationId) aws.appendKeys({ correlation_id: correlationId });
}
