// Responsible play in the sandbox world (every operation inferred,
// openapi/src/paths/responsible.yaml): each player's limits, the raises
// waiting out their 24 h, the reality-check and automatic-PayIn preferences,
// the running time-out or self-exclusion, and the checks every money
// movement passes. The world calls `refuseStake` inside `move()` for every
// stake (so every game, live table and future one is covered), the billing
// route `refuseDeposit` before opening an invoice, the real-money launch and
// the promotions `refusePlay` / `refuseRestricted`.
//
// Rules (what SPEC.md does not say, decided here; docs/sandbox.md has them too):
//   - Periods are calendar periods in UTC: the day, the week from Monday,
//     the month. A refusal's `resets_at` is the next period's start.
//   - deposit counts what the player pays (the invoice's `amount`) for the
//     invoices opened in the period and not failed (a waiting one holds its
//     room); wager counts stakes; loss counts stakes minus winnings. A
//     movement passes when used + amount <= limit: exactly at the limit
//     passes, one minor unit over is refused. Every limit set must pass.
//   - A new or lower limit applies at once; a higher one or a removal waits
//     24 h in `pending`, then applies by itself (UKGC RTS 12).
//   - The session limit counts from the player's latest login (kept across
//     token refreshes); once reached, play and deposits are refused until
//     the player logs in again (no time lifts it: `resets_at` null).
//   - A time-out or self-exclusion refuses deposits, stakes, multi-step
//     moves other than a cash-out, real-money launches and promotions; it
//     only lengthens, never shortens or ends early.
import {
  allowsSelfExclusion,
  DEFAULT_REALITY_CHECK_MINUTES,
  fromMinor,
  LIMIT_RAISE_DELAY_MS,
  restrictionEnd,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
  toMinor,
} from '@casino/sdk';
import { INVOICE_FAILED, type Player, type Refusal, type WorldCore } from './model.ts';

export type MoneyLimit = 'deposit' | 'loss' | 'wager';
export type Period = 'day' | 'week' | 'month';
const MONEY_LIMITS: readonly MoneyLimit[] = ['deposit', 'loss', 'wager'];
const PERIODS: readonly Period[] = ['day', 'week', 'month'];
const PERIOD_WORD: Record<Period, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** A refused outcome, as the world's `Outcome` failures carry it. */
export type Refused = { ok: false; errors: Record<string, string[]>; refusal: Refusal };

const refused = (refusal: Refusal): Refused => ({
  ok: false,
  errors: { [refusal.field]: [`responsible.${refusal.code}`] },
  refusal,
});

/** A raise or removal waiting out its 24 h. */
interface Pending {
  limit: MoneyLimit | 'session_minutes';
  period: Period | null;
  /** Minor units (money) or minutes; null removes the limit. */
  value: number | null;
  requestedAt: number;
  effectiveAt: number;
}

interface Restriction {
  kind: 'timeout' | 'self_exclusion';
  period: TimeoutPeriod | SelfExclusionPeriod;
  startedAt: number;
  /** null: permanent. */
  until: number | null;
}

/** One player's settings; money in minor units. */
interface Settings {
  money: Record<MoneyLimit, Record<Period, number | null>>;
  sessionMinutes: number | null;
  realityCheckMinutes: number;
  autoPayin: boolean;
  pending: Pending[];
  restriction: Restriction | null;
}

/** What `PUT /responsible/limits` sends (major units); Prism has checked the shape. */
export interface LimitsUpdate {
  deposit?: Partial<Record<Period, number | null>>;
  loss?: Partial<Record<Period, number | null>>;
  wager?: Partial<Record<Period, number | null>>;
  session_minutes?: number | null;
  reality_check_minutes?: number;
  auto_payin?: boolean;
}

/** The calendar period (UTC) around `now`: its start and the next one's. */
function periodBounds(period: Period, now: number): { start: number; end: number } {
  const d = new Date(now);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  if (period === 'day') return { start: Date.UTC(y, m, day), end: Date.UTC(y, m, day + 1) };
  if (period === 'week') {
    const monday = day - ((d.getUTCDay() + 6) % 7);
    return { start: Date.UTC(y, m, monday), end: Date.UTC(y, m, monday + 7) };
  }
  return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** Money moved in a span, minor units. */
interface Totals {
  deposited: number;
  wagered: number;
  won: number;
}

export class Responsible {
  private readonly players = new Map<number, Settings>();
  private readonly world: WorldCore;

  constructor(world: WorldCore) {
    this.world = world;
  }

  /** The player's settings, with due raises applied and an ended restriction gone. */
  private settingsOf(player: Player): Settings {
    let settings = this.players.get(player.id);
    if (!settings) {
      const none = () => ({ day: null, week: null, month: null });
      settings = {
        money: { deposit: none(), loss: none(), wager: none() },
        sessionMinutes: null,
        realityCheckMinutes: DEFAULT_REALITY_CHECK_MINUTES,
        autoPayin: true,
        pending: [],
        restriction: null,
      };
      this.players.set(player.id, settings);
    }
    const now = this.world.now();
    for (const change of settings.pending.filter((p) => p.effectiveAt <= now)) {
      if (change.limit === 'session_minutes') settings.sessionMinutes = change.value;
      else if (change.period) settings.money[change.limit][change.period] = change.value;
    }
    settings.pending = settings.pending.filter((p) => p.effectiveAt > now);
    const until = settings.restriction?.until;
    if (until !== undefined && until !== null && until <= now) settings.restriction = null;
    return settings;
  }

  // Changes

  /**
   * Applies a partial update: a new or lower value at once (dropping a
   * pending raise of it), a higher one or a removal after 24 h. Every
   * amount is checked before anything changes.
   */
  update(
    player: Player,
    body: LimitsUpdate,
  ): { ok: true } | { ok: false; errors: Record<string, string[]> } {
    const settings = this.settingsOf(player);
    const changes: { limit: Pending['limit']; period: Period | null; value: number | null }[] = [];
    const errors: Record<string, string[]> = {};
    for (const limit of MONEY_LIMITS) {
      for (const period of PERIODS) {
        const value = body[limit]?.[period];
        if (value === undefined) continue;
        const minor = value === null ? null : toMinor(value);
        if (minor === null && value !== null) errors[`${limit}.${period}`] = ['validation.amount'];
        else changes.push({ limit, period, value: minor });
      }
    }
    if (body.session_minutes !== undefined)
      changes.push({ limit: 'session_minutes', period: null, value: body.session_minutes });
    if (Object.keys(errors).length > 0) return { ok: false, errors };

    const now = this.world.now();
    for (const change of changes) {
      const current =
        change.limit === 'session_minutes'
          ? settings.sessionMinutes
          : settings.money[change.limit][change.period as Period];
      settings.pending = settings.pending.filter(
        (p) => !(p.limit === change.limit && p.period === change.period),
      );
      const stricter = change.value !== null && (current === null || change.value <= current);
      if (stricter || change.value === current) {
        if (change.limit === 'session_minutes') settings.sessionMinutes = change.value;
        else settings.money[change.limit][change.period as Period] = change.value;
      } else {
        settings.pending.push({
          ...change,
          requestedAt: now,
          effectiveAt: now + LIMIT_RAISE_DELAY_MS,
        });
      }
    }
    settings.pending.sort((a, b) => a.effectiveAt - b.effectiveAt);
    if (body.reality_check_minutes !== undefined)
      settings.realityCheckMinutes = body.reality_check_minutes;
    if (body.auto_payin !== undefined) settings.autoPayin = body.auto_payin;
    this.world.settings.log(`player ${player.id} changed their responsible-play limits`);
    return { ok: true };
  }

  /**
   * Starts a time-out or self-exclusion, or lengthens the running one. A
   * period that would end sooner (any time-out during a self-exclusion) is
   * refused with the running one's code and end; so is a self-exclusion
   * period the player's region does not offer.
   */
  restrict(
    player: Player,
    kind: Restriction['kind'],
    period: TimeoutPeriod | SelfExclusionPeriod,
  ): { ok: true } | { ok: false; errors: Record<string, string[]>; refusal?: Refusal } {
    if (
      kind === 'self_exclusion' &&
      !allowsSelfExclusion(player.region, period as SelfExclusionPeriod)
    )
      return { ok: false, errors: { period: ['responsible.period_region'] } };
    const settings = this.settingsOf(player);
    const now = this.world.now();
    const until = restrictionEnd(period, now);
    const running = settings.restriction;
    if (running) {
      const later = running.until !== null && (until === null || until > running.until);
      if (!later || (running.kind === 'self_exclusion' && kind === 'timeout')) {
        const refusal = this.restrictionRefusal(running);
        return {
          ok: false,
          errors: { period: ['responsible.restriction_shorter'] },
          refusal: {
            ...refusal,
            message: `A running ${running.kind === 'timeout' ? 'time-out' : 'self-exclusion'} cannot be shortened.`,
          },
        };
      }
    }
    settings.restriction = { kind, period, startedAt: now, until };
    this.world.settings.log(
      `player ${player.id} started a ${kind.replace('_', '-')} of ${period} (until ${isoOrNull(until) ?? 'forever'})`,
    );
    return { ok: true };
  }

  // Checks

  private restrictionRefusal(restriction: Restriction): Refusal {
    const timeout = restriction.kind === 'timeout';
    return {
      code: timeout ? 'restricted_timeout' : 'restricted_self_exclusion',
      message: timeout
        ? 'You are taking a time-out: play, deposits and promotions are closed until it ends.'
        : 'You are self-excluded: play, deposits and promotions are closed until it ends.',
      resetsAt: restriction.until,
      field: 'error',
    };
  }

  /** Refuses anything but reading and withdrawing during a time-out or self-exclusion. */
  refuseRestricted(player: Player): Refused | null {
    const { restriction } = this.settingsOf(player);
    return restriction ? refused(this.restrictionRefusal(restriction)) : null;
  }

  /** Whether a time-out or self-exclusion is running (promotions hide themselves). */
  isRestricted(player: Player): boolean {
    return this.settingsOf(player).restriction !== null;
  }

  /** Refuses play and deposits during a restriction or past the session limit. */
  refusePlay(player: Player): Refused | null {
    const restricted = this.refuseRestricted(player);
    if (restricted) return restricted;
    const { sessionMinutes } = this.settingsOf(player);
    const started = this.world.latestSessionStart(player.id);
    if (sessionMinutes === null || started === null) return null;
    if (this.world.now() - started < sessionMinutes * 60_000) return null;
    return refused({
      code: 'limit_session',
      message: `Your session limit of ${sessionMinutes} minutes is reached: log in again to play.`,
      resetsAt: null,
      field: 'error',
    });
  }

  /** Refuses a stake (minor units) past a loss or wager limit, or when play is closed. */
  refuseStake(player: Player, stake: number): Refused | null {
    return (
      this.refusePlay(player) ??
      this.refuseOver(player, stake, (period) => {
        const { wagered, won } = this.totals(
          player.id,
          periodBounds(period, this.world.now()).start,
        );
        return { loss: wagered - won, wager: wagered };
      })
    );
  }

  /**
   * Refuses a real-money launch of a slot or live game (its stakes are the
   * provider's, not seen here): play closed, or a loss or wager limit without
   * one minor unit of room.
   */
  refuseLaunch(player: Player): Refused | null {
    return this.refuseStake(player, 1);
  }

  /** Refuses a deposit (what the player pays, minor units) past a deposit limit, or when play is closed. */
  refuseDeposit(player: Player, amount: number): Refused | null {
    return (
      this.refusePlay(player) ??
      this.refuseOver(player, amount, (period) => ({
        deposit: this.depositsOpened(player.id, periodBounds(period, this.world.now()).start),
      }))
    );
  }

  /**
   * The refusal of `amount` by the limits `used` reports for each period,
   * or null when every set limit has room: of several, the one lifting
   * last (the lowest limit wins: a day with room does not help in a full week).
   */
  private refuseOver(
    player: Player,
    amount: number,
    used: (period: Period) => Partial<Record<MoneyLimit, number>>,
  ): Refused | null {
    const { money } = this.settingsOf(player);
    let worst: Refusal | null = null;
    for (const period of PERIODS) {
      // Sums walk the ledger: only for a period with a limit set.
      if (MONEY_LIMITS.every((limit) => money[limit][period] === null)) continue;
      const usedNow = used(period);
      for (const limit of MONEY_LIMITS) {
        const cap = money[limit][period];
        const spent = usedNow[limit];
        if (cap === null || spent === undefined || spent + amount <= cap) continue;
        const resetsAt = periodBounds(period, this.world.now()).end;
        if (worst && (worst.resetsAt ?? 0) >= resetsAt) continue;
        worst = {
          code: `limit_${limit}_${period}`,
          message: `Your ${PERIOD_WORD[period]} ${limit} limit of ${fromMinor(cap)} ${player.currency} is reached.`,
          resetsAt,
          field: 'amount',
        };
      }
    }
    return worst ? refused(worst) : null;
  }

  // Sums

  /** What the player pays for the invoices opened since `from` that have not failed. */
  private depositsOpened(playerId: number, from: number): number {
    let sum = 0;
    for (const invoice of this.world.invoices.values())
      if (
        invoice.playerId === playerId &&
        invoice.createdAt >= from &&
        invoice.status !== INVOICE_FAILED
      )
        sum += invoice.amount;
    return sum;
  }

  /** Deposits paid (what the player paid), stakes and winnings since `from`. */
  private totals(playerId: number, from: number): Totals {
    const totals: Totals = { deposited: 0, wagered: 0, won: 0 };
    for (const m of this.world.ledger) {
      if (m.playerId !== playerId || m.at < from) continue;
      if (m.kind === 'bet') totals.wagered -= m.amount;
      else if (m.kind === 'win') totals.won += m.amount;
      else if (m.kind === 'deposit') {
        const invoice = this.world.invoices.get(Number(m.reference.slice('invoice:'.length)));
        totals.deposited += invoice?.amount ?? m.amount;
      }
    }
    return totals;
  }

  // Answers

  /** The limits as `GET /responsible/limits` shows them (major units), with the room each leaves now. */
  view(player: Player) {
    const s = this.settingsOf(player);
    const now = this.world.now();
    const money = (limit: MoneyLimit) => ({
      day: s.money[limit].day === null ? null : fromMinor(s.money[limit].day),
      week: s.money[limit].week === null ? null : fromMinor(s.money[limit].week),
      month: s.money[limit].month === null ? null : fromMinor(s.money[limit].month),
    });
    const used = Object.fromEntries(
      PERIODS.map((period) => {
        const from = periodBounds(period, now).start;
        const { wagered, won } = this.totals(player.id, from);
        const deposit = this.depositsOpened(player.id, from);
        return [period, { deposit, loss: wagered - won, wager: wagered }];
      }),
    ) as Record<Period, Record<MoneyLimit, number>>;
    const room = (limit: MoneyLimit) => {
      const left = (period: Period) => {
        const cap = s.money[limit][period];
        return cap === null ? null : fromMinor(Math.max(0, cap - used[period][limit]));
      };
      return { day: left('day'), week: left('week'), month: left('month') };
    };
    return {
      currency: player.currency,
      deposit: money('deposit'),
      loss: money('loss'),
      wager: money('wager'),
      remaining: { deposit: room('deposit'), loss: room('loss'), wager: room('wager') },
      session_minutes: s.sessionMinutes,
      reality_check_minutes: s.realityCheckMinutes,
      auto_payin: s.autoPayin,
      pending: s.pending.map((p) => ({
        limit: p.limit,
        period: p.period,
        value: p.value === null || p.limit === 'session_minutes' ? p.value : fromMinor(p.value),
        requested_at: iso(p.requestedAt),
        effective_at: iso(p.effectiveAt),
      })),
      restriction: s.restriction && {
        kind: s.restriction.kind,
        period: s.restriction.period,
        started_at: iso(s.restriction.startedAt),
        until: isoOrNull(s.restriction.until),
      },
    };
  }

  /** The activity of the session that `sessionStart` began and of the current periods (major units). */
  activity(player: Player, sessionStart: number) {
    const now = this.world.now();
    const shown = (t: Totals) => ({
      deposited: fromMinor(t.deposited),
      wagered: fromMinor(t.wagered),
      won: fromMinor(t.won),
      net: fromMinor(t.won - t.wagered),
    });
    const period = (p: Period) => {
      const { start, end } = periodBounds(p, now);
      return {
        started_at: iso(start),
        resets_at: iso(end),
        ...shown(this.totals(player.id, start)),
      };
    };
    return {
      currency: player.currency,
      session: {
        started_at: iso(sessionStart),
        elapsed_seconds: Math.max(0, Math.floor((now - sessionStart) / 1000)),
        ...shown(this.totals(player.id, sessionStart)),
      },
      day: period('day'),
      week: period('week'),
      month: period('month'),
    };
  }
}
