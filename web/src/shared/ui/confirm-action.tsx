// An action that asks first (cancel a free spin, give up a bonus): its
// button, then the question with Yes and No in a group named by it; Yes runs
// the action with both buttons held, and a failed one (the caller has said
// why) brings the button back.
import { useState } from 'react';

/** The button `action`, then `question` with `yes` and `no`; `run` resolves false when it failed. */
export function ConfirmAction({
  action,
  question,
  yes,
  no,
  className,
  run,
}: {
  action: string;
  question: string;
  yes: string;
  no: string;
  className: string;
  run: () => Promise<boolean>;
}) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'running'>('idle');
  if (step === 'idle')
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setStep('confirm')}
      >
        {action}
      </button>
    );
  return (
    <fieldset className={className}>
      <legend>{question}</legend>
      <button
        type="button"
        className="button button--danger button--small"
        disabled={step === 'running'}
        onClick={async () => {
          setStep('running');
          if (!(await run())) setStep('idle');
        }}
      >
        {yes}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={step === 'running'}
        onClick={() => setStep('idle')}
      >
        {no}
      </button>
    </fieldset>
  );
}
