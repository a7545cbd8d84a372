import { useEffect, useState } from 'react';
import { PROFILE_LINK_COPY_CONFIRMATION_MS } from '#shared/constants';

type CopyState = 'idle' | 'copied' | 'failed';

export function publicProfileUrl(userId: string, origin = window.location.origin): string {
  return `${origin}/u/${encodeURIComponent(userId)}`;
}

/** Copies the learner's public profile link and confirms with "Copied!" for 2 s. */
export function ShareProfileButton({ userId }: { userId: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const url = publicProfileUrl(userId);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), PROFILE_LINK_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // Missing outside secure contexts and in some embedded browsers.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="share-profile">
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {state === 'copied' ? 'Copied!' : 'Share Profile'}
      </button>
      <p className={state === 'failed' ? 'share-profile__fallback' : 'visually-hidden'} role="status">
        {state === 'copied' && 'Profile link copied to the clipboard.'}
        {state === 'failed' && (
          <>
            Copy this link: <span className="share-profile__url">{url}</span>
          </>
        )}
      </p>
    </div>
  );
}
