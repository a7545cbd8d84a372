import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as sweepConnections } from '../../functions/jobs/sweep-connections';
import { WEBSOCKET_LIMITS } from '../../functions/local/ws-gateway';
import { listLiveConnectionsOf } from '../../functions/repositories/connection-repository';
import { AUTH_DEADLINE_SECONDS, REALTIME_TEXTS, sendToUser } from '../../functions/services/realtime-service';
import { createSignedInAccount, tamper, type TestAccount } from '../support/accounts';
import { RecordingSocket } from '../support/ws-client';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let learner: TestAccount;
const open: RecordingSocket[] = [];

async function connect(): Promise<RecordingSocket> {
  const socket = await RecordingSocket.open(url);
  open.push(socket);
  return socket;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  learner = await createSignedInAccount(env);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('WebSocket endpoint /ws', () => {
  it('authenticates with {token}, then delivers what a handler posts through the management API', async () => {
    const socket = await connect();
    socket.send({ token: learner.accessToken });
    expect(await socket.ofType('auth_success')).toEqual({ type: 'auth_success', userId: learner.userId });

    // A handler elsewhere pushes to the learner: the same code path the tutor worker uses.
    const delivered = await sendToUser(learner.userId, {
      type: 'notice',
      message: 'Your reply is being read.',
    });
    expect(delivered).toBe(1);
    expect(await socket.ofType('notice')).toEqual({ type: 'notice', message: 'Your reply is being read.' });

    socket.send({ type: 'ping' });
    expect(await socket.ofType('pong')).toEqual({ type: 'pong' });
  });

  it('records the connection for the learner and forgets it on disconnect', async () => {
    const socket = await connect();
    socket.send({ token: learner.accessToken });
    await socket.ofType('auth_success');
    const before = await listLiveConnectionsOf(learner.userId, nowSeconds());
    expect(before.length).toBeGreaterThanOrEqual(1);

    await socket.close();
    open.splice(open.indexOf(socket), 1);
    await expect
      .poll(async () => (await listLiveConnectionsOf(learner.userId, nowSeconds())).length)
      .toBe(before.length - 1);
  });

  it('refuses pings before authentication', async () => {
    const socket = await connect();
    socket.send({ type: 'ping' });
    expect(await socket.ofType('error')).toEqual({
      type: 'error',
      message: REALTIME_TEXTS.authenticateFirst,
    });
    expect(socket.messages.some((m) => m.type === 'pong')).toBe(false);
  });

  it('answers a message that is not JSON with an error', async () => {
    const socket = await connect();
    socket.socket.send('hello?');
    expect(await socket.ofType('error')).toEqual({ type: 'error', message: REALTIME_TEXTS.invalidMessage });
  });

  it('rejects a tampered token and closes the socket', async () => {
    const socket = await connect();
    socket.send({ token: tamper(learner.accessToken) });
    expect(await socket.ofType('auth_error')).toMatchObject({ type: 'auth_error' });
    await socket.whenClosed();
    expect(socket.messages.some((m) => m.type === 'auth_success')).toBe(false);
  });

  it("does not deliver one learner's messages to another", async () => {
    const other = await createSignedInAccount(env);
    const mine = await connect();
    const theirs = await connect();
    mine.send({ token: learner.accessToken });
    theirs.send({ token: other.accessToken });
    await mine.ofType('auth_success');
    await theirs.ofType('auth_success');

    await sendToUser(other.userId, { type: 'notice', message: 'for the other learner' });
    await theirs.ofType('notice');
    await sendToUser(learner.userId, { type: 'notice', message: 'for me' });
    expect(await mine.ofType('notice')).toEqual({ type: 'notice', message: 'for me' });
    expect(mine.messages.filter((m) => m.type === 'notice')).toEqual([{ type: 'notice', message: 'for me' }]);
  });
});

describe('WebSocket endpoint /ws under hostile frames', () => {
  /** The server still answers HTTP and authenticates a fresh socket. */
  async function expectServerAnswering() {
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);
    const fresh = await connect();
    fresh.send({ token: learner.accessToken });
    expect(await fresh.ofType('auth_success')).toMatchObject({ userId: learner.userId });
  }

  it('closes only the offending socket on a text frame that is not UTF-8 (1007)', async () => {
    const socket = await connect();
    socket.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0xfd, 0x7d]), { binary: false });
    expect(await socket.whenClosed()).toBe(1007);
    await expectServerAnswering();
  });

  it('closes only the offending socket on a frame over the size limit (1009)', async () => {
    const socket = await connect();
    socket.socket.send('x'.repeat(WEBSOCKET_LIMITS.maxPayloadBytes + 1));
    expect(await socket.whenClosed()).toBe(1009);
    await expectServerAnswering();
  });

  it('survives a client that resets mid-frame, and a storm of malformed messages', async () => {
    const broken = await connect();
    broken.socket.send('{"token": "abc"}');
    broken.socket.terminate();
    const noisy = await connect();
    for (let i = 0; i < 50; i += 1) noisy.socket.send(i % 2 ? '\u0000\u001b[2J' : '{"token":');
    await noisy.next((m) => m.type === 'error');
    await expectServerAnswering();
  });

  it('closes a socket that never authenticates once its deadline has passed, and keeps signed-in ones', async () => {
    const silent = await connect();
    const signedIn = await connect();
    signedIn.send({ token: learner.accessToken });
    await signedIn.ofType('auth_success');

    await sweepConnections(new Date(Date.now() + (AUTH_DEADLINE_SECONDS + 5) * 1000));

    expect(await silent.whenClosed()).toBe(1000);
    signedIn.send({ type: 'ping' });
    expect(await signedIn.ofType('pong')).toEqual({ type: 'pong' });
  });
});
