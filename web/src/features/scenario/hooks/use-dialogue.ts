import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeSocket, type SocketState } from '#lib/realtime-socket';
import type { ServerMessage } from '#shared/schemas/realtime';
import type { ScenarioFeedback, ScenarioMessage } from '#shared/schemas/scenarios';
import { getScenario, scenarioQueryKey } from '../api/get-scenario';
import { respondToTutor } from '../api/scenario-actions';

export interface DialogueState {
  messages: ScenarioMessage[];
  feedback: ScenarioFeedback | null;
  awaitingReply: boolean;
  /** The tutor's reply as it streams in (model-backed tutor only). */
  partial: string;
  socket: SocketState;
  sendError: string | null;
  send: (text: string) => Promise<boolean>;
}

/** While a reply is awaited and the socket cannot deliver it, the API is asked this often. */
const FALLBACK_POLL_MS = 4000;

function latestFeedback(messages: ScenarioMessage[]): ScenarioFeedback | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const feedback = messages[i]!.feedback;
    if (feedback) return feedback;
  }
  return null;
}

function merge(current: ScenarioMessage[], incoming: ScenarioMessage[]): ScenarioMessage[] {
  const known = new Set(current.map((m) => m.id));
  return [...current, ...incoming.filter((m) => !known.has(m.id))];
}

/**
 * One dialogue: the messages so far, sending a reply, and the tutor's answer arriving over the
 * WebSocket. A reply missed while the socket was down is fetched from the API on reconnect.
 */
export function useDialogue(
  scenarioId: string,
  sessionId: string,
  initial: { messages: ScenarioMessage[]; awaitingReply: boolean },
  shareableId?: string,
): DialogueState {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState(initial.messages);
  const [awaitingReply, setAwaitingReply] = useState(initial.awaitingReply);
  const [partial, setPartial] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const sessionRef = useRef(sessionId);
  sessionRef.current = sessionId;

  const catchUp = useCallback(async () => {
    const detail = await getScenario(scenarioId).catch(() => null);
    if (!detail || detail.sessionId !== sessionRef.current) return;
    setMessages((current) => merge(current, detail.messages));
    if (!detail.awaitingReply) {
      setAwaitingReply(false);
      setPartial('');
    }
    queryClient.setQueryData(scenarioQueryKey(scenarioId), detail);
  }, [queryClient, scenarioId]);

  const onMessage = useCallback((message: ServerMessage) => {
    if (message.type === 'partial' && message.sessionId === sessionRef.current) setPartial(message.text);
    if (message.type === 'messages' && message.sessionId === sessionRef.current) {
      setMessages((current) => merge(current, message.messages));
      setAwaitingReply(false);
      setPartial('');
    }
  }, []);

  const socket = useRealtimeSocket(onMessage, () => void catchUp());

  useEffect(() => {
    if (!awaitingReply || socket === 'connected') return;
    const timer = setInterval(() => void catchUp(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [awaitingReply, socket, catchUp]);

  const send = useCallback(
    async (text: string) => {
      setSendError(null);
      const optimistic: ScenarioMessage = {
        id: `local-${Date.now()}`,
        type: 'USER',
        content: text,
        timestamp: new Date().toISOString(),
      };
      setMessages((current) => [...current, optimistic]);
      setAwaitingReply(true);
      try {
        const { messageId } = await respondToTutor(scenarioId, sessionId, text, shareableId);
        setMessages((current) => current.map((m) => (m.id === optimistic.id ? { ...m, id: messageId } : m)));
        return true;
      } catch (error) {
        setMessages((current) => current.filter((m) => m.id !== optimistic.id));
        setAwaitingReply(false);
        setSendError(error instanceof Error ? error.message : 'Your reply could not be sent.');
        return false;
      }
    },
    [scenarioId, sessionId, shareableId],
  );

  return { messages, feedback: latestFeedback(messages), awaitingReply, partial, socket, sendError, send };
}
