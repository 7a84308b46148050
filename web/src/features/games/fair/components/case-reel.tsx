// A case's reel: a strip of the case's prizes behind a marker, as the best
// case-opening games show it. Idle, the prizes stand in their order; a round
// lines up forty prizes (by the case's chances, from a number the round's id
// gives, so every screen shows the same reel) with the won one at place 32,
// and the strip slides for three seconds until it stops under the marker,
// a little off its middle as a real reel would. Under reduced motion or
// instant play it stands there at once (in-house-games.css, feel.css). The
// prizes are drawn here.
import type { CaseSnapshot, HouseCase } from '@casino/sdk/fair';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';

/** Prizes on a reel, and where the won one is. */
const LENGTH = 40;
const WON_AT = 32;
/** A tile's width and the gap after it, px (in-house-games.css). */
const STEP = 96;

type Prize = { key: string; multiplier: number; weight: number };

/** The prize icons, drawn here: a coin, a ring, a watch, a crown. */
const ICONS: Record<string, string> = {
  coin: 'M16 4a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm0 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14z',
  ring: 'M16 11a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM12 4h8l-4 6z',
  watch: 'M11 2h10v5H11zM11 25h10v5H11zM16 7a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1 4h2v5l4 2-1 2-5-3z',
  crown: 'M4 24 2 9l8 6 6-10 6 10 8-6-2 15zM5 26h22v3H5z',
};

/** A number from a text (FNV-1a), for the reel's order. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The reel of a round: prizes drawn by weight from the seed, the won one at WON_AT. */
export function reelOf(prizes: readonly Prize[], won: number, id: string): Prize[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let seed = seedOf(id);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  return Array.from({ length: LENGTH }, (_, i) => {
    if (i === WON_AT) return prizes[won] as Prize;
    let pick = next() * total;
    for (const prize of prizes) {
      pick -= prize.weight;
      if (pick < 0) return prize;
    }
    return prizes[0] as Prize;
  });
}

/** The reel: idle, the case's prizes; for a round, its reel stopping on the won prize. */
export function CaseReel({
  houseCase,
  round,
}: {
  houseCase: HouseCase;
  round: { id: string; case: CaseSnapshot | null; result: { item: number } | null } | null;
}) {
  const { t } = useI18n();
  const prizes = round?.case?.prizes ?? houseCase.prizes;
  const won = round?.result?.item ?? null;
  const tiles =
    round && won !== null
      ? reelOf(prizes, won, round.id)
      : Array.from({ length: 9 }, (_, i) => prizes[i % prizes.length] as Prize);
  // Where the strip stops: the won tile under the marker, off its middle by up to 30 px.
  const stop =
    round && won !== null
      ? WON_AT * STEP + STEP / 2 - 4 + ((seedOf(round.id) % 61) - 30)
      : 4 * STEP + STEP / 2 - 4;
  // A new round's strip starts at its first tiles and slides once painted there.
  const [slid, setSlid] = useState<string | null>(null);
  const roundId = round?.id ?? null;
  useEffect(() => {
    if (roundId === null) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setSlid(roundId)));
    return () => cancelAnimationFrame(frame);
  }, [roundId]);
  const offset = roundId === null || slid === roundId ? stop : 2 * STEP;
  const best = Math.max(...prizes.map((p) => p.multiplier));
  return (
    <div className="case-reel" aria-hidden="true">
      <div
        key={roundId ?? 'idle'}
        className={`case-reel__strip${roundId !== null && slid === roundId ? ' is-sliding' : ''}`}
        style={{ transform: `translateX(${-offset}px)` }}
      >
        {tiles.map((prize, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel's places are its identity
            key={i}
            className={`case-reel__tile case-reel__tile--${prize.multiplier >= best ? 'top' : prize.multiplier >= 1 ? 'up' : 'low'}${roundId !== null && i === WON_AT && slid === roundId ? ' is-won' : ''}`}
          >
            <svg viewBox="0 0 32 32" className="case-reel__icon" aria-hidden="true">
              <path d={ICONS[prize.key] ?? ICONS.coin} fillRule="evenodd" />
            </svg>
            <span className="case-reel__name">{t(`fair.cases.prize.${prize.key as 'coin'}`)}</span>
          </span>
        ))}
      </div>
      <span className="case-reel__marker" />
    </div>
  );
}
