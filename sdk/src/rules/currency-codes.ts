// The currencies of the table (SPEC.md section 9) by code, their symbols and
// money as text: what every page needs (the header's balance), apart from the
// bet limits, payouts and rooms of currencies.ts, which only the game and
// payment pages load (this keeps the whole table out of the first visit).

/** A currency of the table. */
export type CurrencyCode = 'RUB' | 'USD' | 'EUR' | 'KZT' | 'TRY' | 'AZN' | 'INR';

/** Each currency's symbol, as the table writes its amounts. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  RUB: '₽',
  USD: '$',
  EUR: '€',
  KZT: '₸',
  TRY: '₺',
  AZN: '₼',
  INR: '₹',
};

/** The default currency (a profile without one is shown in it). */
export const DEFAULT_CURRENCY: CurrencyCode = 'RUB';

/** True when `code` is a currency of the table. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCY_SYMBOLS, code);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat for `locale` with these decimals, made once: making
 * one costs a thousand times more than using it, and a page of amounts
 * formats hundreds.
 */
export function numberFormat(
  locale: string,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount with the currency's symbol, e.g. `1 000 ₽`, `0.01 $`
 * (symbol after, as the table writes limits): whole amounts without
 * decimals, others with both (`19.50 $`, never `19.5 $`). A missing or
 * unknown currency is written in the default one's.
 */
export function formatMoney(
  amount: number,
  currency: string | null | undefined,
  locale = 'ru-RU',
): string {
  const number = numberFormat(locale, Number.isInteger(amount) ? 0 : 2, 2).format(amount);
  return `${number}\u00a0${CURRENCY_SYMBOLS[isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY]}`;
}
