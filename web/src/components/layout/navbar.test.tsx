import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Navbar, type NavbarUser } from './navbar';

function renderNavbar(path: string, user: NavbarUser | null, onSignOut = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar user={user} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { onSignOut, header: screen.getByRole('banner') };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('offers Sign In and Get Started to signed-out visitors as full page loads to /login', () => {
    renderNavbar('/pricing', null);

    for (const name of ['Sign In', 'Get Started']) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('links the brand to / and shows the Beta badge', () => {
    renderNavbar('/pricing', null);

    expect(within(nav()).getByRole('link', { name: 'Clarity' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByText('Beta')).toBeInTheDocument();
  });

  it('shows the app links to a signed-in user without a team, in order', () => {
    renderNavbar('/toolkit', { name: 'Ada Lovelace', teamId: null });

    const links = within(nav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Clarity', '/'],
      ['Dashboard', '/dashboard'],
      ['Toolkit', '/toolkit'],
      ['Sandbox', '/sandbox'],
      ['Skills', '/skill-tree'],
      ['Leaderboards', '/leaderboards'],
      ['Profile', '/profile'],
    ]);
    expect(within(nav()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('adds Team only when the user has a teamId', () => {
    renderNavbar('/dashboard', { name: 'Ada Lovelace', teamId: 'team-1' });

    expect(within(nav()).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
  });

  it('marks the current route with aria-current="page"', () => {
    renderNavbar('/leaderboards', { name: 'Ada Lovelace' });

    expect(within(nav()).getByRole('link', { name: 'Leaderboards' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('is transparent on the landing page only', () => {
    const { header } = renderNavbar('/', null);
    expect(header).toHaveClass('navbar--transparent');
    expect(header).not.toHaveClass('navbar--solid');
  });

  it('is solid everywhere else', () => {
    const { header } = renderNavbar('/dashboard', { name: 'Ada Lovelace' });
    expect(header).toHaveClass('navbar--solid');
    expect(header).not.toHaveClass('navbar--transparent');
  });

  it('shows neither sign-in actions nor app links while the session is being restored', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Navbar user={null} restoring onSignOut={vi.fn()} />
      </MemoryRouter>,
    );
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Clarity']);
  });
});

describe('Phone menu', () => {
  it('keeps every link behind one Menu button that opens, closes on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderNavbar('/dashboard', { name: 'Ada Lovelace', teamId: 'team-1' });
    const menu = within(nav()).getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('navbar__panel--open');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('navbar__panel--open');
    expect(
      within(panel!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Toolkit', 'Sandbox', 'Skills', 'Leaderboards', 'Team', 'Profile']);

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(within(panel!).getByRole('link', { name: 'Leaderboards' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows what the layout puts at the end of the menu', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Navbar
          user={{ name: 'Ada' }}
          onSignOut={vi.fn()}
          menuExtra={<button type="button">Feedback</button>}
        />
      </MemoryRouter>,
    );
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Menu' }));
    expect(document.getElementById('navbar-menu')).toContainElement(
      screen.getByRole('button', { name: 'Feedback' }),
    );
  });
});

describe('User menu', () => {
  it('opens on keyboard focus, offers Settings and Sign Out, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderNavbar('/dashboard', { name: 'Ada Lovelace' });
    const button = within(nav()).getByRole('button', { name: /Ada Lovelace/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    act(() => button.focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Enter right after focusing keeps it open rather than toggling it shut.
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(nav()).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderNavbar('/dashboard', { name: 'Ada Lovelace' });
    const button = within(nav()).getByRole('button', { name: /Ada Lovelace/ });

    await user.hover(button);
    expect(within(nav()).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
