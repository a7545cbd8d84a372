import { WebSocket } from 'ws';

/** A WebSocket client that records every message and lets a test await the next match. */
export class RecordingSocket {
  readonly messages: Array<Record<string, unknown>> = [];
  private waiters: Array<{
    match: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }> = [];
  private closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static open(baseUrl: string): Promise<RecordingSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RecordingSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  next(match: (m: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No matching message; got ${JSON.stringify(this.messages)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  ofType(type: string) {
    return this.next((m) => m.type === type);
  }

  whenClosed(): Promise<number> {
    return this.closed;
  }

  close(): Promise<number> {
    this.socket.close();
    return this.closed;
  }
}
