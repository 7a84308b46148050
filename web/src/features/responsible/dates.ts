// Dates on the responsible-play pages (a raise's start, a break's end) in the
// interface language and the profile's time zone, as the history shows them.
import { type DateFormat, dateTimeFormat, type LocaleCode } from '@casino/sdk';

/** Date and time in `locale` and `timeZone` (the browser's when none or unknown). */
export function dateFormat(locale: LocaleCode, timeZone: string | null): DateFormat {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return dateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined });
  } catch {
    return dateTimeFormat(locale, options);
  }
}
