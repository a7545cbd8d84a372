import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

/**
 * X-Ray subsegments for every AWS SDK call of a client (DynamoDB, Cognito, Lambda, SES,
 * Bedrock, ...). Only on AWS: locally the client is returned as is.
 *
 * Lambda (tracing active) opens the invocation's segment and runs the X-Ray daemon beside the
 * function; each SDK call becomes one subsegment of that segment, sent to the daemon over UDP
 * when the call ends, in the document format aws-xray-sdk-core sends (service, operation,
 * region, request id, retries, status; error, throttle and fault flags). The downstream call
 * carries the subsegment as its parent, so the service's own segment joins the trace. This is
 * the part of the X-Ray SDK the functions use; loading the whole SDK (through Powertools'
 * Tracer) cost each cold start more than the DynamoDB client itself.
 */

/** The part of an SDK v3 client this needs: its middleware stack and region. */
interface TraceableClient {
  middlewareStack: {
    add: (middleware: TracingMiddleware, options: { step: 'build'; name: string; override: boolean }) => void;
  };
  config: { region: () => Promise<string> };
}

type TracingMiddleware = (
  next: (args: BuildArgs) => Promise<BuildOutput>,
  context: { clientName?: string; commandName?: string },
) => (args: BuildArgs) => Promise<BuildOutput>;

interface BuildArgs {
  input?: Record<string, unknown>;
  request?: { headers?: Record<string, string> };
}

interface CallMetadata {
  $metadata?: { httpStatusCode?: number; requestId?: string; attempts?: number };
}

interface BuildOutput {
  output?: CallMetadata;
}

interface TraceContext {
  root: string;
  parent: string;
}

/** The invocation's trace: Lambda's current trace header, when this invocation is sampled. */
export function currentTrace(): TraceContext | undefined {
  const store = (
    globalThis as { awslambda?: { InvokeStore?: { getXRayTraceId?: () => string | undefined } } }
  ).awslambda?.InvokeStore;
  const header = store?.getXRayTraceId?.() ?? process.env._X_AMZN_TRACE_ID;
  if (!header) return undefined;
  const fields = new Map(
    header.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const root = fields.get('Root');
  const parent = fields.get('Parent');
  if (!root || !parent || fields.get('Sampled') !== '1') return undefined;
  return { root, parent };
}

/** The daemon's UDP address: AWS_XRAY_DAEMON_ADDRESS is "host:port" or "tcp:host:port udp:host:port". */
export function daemonAddress(value = process.env.AWS_XRAY_DAEMON_ADDRESS): { host: string; port: number } {
  const udp =
    value
      ?.split(/\s+/)
      .find((part) => part.startsWith('udp:'))
      ?.slice(4) ??
    value ??
    '127.0.0.1:2000';
  const at = udp.lastIndexOf(':');
  return { host: udp.slice(0, at), port: Number(udp.slice(at + 1)) };
}

let socket: Socket | undefined;

function send(document: Record<string, unknown>): void {
  const { host, port } = daemonAddress();
  // A lost subsegment must never fail the call it describes.
  try {
    if (!socket) {
      socket = createSocket('udp4');
      socket.unref();
      socket.on('error', () => undefined);
    }
    socket.send(`{"format":"json","version":1}\n${JSON.stringify(document)}`, port, host);
  } catch {
    // A malformed daemon address: no trace, the call goes on.
  }
}

const THROTTLES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'TooManyRequestsException',
]);

function outcome(status: number | undefined, error: Error | undefined): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  if (status === 429 || (error && THROTTLES.has(error.name))) flags.throttle = true;
  if (status !== undefined && status >= 500) flags.fault = true;
  else if (status !== undefined && status >= 400) flags.error = true;
  else if (error) flags.fault = true;
  if (error)
    flags.cause = {
      exceptions: [
        {
          id: randomBytes(8).toString('hex'),
          type: error.name,
          message: error.message,
          remote: status !== undefined,
        },
      ],
    };
  return flags;
}

interface Subsegment {
  id: string;
  trace: TraceContext;
  service: string;
  operation: string;
  start_time: number;
  region: string | undefined;
  requestId: string | undefined;
  attempts?: number;
  table?: string;
  status: number | undefined;
  failure: Error | undefined;
}

function record(call: Subsegment): void {
  send({
    id: call.id,
    name: call.service,
    namespace: 'aws',
    type: 'subsegment',
    trace_id: call.trace.root,
    parent_id: call.trace.parent,
    start_time: call.start_time,
    end_time: Date.now() / 1000,
    aws: {
      operation: call.operation,
      region: call.region,
      request_id: call.requestId,
      retries: call.attempts !== undefined ? call.attempts - 1 : undefined,
      ...(call.table !== undefined ? { table_name: call.table } : {}),
    },
    ...(call.status !== undefined ? { http: { response: { status: call.status } } } : {}),
    ...outcome(call.status, call.failure),
  });
}

const middleware =
  (client: TraceableClient): TracingMiddleware =>
  (next, context) =>
  async (args) => {
    const trace = currentTrace();
    if (!trace) return next(args);
    const id = randomBytes(8).toString('hex');
    // The downstream service records its work under this subsegment.
    if (args.request?.headers)
      args.request.headers['X-Amzn-Trace-Id'] = `Root=${trace.root};Parent=${id};Sampled=1`;
    const start_time = Date.now() / 1000;
    let metadata: CallMetadata['$metadata'];
    let failure: Error | undefined;
    try {
      const result = await next(args);
      metadata = result.output?.$metadata;
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      metadata = (error as CallMetadata).$metadata;
      throw error;
    } finally {
      const table = args.input?.TableName;
      record({
        id,
        trace,
        service: (context.clientName ?? 'AWS').replace(/Client$/, ''),
        operation: (context.commandName ?? '').replace(/Command$/, ''),
        start_time,
        region: await client.config.region().catch(() => undefined),
        requestId: metadata?.requestId,
        attempts: metadata?.attempts,
        table: typeof table === 'string' ? table : undefined,
        status: metadata?.httpStatusCode,
        failure,
      });
    }
  };

/** What a call made without the SDK reports of itself. */
export interface PlainCallResult {
  status: number;
  requestId?: string;
}

/**
 * The subsegment of an AWS call made without the SDK (the pool's GetUser): `call` receives the
 * trace header to send, so the service's own segment joins the trace, or undefined when the
 * invocation is not traced.
 */
export async function traceCall<T extends PlainCallResult>(
  service: string,
  operation: string,
  region: string,
  call: (traceHeader: string | undefined) => Promise<T>,
): Promise<T> {
  const trace = process.env.STAGE === 'aws' ? currentTrace() : undefined;
  if (!trace) return call(undefined);
  const id = randomBytes(8).toString('hex');
  const start_time = Date.now() / 1000;
  let result: T | undefined;
  let failure: Error | undefined;
  try {
    result = await call(`Root=${trace.root};Parent=${id};Sampled=1`);
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    record({
      id,
      trace,
      service,
      operation,
      start_time,
      region,
      requestId: result?.requestId,
      status: result?.status,
      failure,
    });
  }
}

export function traced<T>(client: T): T {
  if (process.env.STAGE !== 'aws') return client;
  const traceable = client as unknown as TraceableClient;
  traceable.middlewareStack.add(middleware(traceable), {
    step: 'build',
    name: 'xrayTracing',
    override: true,
  });
  return client;
}
