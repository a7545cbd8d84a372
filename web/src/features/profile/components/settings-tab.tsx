import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextField } from '#components/ui/text-field';
import { SETTINGS_STATUS_RESET_MS } from '#shared/constants';
import { ERROR_MESSAGES } from '#shared/messages';
import { updateMeBodySchema, type Preferences } from '#shared/schemas/users';
import type { MyProfile } from '../api/get-my-profile';
import { useSaveSettings } from '../api/save-settings';
import { EmailConfirmation } from './email-confirmation';
import { PreferenceSwitch } from './preference-switch';

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type AccountErrors = Partial<Record<'name' | 'email', string>>;

const PREFERENCES: Array<{ key: keyof Preferences; label: string; hint: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'News about your progress, achievements and challenges.',
  },
  {
    key: 'dailyReminders',
    label: 'Daily reminders',
    hint: 'A short nudge each day to keep your streak alive.',
  },
  {
    key: 'publicLeaderboard',
    label: 'Show me on leaderboards and on my public profile',
    hint: 'When this is off, your public profile link shows nothing about you.',
  },
];

interface SettingsTabProps {
  profile: MyProfile;
  /** Lets the rest of the app (the navbar's name) pick up the change. */
  onSaved?: () => void;
}

export function SettingsTab({ profile, onSaved }: SettingsTabProps) {
  const ids = useId();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [preferences, setPreferences] = useState<Preferences>(profile.preferences);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const save = useSaveSettings({ onSaved });

  // "Saved!" and the failure text are a moment's news, not a lasting state.
  useEffect(() => {
    if (status !== 'saved' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), SETTINGS_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'saving') return;
    const account = updateMeBodySchema.safeParse({ name, email });
    if (!account.success) {
      const found: AccountErrors = {};
      for (const issue of account.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'email') found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(`${ids}-${found.name ? 'name' : 'email'}`)?.focus();
      return;
    }
    setErrors({});
    setStatus('saving');
    save.mutate(
      { account: account.data, preferences },
      { onSuccess: () => setStatus('saved'), onError: () => setStatus('error') },
    );
  }

  return (
    <div className="stack">
      {profile.pendingEmail && (
        <EmailConfirmation
          key={profile.pendingEmail}
          currentEmail={profile.email}
          pendingEmail={profile.pendingEmail}
          onConfirmed={onSaved}
        />
      )}
      <form className="settings stack" noValidate onSubmit={onSubmit} aria-busy={status === 'saving'}>
        <fieldset className="settings__group">
          <legend className="settings__legend">Account</legend>
          <TextField
            id={`${ids}-name`}
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            required
          />
          <TextField
            id={`${ids}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            required
          />
        </fieldset>
        <fieldset className="settings__group">
          <legend className="settings__legend">Preferences</legend>
          {PREFERENCES.map(({ key, label, hint }) => (
            <PreferenceSwitch
              key={key}
              id={`${ids}-${key}`}
              label={label}
              hint={hint}
              checked={preferences[key]}
              onChange={(checked) => setPreferences({ ...preferences, [key]: checked })}
            />
          ))}
        </fieldset>
        <div className="settings__actions">
          <p
            className={`settings__status${status === 'error' ? ' settings__status--error' : ''}`}
            role="status"
          >
            {status === 'saved' && 'Saved!'}
            {status === 'error' && ERROR_MESSAGES.settingsSaveFailed}
          </p>
          <button type="submit" className="button button--primary" disabled={status === 'saving'}>
            {status === 'saving' ? 'Saving…' : 'Save Changes'}
          </button>
        </div>
      </form>
    </div>
  );
}
