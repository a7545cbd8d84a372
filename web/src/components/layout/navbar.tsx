import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '#shared/constants';
import { BetaBadge } from './beta-badge';
import { UserMenu } from './user-menu';

export interface NavbarUser {
  name: string;
  teamId?: string | null;
}

interface NavbarProps {
  /** Null while signed out, and while a stored session is still being restored. */
  user: NavbarUser | null;
  /** While restoring, neither set of actions is shown, so nothing flickers. */
  restoring?: boolean;
  onSignOut: () => void;
  /** Shown at the end of the phone menu (the feedback button, which does not float there). */
  menuExtra?: ReactNode;
}

interface AppLink {
  to: string;
  label: string;
  teamOnly?: boolean;
}

const APP_LINKS: AppLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/toolkit', label: 'Toolkit' },
  { to: '/sandbox', label: 'Sandbox' },
  { to: '/skill-tree', label: 'Skills' },
  { to: '/leaderboards', label: 'Leaderboards' },
  { to: '/team', label: 'Team', teamOnly: true },
  { to: '/profile', label: 'Profile' },
];

function Logo() {
  return (
    <svg className="brand__logo" aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.5" fill="#fff" />
    </svg>
  );
}

/** On a phone the links fold behind a Menu button, so none of them sits off-screen unseen. */
function useMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the menu (state adjusted while rendering, as React advises).
  if (open && openedAt !== pathname) setOpen(false);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return {
    open,
    toggle: () => {
      setOpenedAt(pathname);
      setOpen((value) => !value);
    },
  };
}

export function Navbar({ user, restoring = false, onSignOut, menuExtra }: NavbarProps) {
  const { pathname } = useLocation();
  const menu = useMenu(pathname);
  // The landing hero runs under the bar, so there it stays see-through.
  const variant = pathname === '/' ? 'navbar--transparent' : 'navbar--solid';
  const links = APP_LINKS.filter((link) => !link.teamOnly || Boolean(user?.teamId));

  return (
    <header className={`navbar ${variant}`}>
      <nav className="navbar__inner" aria-label="Main">
        <div className="brand">
          <Link to="/" className="brand__link">
            <Logo />
            <span className="brand__name">{PRODUCT_NAME}</span>
          </Link>
          <BetaBadge />
        </div>
        {user && (
          <button
            type="button"
            className="navbar__menu-button"
            aria-expanded={menu.open}
            aria-controls="navbar-menu"
            onClick={menu.toggle}
          >
            {menu.open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            <span>Menu</span>
          </button>
        )}
        {user && (
          <div id="navbar-menu" className={`navbar__panel${menu.open ? ' navbar__panel--open' : ''}`}>
            <ul className="navbar__links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="navbar__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {menuExtra}
          </div>
        )}
        <div className="navbar__actions">
          {user && <UserMenu name={user.name} onSignOut={onSignOut} />}
          {!user && !restoring && (
            <>
              {/* Full page loads on purpose (spec, section 2). */}
              <a className="navbar__link" href="/login">
                Sign In
              </a>
              <a className="button button--primary button--small" href="/login">
                Get Started
              </a>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
