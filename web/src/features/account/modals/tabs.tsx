import { useId } from 'react';
import '../account.css';

/** Two or three choices shown as tabs (phone / e-mail / social). */
export function ChoiceTabs<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: [T, string][];
  onChange: (v: T) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="tabs tabs--small" role="tablist" aria-label={label}>
      {options.map(([key, text]) => (
        <button
          key={key}
          id={`${id}-${key}`}
          type="button"
          role="tab"
          aria-selected={value === key}
          className={value === key ? 'tab is-active' : 'tab'}
          onClick={() => onChange(key)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
