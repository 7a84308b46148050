// What a round's result says, in words: the roll, the pocket, the hits, the
// prize, the tiles and cards as the boards show them (never a raw list). The
// line of each round in "My bets" and the recomputed result of its check.
import { type FairRound, tileNumber } from '@casino/sdk/fair';
import type { useI18n } from '../../../../i18n/i18n.tsx';
import type { useNumber } from '../../../../shared/money.ts';

type T = ReturnType<typeof useI18n>['t'];
type NumberFormat = ReturnType<typeof useNumber>;

/** A round's result in words. */
export function roundSummary(t: T, number: NumberFormat, round: FairRound): string {
  if (round.status === 'active') return t('fair.inPlay');
  switch (round.game) {
    case 'dice':
      return t('fair.summary.dice', {
        roll: round.result ? number(round.result.roll, 2) : '—',
        direction: t(`fair.dice.${round.inputs.direction}`),
        target: number(round.inputs.target, 2),
      });
    case 'coinflip':
      return t('fair.summary.coinflip', {
        side: t(`fair.coinflip.${round.result?.side ?? 'heads'}`),
        call: t(`fair.coinflip.${round.inputs.side}`),
      });
    case 'crash':
      return t('fair.summary.crash', {
        point: round.result ? number(round.result.crashPoint, 2) : '—',
        target: number(round.inputs.target, 2),
      });
    case 'roulette':
      return t('fair.summary.roulette', { pocket: round.result?.pocket ?? '—' });
    case 'keno':
      return t('fair.summary.keno', {
        hits: round.result?.hits ?? 0,
        picks: round.inputs.picks.length,
      });
    case 'cases': {
      const prize = round.case?.prizes[round.result?.item ?? -1];
      return prize ? t(`fair.cases.prize.${prize.key as 'coin'}`) : '—';
    }
    case 'miner':
      return t('fair.summary.miner', {
        mines: (round.result?.mines ?? []).map(tileNumber).join(', '),
        opened: round.moves.revealed.map(tileNumber).join(', ') || '—',
      });
    case 'hilo':
      return (round.result?.cards ?? round.moves.cards).join(' ');
  }
}
