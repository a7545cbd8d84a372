import { useId } from 'react';

interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface ToggleGroupProps<T extends string> {
  /** Shown above the buttons and names the group, e.g. "Period". */
  label: string;
  options: ReadonlyArray<ToggleOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** A single-choice row of toggle buttons (aria-pressed), each reachable with Tab. */
export function ToggleGroup<T extends string>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  const id = useId();
  return (
    <div className="toggle-field">
      <span id={id} className="toggle-field__label">
        {label}
      </span>
      <div className="toggle-group" role="group" aria-labelledby={id}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="toggle-group__button"
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
