import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * One HTTP(S) request with node:http(s), for the few calls on a signed-in cold start that need
 * neither the global fetch (it loads undici) nor an SDK client: the pool's key set and its
 * GetUser. The answer is read whole, up to `maxBytes`; a slower or larger one is an error.
 */
export interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PlainRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string | number>;
  body?: string;
  timeoutMs: number;
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;

export function plainRequest(url: string | URL, options: PlainRequest): Promise<PlainResponse> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? 'GET',
        timeout: options.timeoutMs,
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': Buffer.byteLength(options.body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes)
            request.destroy(new Error(`${target.host} answered more than ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${target.host} timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}
