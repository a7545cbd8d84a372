import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SCENARIO_RESPONSE_MAX_LENGTH } from '#shared/constants';

interface ReplyBoxProps {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
}

/** Enter sends, Shift+Enter makes a new line; blank replies cannot be sent; 1000 characters at most. */
export function ReplyBox({ disabled, onSend }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const id = useId();
  const counterId = useId();
  const blank = text.trim().length === 0;

  const submit = async () => {
    if (disabled || blank) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText(sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="reply-box"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Your reply
      </label>
      <textarea
        id={id}
        className="reply-box__input"
        rows={3}
        value={text}
        maxLength={SCENARIO_RESPONSE_MAX_LENGTH}
        placeholder={
          disabled ? 'Waiting for the tutor…' : 'Share your thinking. Enter sends, Shift+Enter adds a line.'
        }
        disabled={disabled}
        aria-describedby={counterId}
        onChange={(event) => setText(event.target.value.slice(0, SCENARIO_RESPONSE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
      />
      <div className="reply-box__footer">
        <span id={counterId} className="reply-box__counter">
          {text.length}/{SCENARIO_RESPONSE_MAX_LENGTH}
        </span>
        <button type="submit" className="button button--primary" disabled={disabled || blank}>
          Send
        </button>
      </div>
    </form>
  );
}
