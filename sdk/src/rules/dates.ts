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

/** What the app asks of a date format. */
export interface DateFormat {
  format(date: Date | number): string;
}

/** Kazakh month names as CLDR has them (Node's ICU): full, and the short forms with their dot. */
const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const shortMonth = (month: number) => `${(KAZAKH_MONTHS[month] ?? '').slice(0, 3)}.`;

/**
 * Kazakh dates by CLDR's kk patterns, for a runtime without Kazakh data: the
 * calendar fields come from the runtime in the time zone asked for (that part
 * needs no language data), the words and order from here. Written to match
 * what Node prints for the options the app uses ("2030 ж. 1 қараша", "1
 * қараша", "2030 ж. 01 қар., 20:52"); other options fall back to the numeric
 * form (01.11.2030 20:52).
 */
function kazakhDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const fields = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  });
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    format(date) {
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        Number(fields.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
      const [year, month, day] = [part('year'), part('month') - 1, part('day')];
      const time = `${pad(part('hour') % 24)}:${pad(part('minute'))}`;
      if (options.dateStyle === 'medium') {
        const text = `${year} ж. ${pad(day)} ${shortMonth(month)}`;
        return options.timeStyle === 'short' ? `${text}, ${time}` : text;
      }
      if (options.month === 'long' && !options.day && !options.year) {
        const name = KAZAKH_MONTHS[month] ?? '';
        return name.charAt(0).toUpperCase() + name.slice(1);
      }
      if (!options.dateStyle && !options.hour && options.month === 'long' && options.day) {
        const text = `${day} ${KAZAKH_MONTHS[month]}`;
        return options.year ? `${year} ж. ${text}` : text;
      }
      const numeric = `${pad(day)}.${pad(month + 1)}${options.year || options.dateStyle ? `.${year}` : ''}`;
      return options.hour || options.timeStyle ? `${numeric} ${time}` : numeric;
    },
  };
}

/**
 * A date (and time) format for an interface language; Kazakh by the app's own
 * rules where the runtime lacks Kazakh data.
 */
export function dateTimeFormat(
  code: LocaleCode,
  options: Intl.DateTimeFormatOptions,
  kazakh = hasKazakhData(),
): DateFormat {
  if (code !== 'kz' || kazakh) return new Intl.DateTimeFormat(localeEntry(code).iso, options);
  // A bad time zone throws here as Intl would.
  new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone });
  return kazakhDateFormat(options);
}
