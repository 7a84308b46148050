// The pieces a fairness proof is shown to players with (the round checks of
// "My bets", the seed pair of the fairness panel, the live boards' checks):
// the headline verdict as a sentence with its mark, a long value (a hash or a
// seed) wrapped with a copy button, a list of numbers, tiles or cards as chips
// (never an array), and the "How it's checked" disclosure they sit in.
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import './proof.css';

/** The verdict of a check, as a sentence with a mark: fair, not matching, or waiting for the seed. */
export function Verdict({
  state,
  children,
}: {
  state: 'fair' | 'mismatch' | 'pending';
  children: ReactNode;
}) {
  const mark = state === 'fair' ? '✓' : state === 'mismatch' ? '!' : '…';
  return (
    <p className={`proof-verdict proof-verdict--${state}`}>
      <span className="proof-verdict__mark" aria-hidden="true">
        {mark}
      </span>
      <strong>{children}</strong>
    </p>
  );
}

/** A hash or a seed: wrapped on narrow screens, with a button that copies it. */
export function LongValue({ value, testId }: { value: string; testId?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure page, a refusal): the value stays there to select.
    }
  };
  return (
    <span className="proof-value">
      <code data-testid={testId}>{value}</code>
      {value && value !== '…' ? (
        <button
          type="button"
          className="proof-value__copy"
          onClick={() => void copy()}
          aria-live="polite"
        >
          {copied ? t('fair.copied') : t('fair.copy')}
        </button>
      ) : null}
    </span>
  );
}

/** Numbers, tiles or cards as a row of chips. */
export function Chips({ items, label }: { items: readonly (string | number)[]; label: string }) {
  if (items.length === 0) return <span>—</span>;
  return (
    <ul className="proof-chips" aria-label={label}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card may repeat (an endless deck); the order is the identity
        <li key={i} className={`proof-chip${/[♥♦]/.test(String(item)) ? ' proof-chip--red' : ''}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The "How it's checked" disclosure: closed until the player opens it. */
export function HowChecked({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <details className="proof">
      <summary>{t('fair.how.title')}</summary>
      <div className="proof__body">{children}</div>
    </details>
  );
}

/** Facts as a term / value list (seeds, hashes, the nonce). */
export function ProofFacts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="proof__facts">
      {items.map(([term, value]) => (
        <div key={term} className="proof__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
