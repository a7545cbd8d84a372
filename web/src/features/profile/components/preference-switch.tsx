interface PreferenceSwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox (keyboard and forms for free) announced as a switch. */
export function PreferenceSwitch({ id, label, hint, checked, onChange }: PreferenceSwitchProps) {
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
