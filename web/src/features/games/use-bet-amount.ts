// The amount in a bet panel, for every board: it starts at the smallest bet
// of the player's currency and follows the limits when they change (the
// player's profile, and with it the currency, may arrive after the board
// mounted; a switch between demo and real changes it too), unless the player
// has typed an amount of their own, which stays.
import type { Limits } from '@casino/sdk';
import { useState } from 'react';
import { defaultBet } from './bet-math.ts';

/** The panel's amount as typed, and its setter. */
export function useBetAmount(limits: Limits): [string, (amount: string) => void] {
  const start = String(defaultBet(limits) ?? '');
  const [state, setState] = useState({ amount: start, start });
  let { amount } = state;
  if (state.start !== start) {
    // New limits: an untouched amount moves to their start (an update during
    // render, which React applies before anything is shown).
    if (state.amount === state.start) amount = start;
    setState({ amount, start });
  }
  return [amount, (next) => setState({ amount: next, start })];
}
