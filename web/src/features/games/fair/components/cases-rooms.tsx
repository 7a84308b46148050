// Cases and rooms in demo play. A case opening draws one prize by weight
// ranges (caseItem); a room draw picks the winner by stake ranges, the demo
// players' stakes first and the player's last (roomWinner). The demo players
// and their stakes are shown before joining; the winner takes the pot less 1%.
import { type Room, roomLimits } from '@casino/sdk';
import {
  caseItem,
  casePrice,
  HOUSE_CASES,
  HOUSE_EDGE,
  type HouseCase,
  roomWinner,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { href } from '../../../../shared/paths.ts';
import { usePlayerCurrency } from '../../../../shared/player.tsx';
import { Empty } from '../../../../shared/ui.tsx';
import { useDemoPlay } from '../use-demo-play.ts';
import { DemoBet, DemoProblem, RoundShow } from './outcome.tsx';
import '../../in-house-games.css';

/** The demo cases as tiles linking to their pages. */
export function CaseList() {
  const { t, locale } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  return (
    <ul className="case-list">
      {HOUSE_CASES.map((c) => (
        <li key={c.slug}>
          <Link className="case-tile" to={href('case', locale, { slug: c.slug })}>
            <strong>{t(`fair.cases.${c.slug}`)}</strong>
            <span>{money(casePrice(c, currency), currency)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CaseBoard({ demoCase }: { demoCase: HouseCase }) {
  const { t } = useI18n();
  const money = useMoney();
  const demo = useDemoPlay('cases', { min: null, max: null });
  const price = casePrice(demoCase, demo.currency);
  const weights = demoCase.prizes.map((p) => p.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const open = () =>
    demo.play(
      price,
      (seeds) => {
        const index = caseItem(seeds, weights);
        return { result: index, payout: price * (demoCase.prizes[index]?.multiplier ?? 0) };
      },
      { weights },
    );
  const won = demo.last ? demoCase.prizes[demo.last.result as number] : undefined;
  return (
    <div className="board board--cases">
      <RoundShow round={demo.last}>{won ? t(`fair.cases.prize.${won.key}`) : null}</RoundShow>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('fair.cases.prizeColumn')}</th>
            <th scope="col" className="num">
              {t('fair.cases.value')}
            </th>
            <th scope="col" className="num">
              {t('fair.cases.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {demoCase.prizes.map((p) => (
            <tr key={p.key}>
              <td>{t(`fair.cases.prize.${p.key}`)}</td>
              <td className="num">{money(price * p.multiplier, demo.currency)}</td>
              <td className="num">{Math.round((p.weight / total) * 1000) / 10}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button--primary" onClick={open}>
        {t('fair.cases.open', { price: money(price, demo.currency) })}
      </button>
      <DemoProblem problem={demo.problem} />
    </div>
  );
}

/** The board of /games/cases/{slug}; an unknown slug says so. */
export function CasePageBoard({ slug }: { slug: string }) {
  const { t } = useI18n();
  const demoCase = HOUSE_CASES.find((c) => c.slug === slug);
  if (!demoCase) return <Empty>{t('fair.cases.unknown')}</Empty>;
  return <CaseBoard demoCase={demoCase} />;
}

/** Demo players' stakes for a room: 2-4 players, each 1-10 times the room's minimum. */
function demoStakes(min: number): number[] {
  const players = 2 + Math.floor(Math.random() * 3);
  return Array.from({ length: players }, () => min * (1 + Math.floor(Math.random() * 10)));
}

/** A room: the demo players' stakes, the player's stake, the draw. */
export function RoomBoard({ room }: { room: Room }) {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const limits = roomLimits(currency, room);
  const demo = useDemoPlay('rooms', limits);
  // The same demo players stay for the page's draws, so a result names a player on the list.
  const [others] = useState(() => (limits.min === null ? [] : demoStakes(limits.min)));
  const join = (stake: number) => {
    const stakes = [...others, stake];
    const pot = stakes.reduce((a, b) => a + b, 0);
    demo.play(
      stake,
      (seeds) => {
        const winner = roomWinner(seeds, stakes);
        return {
          result: winner,
          payout: winner === stakes.length - 1 ? Math.floor(pot * (1 - HOUSE_EDGE) * 100) / 100 : 0,
        };
      },
      { stakes },
    );
  };
  const last = demo.last;
  const lastStakes = (last?.options?.stakes as number[] | undefined) ?? [];
  return (
    <div className="board board--rooms">
      {last ? (
        <RoundShow round={last}>
          {last.result === lastStakes.length - 1
            ? t('fair.rooms.you')
            : t('fair.rooms.player', { n: (last.result as number) + 1 })}
        </RoundShow>
      ) : null}
      {limits.min !== null ? (
        <ul className="list">
          {others.map((stake, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: players are listed in joining order, which is their identity
            <li key={`${i}-${stake}`}>
              {t('fair.rooms.player', { n: i + 1 })}: {money(stake, currency)}
            </li>
          ))}
        </ul>
      ) : null}
      <DemoBet demo={demo} onBet={join} label={t('fair.rooms.join')} />
    </div>
  );
}
