import * as z from 'zod';
import type { ScenarioMessagesEvent, ScenarioPartialEvent } from './scenarios';

/**
 * WebSocket protocol. The client opens /ws and authenticates by sending {token}; the
 * server answers {type: 'auth_success'} or {type: 'auth_error'}. Everything the server pushes
 * afterwards is a ServerMessage.
 */
export const clientAuthMessageSchema = /* @__PURE__ */ z
  .object({ token: z.string().min(1).max(8192) })
  .strict();
export const clientPingMessageSchema = /* @__PURE__ */ z.object({ type: z.literal('ping') }).strict();
export const clientMessageSchema = /* @__PURE__ */ z.union([
  clientAuthMessageSchema,
  clientPingMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'auth_success'; userId: string }
  | { type: 'auth_error'; message: string }
  | { type: 'pong' }
  | { type: 'error'; message: string }
  | { type: 'notice'; message: string }
  | ScenarioMessagesEvent
  | ScenarioPartialEvent;
