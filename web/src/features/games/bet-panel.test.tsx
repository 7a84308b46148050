// The bet panel for every game and currency of the SDK's table (SPEC.md
// section 9, read from the SDK, not re-typed): min and max buttons, messages
// for amounts outside the limits, and "not shown" where the table is silent.
import {
  BET_GAMES,
  type BetGame,
  CURRENCIES,
  type CurrencyCode,
  formatMoney,
  type Limits,
  ROOMS,
  roomLimits,
} from '@casino/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import { parseAmount, quickBet } from './bet-math.ts';
import { BetPanel } from './components/bet-panel.tsx';

const player = (currency: CurrencyCode) => testPlayer({ loggedIn: true, currency, balance: 100 });

function Panel({ limits, start = '' }: { limits: Limits; start?: string }) {
  const [value, setValue] = useState(start);
  return <BetPanel limits={limits} value={value} onChange={setValue} />;
}

function renderPanel(currency: CurrencyCode, limits: Limits, start = '') {
  return renderWithApp(
    <PlayerContext.Provider value={player(currency)}>
      <Panel limits={limits} start={start} />
    </PlayerContext.Provider>,
    { fetch: fakeApi({}).fetch },
  );
}

const money = (amount: number, currency: CurrencyCode) => formatMoney(amount, currency, 'ru-RU');
const input = () => screen.getByLabelText(/^Ставка, /) as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

beforeAll(() => loadMessages('ru'));

const cases = (Object.keys(CURRENCIES) as CurrencyCode[]).flatMap((currency) =>
  BET_GAMES.map((game) => [currency, game, CURRENCIES[currency].bets[game]] as const),
);

describe.each(cases)('%s %s', (currency: CurrencyCode, _game: BetGame, limits: Limits) => {
  it('offers exactly the limits of the table and refuses amounts outside them', () => {
    renderPanel(currency, limits);
    if (limits.min === null && limits.max === null) {
      expect(screen.getByRole('status').textContent).toBe(
        `Ставки в ${currency} в этой игре недоступны: лимиты для этой валюты не опубликованы.`,
      );
      expect(screen.queryByRole('textbox')).toBeNull();
      return;
    }
    expect(screen.getByText(/^Ставка, /).textContent).toBe(
      `Ставка, ${CURRENCIES[currency].symbol}`,
    );
    const minButton = screen.getByRole('button', { name: 'Мин' }) as HTMLButtonElement;
    const maxButton = screen.getByRole('button', { name: 'Макс' }) as HTMLButtonElement;
    if (limits.min === null) expect(minButton.disabled).toBe(true);
    else {
      fireEvent.click(minButton);
      expect(parseAmount(input().value)).toBe(limits.min);
      expect(screen.queryByRole('alert')).toBeNull();
      type(String(limits.min / 2));
      expect(screen.getByRole('alert').textContent).toBe(
        `Минимальная ставка — ${money(limits.min, currency)}.`,
      );
    }
    if (limits.max === null) expect(maxButton.disabled).toBe(true);
    else {
      fireEvent.click(maxButton);
      expect(parseAmount(input().value)).toBe(limits.max);
      expect(screen.queryByRole('alert')).toBeNull();
      type(String(limits.max * 2));
      expect(screen.getByRole('alert').textContent).toBe(
        `Максимальная ставка — ${money(limits.max, currency)}.`,
      );
    }
  });
});

describe('rooms', () => {
  it.each(
    (Object.keys(CURRENCIES) as CurrencyCode[]).flatMap((c) => ROOMS.map((r) => [c, r] as const)),
  )('%s %s: the minimum of the table (inferred where SPEC.md shows none)', (currency, room) => {
    const limits = roomLimits(currency, room);
    expect(limits).toMatchObject({ min: CURRENCIES[currency].rooms[room], max: null });
    expect(limits.min).not.toBeNull();
    renderPanel(currency, limits);
    fireEvent.click(screen.getByRole('button', { name: 'Мин' }));
    expect(parseAmount(input().value)).toBe(limits.min);
    expect((screen.getByRole('button', { name: 'Макс' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('quick amounts and typing', () => {
  it('shows the stake beside its primary button, which takes the player to the field', () => {
    function WithBet() {
      const [value, setValue] = useState('10');
      return (
        <BetPanel
          limits={{ min: 1, max: 100 }}
          value={value}
          onChange={setValue}
          onBet={() => undefined}
        />
      );
    }
    renderWithApp(
      <PlayerContext.Provider value={player('RUB')}>
        <WithBet />
      </PlayerContext.Provider>,
      { fetch: fakeApi({}).fetch },
    );
    const stake = screen.getByRole('button', { name: `Ставка ${money(10, 'RUB')} — изменить` });
    expect(stake.textContent).toBe(money(10, 'RUB'));
    fireEvent.click(stake);
    expect(document.activeElement).toBe(input());
    type('abc');
    expect(stake.textContent).toBe('—');
  });

  it('½ and ×2 stay inside the limits, in the currency digits', () => {
    const crashRub = CURRENCIES.RUB.bets.crash;
    expect(quickBet('double', 40_000, crashRub, 0)).toBe(crashRub.max);
    expect(quickBet('half', 1, crashRub, 0)).toBe(crashRub.min);
    expect(quickBet('half', 15, crashRub, 0)).toBe(8);
    const minerUsd = CURRENCIES.USD.bets.miner;
    expect(quickBet('half', 0.03, minerUsd, 2)).toBe(0.02);
    expect(quickBet('double', 7, minerUsd, 2)).toBe(minerUsd.max);
    expect(quickBet('min', 5, { min: null, max: 0.1 }, 2)).toBeNull();
  });

  it('reads "1 000,5" and refuses text', () => {
    expect(parseAmount('1 000,5')).toBe(1000.5);
    expect(parseAmount('ten')).toBeNaN();
    renderPanel('RUB', CURRENCIES.RUB.bets.dice, '10');
    type('ten');
    expect(screen.getByRole('alert').textContent).toBe(
      'Введите ставку числом, например 10 или 0,5.',
    );
    fireEvent.click(screen.getByRole('button', { name: '×2' }));
    expect(input().value).toBe('2');
  });
});
