import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_LINK_COPY_CONFIRMATION_MS, SETTINGS_STATUS_RESET_MS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import { createUserProfile } from '#test/data/create-user';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { ProfilePage } from './profile-page';

const PROFILE = createUserProfile({
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  level: 4,
  joinDate: '2025-01-15T10:00:00.000Z',
  hasPremiumAccess: false,
});

function renderProfile(path = '/profile', onSettingsSaved = vi.fn()) {
  // Fake timers that still let promises and user-event run, so the resets can be stepped through.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithRouter(<ProfilePage onSettingsSaved={onSettingsSaved} />, path);
  return { user, onSettingsSaved };
}

const settingsPath = '/profile?tab=settings';
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('profile header', () => {
  it('shows name, email, level, the Free badge and the member-since date', async () => {
    stubApi({ 'GET /users/me': () => okEnvelope(PROFILE) });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Membership' });
    expect(within(facts).getByText('Level 4')).toBeInTheDocument();
    expect(within(facts).getByText('Free')).toBeInTheDocument();
    expect(within(facts).getByText(/^Member since January 1[45], 2025$/)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('copies {origin}/u/{userId} and shows "Copied!" for 2 s', async () => {
    stubApi({ 'GET /users/me': () => okEnvelope(PROFILE) });
    const { user } = renderProfile();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Share Profile' }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/u/user-1`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PROFILE_LINK_COPY_CONFIRMATION_MS - 50));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();
  });
});

describe('profile tabs', () => {
  it('opens the tab named in ?tab= and moves between tabs with the arrow keys', async () => {
    stubApi({ 'GET /users/me': () => okEnvelope(PROFILE) });
    const { user } = renderProfile(settingsPath);

    const settings = await screen.findByRole('tab', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(saveButton());

    settings.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows non-premium learners an upgrade prompt on Progress', async () => {
    stubApi({ 'GET /users/me': () => okEnvelope(PROFILE) });
    renderProfile('/profile?tab=progress');

    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

describe('settings', () => {
  it('saves name, email and preferences together, says "Saved!", then returns to idle after 3 s', async () => {
    const { requests } = stubApi({
      'GET /users/me': () => okEnvelope(PROFILE),
      'PUT /users/me': () => okEnvelope(PROFILE),
      'PUT /users/me/preferences': () => okEnvelope(PROFILE.preferences),
    });
    const { user, onSettingsSaved } = renderProfile(settingsPath);
    const name = await screen.findByLabelText('Name');

    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('switch', { name: 'Daily reminders' }));
    await user.click(saveButton());

    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, r.body])).toEqual([
      ['/users/me', { name: 'Ada King', email: 'ada@example.com' }],
      [
        '/users/me/preferences',
        {
          emailNotifications: true,
          dailyReminders: true,
          publicLeaderboard: true,
          // Daily reminders go out in the learner's own morning.
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      ],
    ]);
    expect(onSettingsSaved).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(SETTINGS_STATUS_RESET_MS - 50));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows "Saving…" while the calls run', async () => {
    let answer!: (response: Response) => void;
    stubApi({
      'GET /users/me': () => okEnvelope(PROFILE),
      'PUT /users/me': () => new Promise((resolve) => (answer = resolve)),
      'PUT /users/me/preferences': () => okEnvelope(PROFILE.preferences),
    });
    const { user } = renderProfile(settingsPath);
    await screen.findByLabelText('Name');

    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer(okEnvelope(PROFILE));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('says "Failed to save changes." when one of the two calls fails, then clears it after 3 s', async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(PROFILE),
      'PUT /users/me': () => okEnvelope(PROFILE),
      'PUT /users/me/preferences': () =>
        failEnvelope(500, ERROR_CODES.internal, 'An unexpected error occurred.'),
    });
    const { user, onSettingsSaved } = renderProfile(settingsPath);
    await screen.findByLabelText('Name');

    await user.click(saveButton());

    expect(await screen.findByText(ERROR_MESSAGES.settingsSaveFailed)).toBeInTheDocument();
    expect(onSettingsSaved).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SETTINGS_STATUS_RESET_MS));
    expect(screen.queryByText(ERROR_MESSAGES.settingsSaveFailed)).not.toBeInTheDocument();
  });

  it('checks name and email before sending anything', async () => {
    const { requests } = stubApi({ 'GET /users/me': () => okEnvelope(PROFILE) });
    const { user } = renderProfile(settingsPath);
    const email = await screen.findByLabelText('Email');

    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(saveButton());

    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('asks for the code after a new email is saved, and confirms it', async () => {
    let pending: string | null = null;
    let email = PROFILE.email;
    const { requests } = stubApi({
      'GET /users/me': () => okEnvelope({ ...PROFILE, email, pendingEmail: pending }),
      'PUT /users/me': () => {
        pending = 'ada.king@example.com';
        return okEnvelope({ ...PROFILE, pendingEmail: pending });
      },
      'PUT /users/me/preferences': () => okEnvelope(PROFILE.preferences),
      'POST /users/me/email/confirm': (request) => {
        if ((request.body as { code: string }).code !== '123456') {
          return failEnvelope(
            400,
            ERROR_CODES.validation,
            'That code is not right. Please check it and try again.',
          );
        }
        email = pending!;
        pending = null;
        return okEnvelope({ ...PROFILE, email, pendingEmail: null });
      },
    });
    const { user } = renderProfile(settingsPath);
    const emailField = await screen.findByLabelText('Email');
    await user.clear(emailField);
    await user.type(emailField, 'ada.king@example.com');
    await user.click(saveButton());

    const confirm = await screen.findByRole('form', { name: 'Confirm your new email' });
    expect(confirm).toHaveTextContent('ada.king@example.com');
    expect(confirm).toHaveTextContent('you sign in with ada@example.com');
    const code = within(confirm).getByLabelText('Code');
    await user.type(code, '12');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Email' }));
    expect(within(confirm).getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/users/me/email/confirm')).toHaveLength(0);

    await user.type(code, '0000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Email' }));
    expect(
      await within(confirm).findByText('That code is not right. Please check it and try again.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.path === '/users/me/email/confirm').map((r) => r.body)).toEqual([
      { code: '120000' },
      { code: '123456' },
    ]);
  });
});
