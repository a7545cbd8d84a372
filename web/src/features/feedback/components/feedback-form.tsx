import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '#lib/api-error';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_SUCCESS_CLOSE_MS,
  FEEDBACK_TYPES,
} from '#shared/constants';
import { ERROR_MESSAGES } from '#shared/messages';
import { submitFeedbackBodySchema, type FeedbackType } from '#shared/schemas/feedback';
import { useSubmitFeedback } from '../api/submit-feedback';

export const FEEDBACK_THANKS = 'Thank you! Your feedback has been sent.';

function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? ERROR_MESSAGES.feedbackSendFailed;
  return ERROR_MESSAGES.unexpected;
}

interface FeedbackFormProps {
  /** The path the learner was on, so reports arrive with their context. */
  page: string;
  /** Called once the thank-you has been on screen for FEEDBACK_SUCCESS_CLOSE_MS. */
  onDone: () => void;
}

export function FeedbackForm({ page, onDone }: FeedbackFormProps) {
  const ids = useId();
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const mutation = useSubmitFeedback();

  // The form loads after its dialog opened (a lazy chunk), so it takes focus itself.
  useEffect(() => {
    messageRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!mutation.isSuccess) return;
    // The form (and the focused Send button) is gone; keep focus inside the dialog.
    thanksRef.current?.focus();
    const timer = setTimeout(onDone, FEEDBACK_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, onDone]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = submitFeedbackBodySchema.safeParse({ type, message, page });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? ERROR_MESSAGES.unexpected);
      messageRef.current?.focus();
      return;
    }
    setInvalid(null);
    mutation.mutate(parsed.data);
  }

  if (mutation.isSuccess) {
    return (
      <p ref={thanksRef} className="feedback-thanks" role="status" tabIndex={-1}>
        {FEEDBACK_THANKS}
      </p>
    );
  }

  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${ids}-type`}>Type</label>
        <select
          id={`${ids}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as FeedbackType)}
        >
          {FEEDBACK_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-message`}>Message</label>
        <textarea
          id={`${ids}-message`}
          ref={messageRef}
          data-autofocus
          rows={6}
          value={message}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={hintId} className="field__hint">
          {message.length} / {FEEDBACK_MESSAGE_MAX_LENGTH} characters
        </p>
        {invalid && (
          <p id={errorId} className="field__error">
            {invalid}
          </p>
        )}
      </div>
      {mutation.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(mutation.error)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
