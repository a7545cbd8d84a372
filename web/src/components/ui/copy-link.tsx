import { useEffect, useId, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyLinkProps {
  /** The link to share. */
  url: string;
  /** Label of the read-only field holding the link. */
  label: string;
  /** How long "Copied!" shows (spec, section 9). */
  confirmationMs: number;
}

/**
 * A link in a read-only field with Copy Link. The field can always be selected by hand, which
 * is also the fallback when the browser offers no clipboard.
 */
export function CopyLink({ url, label, confirmationMs }: CopyLinkProps) {
  const id = useId();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), confirmationMs);
    return () => clearTimeout(timer);
  }, [state, confirmationMs]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="copy-link">
      <label className="copy-link__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-link__row">
        <input
          id={id}
          className="input copy-link__input"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {state === 'copied' ? 'Copied!' : 'Copy Link'}
        </button>
      </div>
      <p className={state === 'failed' ? 'copy-link__note' : 'visually-hidden'} role="status">
        {state === 'copied' && 'Link copied to the clipboard.'}
        {state === 'failed' && 'Copying is not available here: select the link above and copy it.'}
      </p>
    </div>
  );
}
