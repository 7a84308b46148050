// The session statistics of a board (stats.ts): for this game or all games,
// in the mode and currency played now, the amount wagered, the profit, the
// wins and losses, and the running profit over the session's bets as a line.
import { fromMinor } from '@casino/sdk';
import { useState } from 'react';
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { useSignedMoney } from '../../../shared/domain/session-figures.ts';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { usePlayMode } from '../fair/mode.ts';
import { figuresOf, resetStats, statsKey, useSessionRounds } from './stats.ts';

const GROUPS = [MESSAGE_GROUPS.tools];

type Scope = 'game' | 'all';

/** The running profit as a line over the bets, the zero line across. */
function ProfitChart({ curve, label }: { curve: readonly number[]; label: string }) {
  const points = [0, ...curve];
  const high = Math.max(0, ...points);
  const low = Math.min(0, ...points);
  const span = high - low || 1;
  const x = (i: number) => (i / Math.max(1, points.length - 1)) * 100;
  const y = (v: number) => 4 + ((high - v) / span) * 52;
  const line = points.map((v, i) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`).join(' ');
  const last = points.at(-1) ?? 0;
  return (
    <svg
      className={`stats__chart ${last >= 0 ? 'is-up' : 'is-down'}`}
      viewBox="0 0 100 60"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line className="stats__zero" x1="0" x2="100" y1={y(0)} y2={y(0)} />
      <polyline className="stats__line" points={line} />
    </svg>
  );
}

/** The panel. */
function Statistics({ game }: { game: string }) {
  const { t } = useI18n();
  const money = useMoney();
  const signed = useSignedMoney();
  const currency = usePlayerCurrency();
  const [mode] = usePlayMode();
  const [scope, setScope] = useState<Scope>('game');
  const key = statsKey(mode, currency);
  const all = useSessionRounds()[key] ?? [];
  const rounds = scope === 'game' ? all.filter((r) => r.game === game) : all;
  const figures = figuresOf(rounds);
  return (
    <div className="feel__panel stats" data-testid="session-stats">
      <strong>
        {t('fair.stats.title')} · {t(mode === 'real' ? 'fair.stats.real' : 'fair.stats.demo')}
      </strong>
      <ChoiceTabs
        value={scope}
        onChange={setScope}
        label={t('fair.stats.title')}
        options={[
          ['game', t('fair.stats.thisGame')],
          ['all', t('fair.stats.allGames')],
        ]}
      />
      {rounds.length === 0 ? (
        <p className="stats__empty">{t('fair.stats.empty')}</p>
      ) : (
        <>
          <dl className="stats__figures">
            <div>
              <dt>{t('fair.stats.wagered')}</dt>
              <dd>{money(fromMinor(figures.wagered), currency)}</dd>
            </div>
            <div>
              <dt>{t('fair.stats.profit')}</dt>
              <dd className={figures.profit >= 0 ? 'is-up' : 'is-down'}>
                {signed(fromMinor(figures.profit), currency)}
              </dd>
            </div>
            <div>
              <dt>{t('fair.stats.wins')}</dt>
              <dd>{figures.wins}</dd>
            </div>
            <div>
              <dt>{t('fair.stats.losses')}</dt>
              <dd>{figures.losses}</dd>
            </div>
          </dl>
          <ProfitChart curve={figures.curve} label={t('fair.stats.chart')} />
        </>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={all.length === 0}
        onClick={() => resetStats(key)}
      >
        {t('fair.stats.reset')}
      </button>
    </div>
  );
}

/** The panel, once its words are loaded. */
export default function StatsPanel({ game }: { game: string }) {
  return (
    <WithMessages groups={GROUPS}>
      <Statistics game={game} />
    </WithMessages>
  );
}
