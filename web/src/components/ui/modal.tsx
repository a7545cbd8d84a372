import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible modal dialog on the native `<dialog>` element opened with `showModal()`: the
 * browser makes the rest of the page inert and keeps focus inside. Focus moves in (to
 * `[data-autofocus]` when present), the page behind does not scroll, Escape and the backdrop
 * close it, and focus goes back to whatever opened it. The caller unmounts it to close it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    if (dialog) {
      if (!dialog.open) dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // Closing is the caller's state change; the browser's own close would desynchronise it.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function onMouseDown(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box is its inner panel; a press on the dialog element itself is on the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onMouseDown={onMouseDown}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
