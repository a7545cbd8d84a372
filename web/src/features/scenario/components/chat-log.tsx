import { useEffect, useRef } from 'react';
import { SCENARIO_TIME_UP_MARKER, type ScenarioMessage } from '#shared/schemas/scenarios';

interface ChatLogProps {
  messages: ScenarioMessage[];
  awaitingReply: boolean;
  partial: string;
}

/** The conversation, newest at the bottom; screen readers hear new messages as they arrive. */
export function ChatLog({ messages, awaitingReply, partial }: ChatLogProps) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, awaitingReply, partial]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label="Conversation with your tutor"
      tabIndex={0}
    >
      <ol className="chat-log__list">
        {messages.map((message) => {
          const timeUp = message.type === 'USER' && message.content === SCENARIO_TIME_UP_MARKER;
          return (
            <li
              key={message.id}
              className={`chat-message chat-message--${message.type === 'AI' ? 'tutor' : 'learner'}`}
            >
              <span className="chat-message__author">{message.type === 'AI' ? 'Tutor' : 'You'}</span>
              <p className="chat-message__text">{timeUp ? 'Time ran out.' : message.content}</p>
            </li>
          );
        })}
        {awaitingReply && (
          <li className="chat-message chat-message--tutor chat-message--typing" ref={end}>
            <span className="chat-message__author">Tutor</span>
            {partial ? (
              <p className="chat-message__text">{partial}</p>
            ) : (
              <p className="chat-message__text typing-indicator">
                <span className="visually-hidden">The tutor is typing…</span>
                <span aria-hidden="true" className="typing-indicator__dots">
                  <span />
                  <span />
                  <span />
                </span>
              </p>
            )}
          </li>
        )}
        {!awaitingReply && <li ref={end} className="chat-log__end" aria-hidden="true" />}
      </ol>
    </div>
  );
}
