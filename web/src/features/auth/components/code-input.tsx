import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants';

export const EMPTY_CODE: readonly string[] = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

interface CodeInputProps {
  /** One entry per box: a single digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Enter in any box; the parent decides whether the code is complete enough to send. */
  onSubmitRequest: () => void;
  /** While a code is being checked: still focusable, so focus can return after an error. */
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Lets the parent put focus back into the first empty box (after an error, a new code). */
  boxRefs?: RefObject<Array<HTMLInputElement | null>>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes: typing moves on, Backspace in an empty box goes back, and pasting (or a
 * phone filling in the emailed code) spreads the digits over the boxes.
 */
export function CodeInput({
  digits,
  onChange,
  onSubmitRequest,
  readOnly,
  invalid,
  describedBy,
  boxRefs,
}: CodeInputProps) {
  const ownRefs = useRef<Array<HTMLInputElement | null>>([]);
  const refs = boxRefs ?? ownRefs;

  function focusBox(index: number) {
    const box = refs.current[Math.min(Math.max(index, 0), VERIFICATION_CODE_LENGTH - 1)];
    box?.focus();
    box?.select();
  }

  function fill(start: number, incoming: string) {
    // A whole code always belongs in the whole row, whichever box it landed in.
    const from = incoming.length >= VERIFICATION_CODE_LENGTH ? 0 : start;
    const next = [...digits];
    const chars = incoming.slice(0, VERIFICATION_CODE_LENGTH - from).split('');
    chars.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + chars.length);
  }

  function onBoxChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = onlyDigits(event.target.value);
    const previous = digits[index] ?? '';
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed.length > 2 || (typed.length === 2 && !typed.includes(previous))) {
      fill(index, typed);
      return;
    }
    // The box already held a digit: keep the one just typed, wherever the caret was.
    const digit = typed.length === 2 ? (typed[0] === previous ? typed[1]! : typed[0]!) : typed;
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (index < VERIFICATION_CODE_LENGTH - 1) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !readOnly && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < VERIFICATION_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSubmitRequest();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted && !readOnly) fill(index, pasted);
  }

  return (
    <fieldset className="code-input" aria-describedby={describedBy}>
      <legend className="visually-hidden">Verification code</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the position is their identity.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          value={digit}
          readOnly={readOnly}
          onChange={(event) => onBoxChange(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
