// Dates in the interface languages, Kazakh included where the runtime lacks
// its data. Apart from locales.ts, so only the pages that show dates load it.
import { type LocaleCode, localeEntry } from './locales.ts';

let kazakhData: boolean | undefined;

/**
 * True when this runtime really writes Kazakh dates. Some builds (Debian's
 * Chromium among them) list kk-KZ as supported yet carry no data for it and
 * format with the root locale ("2026 M11 23"), so the output is tested, not
 * `supportedLocalesOf`.
 */
export function hasKazakhData(): boolean {
  kazakhData ??= /[а-яәіңғүұқөһ]/i.test(
    new Intl.DateTimeFormat('kk-KZ', { month: 'long' }).format(new Date(2026, 0, 15)),
  );
  return kazakhData;
}

/**
 * A date (and time) format for an interface language. Where the runtime lacks
 * Kazakh data, Kazakh dates are numeric in Kazakhstan's form (23.11.2026,
 * 23:52; day and month alone 23.11), never another language's month names.
 */
export function dateTimeFormat(
  code: LocaleCode,
  options: Intl.DateTimeFormatOptions,
  kazakh = hasKazakhData(),
): Intl.DateTimeFormat {
  if (code !== 'kz' || kazakh) return new Intl.DateTimeFormat(localeEntry(code).iso, options);
  const withYear = Boolean(options.dateStyle || options.year);
  const withTime = Boolean(options.timeStyle || options.hour);
  return new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone: options.timeZone,
  });
}
