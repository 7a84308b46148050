// How a play session's figures read: its elapsed time as h:mm:ss
// and its net position with its sign, shared by the game pages' session bar
// and the reality check.
import { useMoney } from './money.ts';

/**
 * Seconds as h:mm:ss, the hours shown under an hour too (5:35 could be read
 * as five hours): digits read the same in every language.
 */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}`;
}

/** A net amount with its sign: +150 ₽, −40 ₽, 0 ₽. */
export function useSignedMoney(): (amount: number, currency: string | null | undefined) => string {
  const money = useMoney();
  return (amount, currency) => {
    if (amount > 0) return `+${money(amount, currency)}`;
    if (amount < 0) return `−${money(-amount, currency)}`;
    return money(0, currency);
  };
}
