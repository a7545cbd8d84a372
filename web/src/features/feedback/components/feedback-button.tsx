import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { Modal } from '#components/ui/modal';

// The form (and the schema it validates with) loads when the dialog first opens.
const FeedbackForm = lazy(() =>
  import('./feedback-form').then((module) => ({ default: module.FeedbackForm })),
);

/**
 * The button shown to signed-in users on every page, and the dialog it opens. It floats at
 * the corner of wide screens; on a phone it sits in the navigation menu instead, where it
 * covers no content.
 */
export function FeedbackButton({ placement = 'floating' }: { placement?: 'floating' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className={placement === 'menu' ? 'navbar__link navbar__feedback' : 'feedback-fab'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 16H20V6H4Z"
          />
        </svg>
        <span>Feedback</span>
      </button>
      {open && (
        <Modal title="Send feedback" onClose={close}>
          <Suspense fallback={<LoadingState label="Loading the form…" />}>
            <FeedbackForm page={pathname} onDone={close} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
