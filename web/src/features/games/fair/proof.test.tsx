// The check of a round as a player reads it in "My bets": a sentence saying
// the round was fair (or a warning when it does not come out as recorded, or
// when it becomes verifiable), and behind "How it's checked" the seeds, the
// math in words with the round's own numbers, the tiles as chips: no raw
// arrays and no developer command.
import {
  diceRoll,
  type FairRound,
  floats,
  hashSeed,
  minePositions,
  moveRound,
  openRound,
  roundRecord,
} from '@casino/sdk/fair';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { MyBets } from './components/my-bets.tsx';

const NOW = '2026-11-23T10:00:00.000Z';
const seeds = { serverSeed: 'the revealed server seed', clientSeed: 'lucky', nonce: 3 };
const meta = (revealed: boolean) => ({
  id: 'r-1',
  currency: 'RUB' as const,
  seeds,
  serverSeedHash: hashSeed(seeds.serverSeed),
  revealed,
  createdAt: NOW,
  settledAt: NOW,
});
const dice = (revealed = true) =>
  roundRecord(
    openRound('dice', { direction: 'over', target: 50 }, 1000, seeds, 'RUB'),
    meta(revealed),
  );

beforeAll(() => loadMessages('ru'));

/** Shows the rounds, presses Verify and waits for the check (its module loads at the first press). */
const show = async (rounds: FairRound[]) => {
  renderWithApp(<MyBets rounds={rounds} />, { fetch: fakeApi({}).fetch });
  fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
  const check = await screen.findByText(/Этот раунд честный|Внимание: раунд не сходится/);
  return check.closest('[role="status"]') as HTMLElement;
};
const open = (check: HTMLElement) => {
  const summary = within(check).getByText('Как это проверяется');
  fireEvent.click(summary);
  return summary.closest('details') as HTMLDetailsElement;
};

describe("a round's check in My bets", () => {
  it('says a fair round is fair, and shows the seeds and the math with its numbers behind a disclosure', async () => {
    const check = await show([dice()]);
    expect(within(check).getByText('Этот раунд честный — проверено')).toBeVisible();
    const details = open(check);
    expect(details.open).toBe(true);
    const text = details.textContent ?? '';
    // The seeds: the hash committed before the round, the revealed seed, the client seed, the nonce.
    expect(within(details).getByText(hashSeed(seeds.serverSeed))).toBeVisible();
    expect(within(details).getByText(seeds.serverSeed)).toBeVisible();
    expect(within(details).getByText('lucky')).toBeVisible();
    // The math in words with this round's numbers: the message, the number from 0 to 1, the roll.
    const float = (floats(seeds, 1)[0] as number).toFixed(6).replace('.', ',');
    const roll = diceRoll(seeds).toFixed(2).replace('.', ',');
    expect(text).toContain('HMAC-SHA256 с серверным сидом в качестве ключа от текста «lucky:3:0»');
    expect(text).toContain(`число от 0 до 1: ${float}`);
    expect(text).toContain(`${float} × 10 001 = `);
    expect(text).toContain(`делим на 100 — выпало ${roll}`);
    expect(text).toContain('Раскрытый серверный сид даёт хеш, показанный до раунда');
    expect(text).toContain(`Пересчитанный результат: Выпало ${roll}`);
    // Words, never a raw array or a developer's command.
    expect(check.textContent).not.toContain('[');
    expect(check.textContent).not.toContain('casino fair');
  });

  it('warns when the round does not come out as recorded, saying what the record says', async () => {
    const round = dice();
    const check = await show([{ ...round, payout: round.payout + 5 }]);
    expect(within(check).getByText('Внимание: раунд не сходится с записью')).toBeVisible();
    expect(within(check).queryByText('Этот раунд честный — проверено')).toBeNull();
    open(check);
    const bad = check.querySelector('.proof__check--bad');
    expect(bad?.textContent).toMatch(/^Пересчитанная выплата: .* \(в записи: .*\)$/);
  });

  it('says a round becomes verifiable once its seed is revealed, with nothing to press', () => {
    renderWithApp(<MyBets rounds={[dice(false)]} />, { fetch: fakeApi({}).fetch });
    expect(screen.getByText('можно будет проверить, когда сид раскроется')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();
  });

  it("shows a miner round's mines and opened tiles as tile numbers, not an array", async () => {
    const mines = minePositions(seeds, 3);
    const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile)) as number;
    let engine = openRound('miner', { mines: 3 }, 1000, seeds, 'RUB');
    engine = moveRound(engine, { kind: 'reveal', tile: safe }, seeds);
    engine = moveRound(engine, { kind: 'cashout' }, seeds);
    const check = await show([roundRecord(engine, meta(true))]);
    expect(within(check).getByText('Этот раунд честный — проверено')).toBeVisible();
    open(check);
    const tiles = within(check).getByRole('list', { name: 'Мины на клетках' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(mines.map((m) => String(m + 1)));
    const opened = within(check).getByRole('list', { name: 'Вы открыли:' });
    expect(opened.textContent).toBe(String(safe + 1));
    expect(check.textContent).not.toContain('[');
  });
});
