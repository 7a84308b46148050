// Two or three choices of a form shown as tabs, a segmented control: the
// sign-in and sign-up dialogs' phone / e-mail / social, the fairness
// verifier's seeds / round record / live crash.
import { Fragment, useId } from 'react';
import './choice-tabs.css';

/** Two or three choices shown as tabs. */
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
          {/* A label breaks between its words only ("E-mail" stays whole). */}
          <span>
            {text.split(' ').map((word, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed label
              <Fragment key={i}>
                {i > 0 ? ' ' : null}
                <span className="tab__word">{word}</span>
              </Fragment>
            ))}
          </span>
        </button>
      ))}
    </div>
  );
}
