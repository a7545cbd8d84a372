import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

interface UserMenuProps {
  name: string;
  onSignOut: () => void;
}

/**
 * Opens on hover (spec) and, so keyboard and touch users get the same, on focus and click.
 * A click right after hover or focus opened the menu keeps it open instead of toggling it shut.
 */
export function UserMenu({ name, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const openedImplicitly = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  function close() {
    setOpen(false);
    openedImplicitly.current = false;
  }

  function openImplicitly() {
    if (!open) openedImplicitly.current = true;
    setOpen(true);
  }

  const comesFromOutside = (event: FocusEvent<HTMLDivElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    // Moves between the button and the items must not reopen what Escape just closed.
    if (comesFromOutside(event)) openImplicitly();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (comesFromOutside(event)) close();
  }

  function onClick() {
    if (openedImplicitly.current) {
      openedImplicitly.current = false;
      setOpen(true);
    } else {
      setOpen((value) => !value);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  }

  return (
    <div
      className={`user-menu${open ? ' user-menu--open' : ''}`}
      onMouseEnter={openImplicitly}
      onMouseLeave={close}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onClick}
      >
        <span className="avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="user-menu__name">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <Link className="user-menu__item" to="/profile?tab=settings" onClick={close}>
            Settings
          </Link>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={onSignOut}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
