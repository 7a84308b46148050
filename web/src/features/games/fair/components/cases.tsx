// The house cases: the list of cases (/games/cases) and a case's board
// (/games/cases/{slug}): its reel (case-reel.tsx), the prize won, the prizes
// with their values and chances, and Open.
import { casePrice, HOUSE_CASES, type HouseCase } from '@casino/sdk/fair';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../../shared/domain/player.tsx';
import { href } from '../../../../shared/lib/paths.ts';
import { Empty } from '../../../../shared/ui/page-parts.tsx';
import { useBoard } from '../use-board.ts';
import { CaseReel } from './case-reel.tsx';
import { BoardFrame, PlayBar, PlayProblem, playBarOf } from './outcome.tsx';
import { Odds, RoundShow } from './round-show.tsx';
import '../../in-house-games.css';

/** The cases as tiles linking to their pages. */
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

function CaseBoard({ houseCase }: { houseCase: HouseCase }) {
  const { t } = useI18n();
  const money = useMoney();
  const board = useBoard('cases', { min: null, max: null });
  const number = useNumber();
  const { currency } = board.session;
  const price = casePrice(houseCase, currency);
  const total = houseCase.prizes.reduce((a, p) => a + p.weight, 0);
  const last = board.last?.game === 'cases' ? board.last : null;
  const won = last?.case?.prizes[last.result?.item ?? -1];
  const rtp = houseCase.prizes.reduce((sum, p) => sum + (p.multiplier * p.weight) / total, 0);
  return (
    <BoardFrame
      name="cases"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <CaseReel houseCase={houseCase} round={last} />
          <RoundShow round={last} idle={null}>
            {won ? t(`fair.cases.prize.${won.key as 'coin'}`) : null}
          </RoundShow>
        </>
      }
      controls={
        <>
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
              {houseCase.prizes.map((p) => (
                <tr
                  // A new round's prize is a new row, so its mark waits for the reel again.
                  key={won?.key === p.key ? `${p.key}:${last?.id}` : p.key}
                  className={won?.key === p.key ? 'is-won' : undefined}
                >
                  <td>{t(`fair.cases.prize.${p.key}`)}</td>
                  <td className="num">{money(price * p.multiplier, currency)}</td>
                  <td className="num">{number(Math.round((p.weight / total) * 1000) / 10)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Odds
            multiplier={Math.max(...houseCase.prizes.map((p) => p.multiplier))}
            upTo
            rtp={rtp}
          />
          <div className="board__primary">
            <button
              type="button"
              className="button button--primary"
              disabled={board.session.busy}
              onClick={() => void board.play(null, { caseId: houseCase.slug })}
            >
              {t('fair.cases.open', { price: money(price, currency) })}
            </button>
          </div>
          <PlayProblem problem={board.session.problem} />
        </>
      }
    />
  );
}

/** The board of /games/cases/{slug}; an unknown slug says so. */
export function CasePageBoard({ slug }: { slug: string }) {
  const { t } = useI18n();
  const houseCase = HOUSE_CASES.find((c) => c.slug === slug);
  if (!houseCase) return <Empty>{t('fair.cases.unknown')}</Empty>;
  return <CaseBoard houseCase={houseCase} />;
}
