import { formatMoney, numberLocale } from '@casino/sdk';
import { useI18n } from '../i18n/i18n.tsx';

/** Formats amounts with the currency symbol in the interface language's number style (Kazakh even where the browser lacks it). */
export function useMoney(): (amount: number, currency: string | null | undefined) => string {
  const { locale } = useI18n();
  const intl = numberLocale(locale);
  return (amount, currency) => formatMoney(amount, currency, intl);
}
