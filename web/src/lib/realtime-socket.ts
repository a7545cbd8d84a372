import { useEffect, useRef, useState } from 'react';
import { WEBSOCKET_PATH } from '#shared/constants';
import type { ServerMessage } from '#shared/schemas/realtime';
import { apiClient } from './api-client';
import { tokenStorage } from './token-storage';

export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

const MAX_BACKOFF_MS = 15_000;

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s ... up to 15 s. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${WEBSOCKET_PATH}`;
}

/**
 * The learner's WebSocket: connects, authenticates by sending {token}, delivers server
 * messages, and reconnects with backoff. After a reconnect `onReconnect` runs so the caller
 * can fetch whatever arrived while the socket was down.
 */
export function useRealtimeSocket(
  onMessage: (message: ServerMessage) => void,
  onReconnect?: () => void,
): SocketState {
  const [state, setState] = useState<SocketState>('connecting');
  const handlers = useRef({ onMessage, onReconnect });
  handlers.current = { onMessage, onReconnect };

  useEffect(() => {
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everConnected = false;
    let stopped = false;

    const schedule = () => {
      if (stopped) return;
      setState(navigator.onLine === false ? 'offline' : 'reconnecting');
      timer = setTimeout(connect, backoffDelay(attempt));
      attempt += 1;
    };

    function connect() {
      if (stopped) return;
      const token = tokenStorage.getAccessToken();
      if (!token) return;
      socket = new WebSocket(socketUrl());
      socket.onopen = () => socket?.send(JSON.stringify({ token: tokenStorage.getAccessToken() ?? token }));
      socket.onmessage = (event: MessageEvent<string>) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(event.data) as ServerMessage;
        } catch {
          return;
        }
        if (message.type === 'auth_success') {
          attempt = 0;
          setState('connected');
          if (everConnected) handlers.current.onReconnect?.();
          everConnected = true;
          return;
        }
        if (message.type === 'auth_error') {
          // Most likely an expired token: any API call refreshes it, then we try again.
          void apiClient.get('/users/me').finally(() => socket?.close());
          return;
        }
        handlers.current.onMessage(message);
      };
      socket.onclose = () => {
        socket = undefined;
        schedule();
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, []);

  return state;
}
