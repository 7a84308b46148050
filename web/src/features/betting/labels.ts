// How the sportsbook names what the API gives as codes: a market by its kind
// and line (`total` at 2.5 is "Total 2.5"), an outcome by its key (`1` is the
// home side's name, `over` at 2.5 "Over 2.5"), the short labels of the odds
// buttons (1 X 2, O 2.5), prices with two decimals, and an event's clock
// (kick-off, the minute in play, finished). Numbers in the interface
// language's style (`2,5` in ru and kz).
import { dateTimeFormat } from '@casino/sdk';
import { useI18n } from '../../i18n/i18n.tsx';
import { useNumber } from '../../shared/domain/money.ts';
import type { Market, SportEvent } from './api.ts';

type Kind = Market['kind'];

/** A market's id as the API writes it (`total:2.5`, `next_goal:3`): its kind and line. */
export function parseMarketId(id: string): { kind: Kind | null; line: number | null } {
  const [kind, line] = id.split(':');
  const kinds: readonly Kind[] = [
    '1x2',
    'winner',
    'double_chance',
    'total',
    'handicap',
    'btts',
    'next_goal',
  ];
  const known = kinds.find((k) => k === kind) ?? null;
  const value = line === undefined ? null : Number(line);
  return { kind: known, line: value !== null && Number.isFinite(value) ? value : null };
}

/** The names of markets, outcomes and prices in the interface language. */
export function useBookLabels() {
  const { t } = useI18n();
  const number = useNumber();
  /** A line; `signed` writes a plus before a positive one (a handicap). */
  const lineText = (line: number | null, signed = false) =>
    line === null ? '' : `${signed && line > 0 ? '+' : ''}${number(line)}`;
  return {
    odds: (odds: number) => number(odds, 2),
    market(kind: Kind | null, line: number | null): string {
      switch (kind) {
        case '1x2':
          return t('betting.market.1x2');
        case 'winner':
          return t('betting.market.winner');
        case 'double_chance':
          return t('betting.market.doubleChance');
        case 'total':
          return t('betting.market.total', { line: lineText(line) });
        case 'handicap':
          return t('betting.market.handicap');
        case 'btts':
          return t('betting.market.btts');
        case 'next_goal':
          return t('betting.market.nextGoal', { number: line ?? 1 });
        default:
          return t('betting.market.other');
      }
    },
    /** An outcome in words, with the teams' names. */
    outcome(
      kind: Kind | null,
      key: string,
      line: number | null,
      home: string,
      away: string,
    ): string {
      if (kind === 'total')
        return key === 'over'
          ? t('betting.outcome.over', { line: lineText(line) })
          : t('betting.outcome.under', { line: lineText(line) });
      if (kind === 'handicap')
        return key === '1'
          ? `${home} (${lineText(line, true)})`
          : `${away} (${lineText(line === null ? null : -line, true)})`;
      if (kind === 'btts')
        return key === 'yes' ? t('betting.outcome.yes') : t('betting.outcome.no');
      switch (key) {
        case '1':
          return home;
        case '2':
          return away;
        case 'X':
          return t('betting.outcome.draw');
        case '1X':
          return t('betting.outcome.homeOrDraw', { home });
        case '12':
          return t('betting.outcome.homeOrAway', { home, away });
        case 'X2':
          return t('betting.outcome.drawOrAway', { away });
        case 'none':
          return t('betting.outcome.noGoal');
        default:
          return key;
      }
    },
    /** An odds button's label. */
    short(kind: Kind | null, key: string, line: number | null): string {
      if (kind === 'total')
        return key === 'over'
          ? t('betting.short.over', { line: lineText(line) })
          : t('betting.short.under', { line: lineText(line) });
      if (kind === 'handicap')
        return `${key} (${lineText(key === '1' ? line : line === null ? null : -line, true)})`;
      if (kind === 'btts')
        return key === 'yes' ? t('betting.outcome.yes') : t('betting.outcome.no');
      if (key === 'none') return t('betting.outcome.noGoal');
      return key;
    },
  };
}

/** When an event is: its kick-off before it starts, the minute and score in play, or that it is over. */
export function useEventClock(): (event: SportEvent) => string {
  const { t, locale } = useI18n();
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (event) => {
    switch (event.status) {
      case 'prematch': {
        const at = new Date(event.starts_at);
        if (Number.isNaN(at.getTime())) return '—';
        const today = at.toDateString() === new Date().toDateString();
        return today
          ? t('betting.clock.today', { time: time.format(at) })
          : `${day.format(at)}, ${time.format(at)}`;
      }
      case 'live': {
        // Tennis and esports have no clock: the set or map, and its games or rounds.
        const part = event.period_score
          ? ` · ${event.period_score[0]}:${event.period_score[1]}`
          : '';
        if (event.period !== null && event.sport === 'tennis')
          return `${t('betting.clock.set', { number: event.period })}${part}`;
        if (event.period !== null && event.sport === 'esports')
          return `${t('betting.clock.map', { number: event.period })}${part}`;
        if (event.period !== null && event.sport === 'basketball' && event.minute !== null)
          return `${t('betting.clock.quarter', { number: event.period })} · ${event.minute}′`;
        return event.minute === null ? t('betting.clock.live') : `${event.minute}′`;
      }
      case 'ended':
        return t('betting.clock.ended');
      default:
        return t('betting.clock.abandoned');
    }
  };
}
