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

export function Navbar({ user, restoring = false, onSignOut }: NavbarProps) {
  const { pathname } = useLocation();
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
          <ul className="navbar__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="navbar__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
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
