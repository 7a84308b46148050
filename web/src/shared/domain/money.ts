// Money and plain numbers as the interface language writes them.
import { formatMoney, type LocaleCode, localeEntry, numberFormat, numberLocale } from '@casino/sdk';
import { useI18n } from '../../i18n/i18n.tsx';

/** Formats amounts with the currency symbol in the interface language's number style (Kazakh even where the browser lacks it). */
export function useMoney(): (amount: number, currency: string | null | undefined) => string {
  const { locale } = useI18n();
  const intl = numberLocale(locale);
  return (amount, currency) => formatMoney(amount, currency, intl);
}

/**
 * Formats a plain number (a roll, a chance, a multiplier) in the interface
 * language's style, `50,50` in ru and kz; `digits` fixes the decimals, else up
 * to four are shown.
 */
export function useNumber(): (value: number, digits?: number) => string {
  const { locale } = useI18n();
  const intl = numberLocale(locale);
  return (value, digits) =>
    (digits === undefined ? numberFormat(intl, 0, 4) : numberFormat(intl, digits, digits)).format(
      value,
    );
}

/**
 * Starts the browser's number and date formatting (ICU) for `locale` in tasks
 * of their own, while the first page's code and messages download: the first
 * Intl format of a page costs 10–20 ms, which would otherwise land inside the
 * first render of the amounts and dates (one long task).
 */
export function warmIntl(locale: LocaleCode): void {
  setTimeout(() => formatMoney(1, null, numberLocale(locale)));
  setTimeout(() => new Intl.DateTimeFormat(localeEntry(locale).iso).format(0));
}
