// The account currencies named in the interface language ("Қазақстан
// теңгесі"), so that registration shows every choice in words, not codes.
// The app's own names: Intl.DisplayNames has no Kazakh in some browsers.
import type { CurrencyCode, LocaleCode } from '@casino/sdk';

const NAMES: Readonly<Record<CurrencyCode, Readonly<Record<LocaleCode, string>>>> = {
  RUB: { ru: 'Российский рубль', en: 'Russian rouble', kz: 'Ресей рублі' },
  KZT: { ru: 'Казахстанский тенге', en: 'Kazakhstani tenge', kz: 'Қазақстан теңгесі' },
  USD: { ru: 'Доллар США', en: 'US dollar', kz: 'АҚШ доллары' },
  EUR: { ru: 'Евро', en: 'Euro', kz: 'Еуро' },
  TRY: { ru: 'Турецкая лира', en: 'Turkish lira', kz: 'Түрік лирасы' },
  AZN: { ru: 'Азербайджанский манат', en: 'Azerbaijani manat', kz: 'Әзербайжан манаты' },
  INR: { ru: 'Индийская рупия', en: 'Indian rupee', kz: 'Үнді рупиясы' },
};

/** The currency's name in `locale`, its code and symbol: "Қазақстан теңгесі (KZT, ₸)". */
export function currencyLabel(code: CurrencyCode, symbol: string, locale: LocaleCode): string {
  return `${NAMES[code][locale]} (${code === symbol ? code : `${code}, ${symbol}`})`;
}
