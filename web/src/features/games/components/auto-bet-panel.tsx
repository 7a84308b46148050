// Auto-bet's settings and run (auto-bet-toggle.tsx loads them when the
// player first opens "Auto-bet" under a board's bet panel): the number of
// bets (empty: no limit), the stake after a win and after a loss (changed
// by a percentage, or back to the first stake when left empty), a profit and
// a loss to stop at; Start runs the bets one after another with the board's
// choice and the panel's amount, each placed once the last has settled. The
// run stops by the rules (auto-bet.ts), on any refusal (a short balance, a
// limit, a break), when a dialog opens (the reality check, a deposit) and
// when the player presses anything (and, on a live table, when the tab is
// hidden); a line says how far it got and why it stopped.
import { fromMinor, type Limits, toMinor } from '@casino/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { type MessageKey, useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useMoney } from '../../../shared/domain/money.ts';
import { nextTask } from '../../../shared/lib/next-task.ts';
import {
  type AutoBetSettings,
  type AutoBetState,
  afterBet,
  type StakeRule,
  type StopReason,
  startRun,
} from '../auto-bet.ts';
import { parseAmount } from '../bet-math.ts';
import '../in-house-games.css';

/** The panel's words (its title is the house group's, with the board). */
const GROUPS = [MESSAGE_GROUPS.tools];

/** A bet once settled: what it staked and what it paid (major units). */
interface SettledBet {
  amount: number;
  payout: number;
}

/** What auto-bet is given by its board. */
export interface AutoBetProps {
  /** The bet panel's amount as typed: the first stake. */
  amount: string;
  limits: Limits;
  currency: string | null;
  /** Places one bet of `stake` (major units) and gives it once settled; null when refused. */
  bet: (stake: number) => Promise<SettledBet | null>;
  /** A live table: the run also stops when the tab is hidden (rounds go on without the player). */
  live?: boolean;
  /** Why a run cannot start now, said instead of Start (crash: no automatic cash-out set). */
  unavailable?: string | null;
}

/** The fields as typed. */
interface Typed {
  bets: string;
  onWin: string;
  onLoss: string;
  stopProfit: string;
  stopLoss: string;
}

const EMPTY: Typed = { bets: '', onWin: '', onLoss: '', stopProfit: '', stopLoss: '' };

/** What a wrong field is told: a count, a percentage or an amount. */
const BAD: Record<keyof Typed, MessageKey> = {
  bets: 'games.auto.bad.count',
  onWin: 'games.auto.bad.percent',
  onLoss: 'games.auto.bad.percent',
  stopProfit: 'games.auto.bad.amount',
  stopLoss: 'games.auto.bad.amount',
};

const STOPS: Record<StopReason, MessageKey> = {
  count: 'games.auto.stop.count',
  profit: 'games.auto.stop.profit',
  loss: 'games.auto.stop.loss',
  refused: 'games.auto.stop.refused',
  player: 'games.auto.stop.player',
};

/** The settings of what was typed, or the field that is wrong. */
function settingsOf(typed: Typed): AutoBetSettings | { bad: keyof Typed } {
  const bets = typed.bets.trim() === '' ? 0 : Number(typed.bets);
  if (!Number.isInteger(bets) || bets < 0 || bets > 10_000) return { bad: 'bets' };
  const rule = (text: string): StakeRule | null => {
    if (text.trim() === '') return { kind: 'reset' };
    const percent = parseAmount(text);
    return Number.isFinite(percent) && percent >= -100 && percent <= 1000
      ? { kind: 'change', percent }
      : null;
  };
  const onWin = rule(typed.onWin);
  if (!onWin) return { bad: 'onWin' };
  const onLoss = rule(typed.onLoss);
  if (!onLoss) return { bad: 'onLoss' };
  const money = (text: string): number | null | undefined =>
    text.trim() === '' ? null : (toMinor(parseAmount(text)) ?? undefined);
  const stopProfit = money(typed.stopProfit);
  if (stopProfit === undefined) return { bad: 'stopProfit' };
  const stopLoss = money(typed.stopLoss);
  if (stopLoss === undefined) return { bad: 'stopLoss' };
  return { bets, onWin, onLoss, stopProfit, stopLoss };
}

/** The auto-bet panel of a one-step game: `bet` places one bet of `stake` (major units). */
function AutoBetForm({ amount, limits, currency, bet, live, unavailable }: AutoBetProps) {
  const { t } = useI18n();
  const money = useMoney();
  const id = useId();
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [bad, setBad] = useState<keyof Typed | null>(null);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<{ state: AutoBetState; stop: StopReason | null } | null>(null);
  const stopped = useRef(false);
  // A run left running when the board goes stops before its next bet.
  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const start = async () => {
    const settings = settingsOf(typed);
    const first = toMinor(parseAmount(amount));
    if ('bad' in settings) {
      setBad(settings.bad);
      return;
    }
    setBad(null);
    if (first === null || first === 0) return;
    stopped.current = false;
    setRunning(true);
    const stop = () => {
      stopped.current = true;
    };
    // Anything the player presses stops the run (the Stop button among them);
    // on a live table, so does leaving the tab.
    const hidden = () => {
      if (document.hidden) stop();
    };
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    if (live) document.addEventListener('visibilitychange', hidden);
    let state = startRun(first);
    let reason: StopReason = 'player';
    setRun({ state, stop: null });
    try {
      for (;;) {
        // The page's own work first (a key pressed, a dialog opened, the last
        // round drawn): a demo bet settles without waiting for anything.
        await nextTask();
        if (stopped.current || document.querySelector('dialog[open]')) break;
        const settled = await bet(fromMinor(state.stake));
        if (!settled) {
          reason = stopped.current ? 'player' : 'refused';
          break;
        }
        // The stake the bet really took (a roulette layout scaled to it rounds down to the cent).
        state = { ...state, stake: toMinor(settled.amount) ?? state.stake };
        const next = afterBet(state, toMinor(settled.payout) ?? 0, first, settings, limits);
        state = next.state;
        setRun({ state, stop: null });
        if (next.stop) {
          reason = next.stop;
          break;
        }
      }
    } finally {
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('visibilitychange', hidden);
      setRunning(false);
      setRun({ state, stop: reason });
    }
  };

  const field = (name: keyof Typed, label: string, hint?: string) => (
    <label className="field auto-bet__field">
      <span className="field__label">{label}</span>
      <input
        className={bad === name ? 'input input--invalid' : 'input'}
        inputMode="decimal"
        value={typed[name]}
        disabled={running}
        aria-invalid={bad === name ? true : undefined}
        aria-describedby={bad === name ? `${id}-bad` : undefined}
        placeholder={hint}
        onChange={(e) => setTyped((s) => ({ ...s, [name]: e.target.value }))}
      />
    </label>
  );

  return (
    <div className="auto-bet__body">
      {field('bets', t('games.auto.bets'), '∞')}
      {field('onWin', t('games.auto.onWin'), t('games.auto.reset'))}
      {field('onLoss', t('games.auto.onLoss'), t('games.auto.reset'))}
      {field('stopProfit', t('games.auto.stopProfit'), '—')}
      {field('stopLoss', t('games.auto.stopLoss'), '—')}
      {bad ? (
        <p id={`${id}-bad`} className="field__error" role="alert">
          {t(BAD[bad])}
        </p>
      ) : null}
      {running ? (
        <button type="button" className="button button--ghost">
          {t('games.auto.stopButton')}
        </button>
      ) : unavailable ? (
        <p className="play-hint">{unavailable}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void start()}>
          {t('games.auto.start')}
        </button>
      )}
      <p className="auto-bet__status" aria-live="polite" data-testid="auto-bet-status">
        {run
          ? [
              t('games.auto.progress', {
                placed: run.state.placed,
                wins: run.state.wins,
                losses: run.state.losses,
                profit: `${run.state.profit > 0 ? '+' : ''}${money(fromMinor(run.state.profit), currency)}`,
              }),
              run.stop ? t(STOPS[run.stop]) : null,
            ]
              .filter(Boolean)
              .join(' ')
          : null}
      </p>
    </div>
  );
}

/** The panel, once its words are loaded. */
export default function AutoBetPanel(props: AutoBetProps) {
  return (
    <WithMessages groups={GROUPS}>
      <AutoBetForm {...props} />
    </WithMessages>
  );
}
