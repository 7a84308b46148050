// The sandbox's scenario panel: a development-only drawer that
// drives the sandbox behind `npm start` — geo, invoices and payouts, token
// expiry, operation faults, mirrors and SSO, reset — through the controls of
// controls.ts. main.tsx mounts it in its own React root only when
// import.meta.env.DEV, so production builds contain none of it. What the
// sandbox answers is shown as text.
import { COOKIES, type LocaleCode, operations, resolveLocale } from '@casino/sdk';
import { type FormEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { readCookie } from '../../shared/lib/cookies.ts';
import {
  type Fault,
  MAX_SLOW_MS,
  type SandboxControls,
  type SandboxState,
  sandboxControls,
} from './controls.ts';
import { TEXTS } from './texts.ts';
import './sandbox-panel.css';

type Texts = (typeof TEXTS)[LocaleCode];

/** The interface language, followed through `<html lang>` (the app sets it). */
function useInterfaceLocale(): LocaleCode {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.documentElement, { attributeFilter: ['lang'] });
      return () => observer.disconnect();
    },
    () => resolveLocale(document.documentElement.lang),
  );
}

/** What the last action did: a confirmation (perhaps asking for a reload) or the sandbox's refusal. */
type Outcome = { ok: true; reload: boolean } | { ok: false; message: string } | null;

const OPERATIONS = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
const COUNTRY = /^[A-Z]{2}$/;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="sandbox-panel__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The panel's body: every scenario, acting through `controls`. */
export function ScenarioPanel({
  controls,
  t,
  onClose,
}: {
  controls: SandboxControls;
  t: Texts;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [state, setState] = useState<SandboxState | null>(null);
  const [country, setCountry] = useState('');
  const [blocked, setBlocked] = useState(false);
  const [operation, setOperation] = useState(OPERATIONS[0] ?? '');
  const [kind, setKind] = useState<Fault['kind']>('error');
  const [delay, setDelay] = useState('3000');
  const [times, setTimes] = useState('');
  const [mirrors, setMirrors] = useState('');
  const [sso, setSso] = useState('');

  /** Runs one control, then shows its outcome and the sandbox's state. */
  async function act(action: () => Promise<unknown>, reload = false) {
    try {
      await action();
      setOutcome({ ok: true, reload });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
    await load();
  }

  async function load() {
    setState(await controls.state().catch(() => state));
  }

  // The form fields start from the sandbox's site state.
  useEffect(() => {
    let live = true;
    controls.state().then(
      (s) => {
        if (!live) return;
        setState(s);
        setCountry(s.site.countryCode);
        setBlocked(s.site.blocked);
        setMirrors(s.site.mirrors.join('\n'));
        setSso(s.site.sso ?? '');
      },
      (error: unknown) => live && setOutcome({ ok: false, message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [controls]);

  const refuse = (message: string) => setOutcome({ ok: false, message });

  function applyGeo(event: FormEvent) {
    event.preventDefault();
    const code = country.trim().toUpperCase();
    if (!COUNTRY.test(code)) return refuse(t.badCountry);
    void act(() => controls.site({ countryCode: code, blocked }), true);
  }

  function applyFault(event: FormEvent) {
    event.preventDefault();
    const fault: Fault = { kind };
    if (kind === 'slow') {
      const ms = Number(delay);
      if (!/^\d+$/.test(delay) || ms < 1 || ms > MAX_SLOW_MS) return refuse(t.badDelay);
      fault.ms = ms;
    }
    if (/^\d+$/.test(times) && Number(times) > 0) fault.times = Number(times);
    void act(() => controls.fault(operation, fault));
  }

  function applySite(event: FormEvent) {
    event.preventDefault();
    const list = mirrors
      .split('\n')
      .map((m) => m.trim())
      .filter(Boolean);
    void act(() => controls.site({ mirrors: list, sso: sso.trim() || null }), true);
  }

  const activeFaults = Object.entries(state?.faults ?? {});

  return (
    <section className="sandbox-panel" aria-label={t.title}>
      <header className="sandbox-panel__header">
        <h2>{t.title}</h2>
        <button type="button" onClick={onClose} aria-label={t.close}>
          ×
        </button>
      </header>
      <p className="sandbox-panel__note">{t.note}</p>
      {outcome && (
        <output className={outcome.ok ? 'sandbox-panel__ok' : 'sandbox-panel__error'}>
          {outcome.ok ? t.done : `${t.failed} ${outcome.message}`}
          {outcome.ok && outcome.reload && (
            <>
              {` ${t.reload} `}
              <button type="button" onClick={() => window.location.reload()}>
                {t.reloadNow}
              </button>
            </>
          )}
        </output>
      )}

      <Section title={t.geo}>
        <form onSubmit={applyGeo}>
          <label>
            {t.country}
            <input value={country} maxLength={2} onChange={(e) => setCountry(e.target.value)} />
          </label>
          <label className="sandbox-panel__check">
            <input
              type="checkbox"
              checked={blocked}
              onChange={(e) => setBlocked(e.target.checked)}
            />
            {t.blocked}
          </label>
          <button type="submit">{t.apply}</button>
        </form>
      </Section>

      <Section title={t.money}>
        <button type="button" onClick={() => act(() => controls.invoice('pay'))}>
          {t.payInvoice}
        </button>
        <button type="button" onClick={() => act(() => controls.invoice('fail'))}>
          {t.failInvoice}
        </button>
        <button type="button" onClick={() => act(() => controls.payout('pay'))}>
          {t.payPayout}
        </button>
        <button type="button" onClick={() => act(() => controls.payout('fail'))}>
          {t.failPayout}
        </button>
      </Section>

      <Section title={t.session}>
        <button type="button" onClick={() => act(controls.expireToken)}>
          {t.expireToken}
        </button>
      </Section>

      <Section title={t.faults}>
        <form onSubmit={applyFault}>
          <label>
            {t.operation}
            <select value={operation} onChange={(e) => setOperation(e.target.value)}>
              {OPERATIONS.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </label>
          <label>
            {t.kind}
            <select value={kind} onChange={(e) => setKind(e.target.value as Fault['kind'])}>
              <option value="error">{t.kindError}</option>
              <option value="slow">{t.kindSlow}</option>
              <option value="malformed">{t.kindMalformed}</option>
            </select>
          </label>
          {kind === 'slow' && (
            <label>
              {t.delay}
              <input inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} />
            </label>
          )}
          <label>
            {t.times}
            <input inputMode="numeric" value={times} onChange={(e) => setTimes(e.target.value)} />
          </label>
          <button type="submit">{t.addFault}</button>
        </form>
        <p>
          {t.activeFaults}:{' '}
          {activeFaults.length === 0
            ? t.none
            : activeFaults.map(([op, f]) => `${op} → ${f.kind}`).join('; ')}
        </p>
        <button type="button" onClick={() => act(controls.clearFaults)}>
          {t.clearFaults}
        </button>
      </Section>

      <Section title={t.site}>
        <form onSubmit={applySite}>
          <label>
            {t.mirrors}
            <textarea rows={3} value={mirrors} onChange={(e) => setMirrors(e.target.value)} />
          </label>
          <label>
            {t.sso}
            <input value={sso} onChange={(e) => setSso(e.target.value)} />
          </label>
          <button type="submit">{t.apply}</button>
        </form>
      </Section>

      <button
        type="button"
        className="sandbox-panel__reset"
        onClick={() => window.confirm(t.resetConfirm) && act(controls.reset, true)}
      >
        {t.reset}
      </button>
    </section>
  );
}

/** The toggle button and, when open, the panel, in the interface language. */
function SandboxPanel({ controls }: { controls: SandboxControls }) {
  const t = TEXTS[useInterfaceLocale()];
  const [open, setOpen] = useState(false);
  return (
    <div className="sandbox-panel__host">
      {open ? (
        <ScenarioPanel controls={controls} t={t} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="sandbox-panel__toggle" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      )}
    </div>
  );
}

/** Mounts the panel for the sandbox at `url`, acting for the signed-in player of this tab. */
export function mountSandboxPanel(url: string): void {
  const host = document.createElement('div');
  document.body.append(host);
  const controls = sandboxControls(url, () => readCookie(COOKIES.bearerToken) ?? null);
  createRoot(host).render(<SandboxPanel controls={controls} />);
}
