import { formatMoney, localeEntry } from '@casino/sdk';
import { useI18n } from '../i18n/i18n.tsx';

/** Formats amounts with the currency symbol in the interface language's number style. */
export function useMoney(): (amount: number, currency: string | null | undefined) => string {
  const { locale } = useI18n();
  const iso = localeEntry(locale).iso;
  return (amount, currency) => formatMoney(amount, currency, iso);
}
