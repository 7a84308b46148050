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

const dateFormats = new Map<string, DateFormat>();

/**
 * A date (and time) format for an interface language; Kazakh by the app's own
 * rules where the runtime lacks Kazakh data.
 */
export function dateTimeFormat(
  code: LocaleCode,
  options: Intl.DateTimeFormatOptions,
  kazakhData?: boolean,
): DateFormat {
  // Only Kazakh asks whether the runtime has Kazakh data (a format made to find out costs a Russian or English page for nothing).
  const kazakh = code === 'kz' ? (kazakhData ?? hasKazakhData()) : true;
  // Made once per language and options: making a format costs far more than using it.
  const key = `${code}|${kazakh}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    if (code !== 'kz' || kazakh) format = new Intl.DateTimeFormat(localeEntry(code).iso, options);
    else {
      // A bad time zone throws here as Intl would.
      new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone });
      format = kazakhDateFormat(options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

/** The units the app says "… ago" / "in …" with. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** What the app asks of a relative time format. */
export interface RelativeFormat {
  format(value: number, unit: RelativeUnit): string;
}

/**
 * Kazakh unit words as CLDR has them: the noun (a Kazakh noun stays singular
 * after a number), its ablative for "in …" (-тан/-нен/-дан by the word's last
 * sound and vowel), and the words CLDR has for near offsets (numeric: 'auto':
 * -2..2 days, -1..1 weeks, months and years, 0 for the rest).
 */
const KAZAKH_RELATIVE: Record<
  RelativeUnit,
  { noun: string; from: string; near: Readonly<Record<number, string>> }
> = {
  second: { noun: 'секунд', from: 'секундтан', near: { 0: 'қазір' } },
  minute: { noun: 'минут', from: 'минуттан', near: { 0: 'осы минут' } },
  hour: { noun: 'сағат', from: 'сағаттан', near: { 0: 'осы сағат' } },
  day: {
    noun: 'күн',
    from: 'күннен',
    near: { [-2]: 'алдыңгүні', [-1]: 'кеше', 0: 'бүгін', 1: 'ертең', 2: 'бүрсігүні' },
  },
  week: {
    noun: 'апта',
    from: 'аптадан',
    near: { [-1]: 'өткен апта', 0: 'осы апта', 1: 'келесі апта' },
  },
  month: { noun: 'ай', from: 'айдан', near: { [-1]: 'өткен ай', 0: 'осы ай', 1: 'келесі ай' } },
  year: {
    noun: 'жыл',
    from: 'жылдан',
    near: { [-1]: 'былтырғы жыл', 0: 'биылғы жыл', 1: 'келесі жыл' },
  },
};

/**
 * "3 минуты назад", "in 5 days", "ертең": a relative time in an interface
 * language (numeric: 'auto', so -1/0/+1 days read yesterday/today/tomorrow);
 * Kazakh by CLDR's kk rules where the runtime lacks Kazakh data, written to
 * match what Node prints (dates.test.ts holds them to it).
 */
export function relativeTimeFormat(code: LocaleCode, kazakhData?: boolean): RelativeFormat {
  if (code !== 'kz' || (kazakhData ?? hasKazakhData()))
    return new Intl.RelativeTimeFormat(localeEntry(code).iso, { numeric: 'auto' });
  // Kazakh numbers: a no-break space between thousands, a decimal comma.
  const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
  return {
    format(value, unit) {
      const words = KAZAKH_RELATIVE[unit];
      const near = Number.isInteger(value) ? words.near[value] : undefined;
      if (near) return near;
      const amount = number
        .format(Math.abs(value))
        .replace(/[,.]/g, (mark) => (mark === ',' ? '\u00a0' : ','));
      return value < 0 || Object.is(value, -0)
        ? `${amount} ${words.noun} бұрын`
        : `${amount} ${words.from} кейін`;
    },
  };
}

/** How far ahead of the device's clock the server's may run and a moment still read as "now", s. */
const CLOCK_SKEW_S = 300;

/**
 * How long ago `then` was, in the unit a person would say, for the last day
 * (under a minute: 0 seconds, "now"); a moment up to 5 minutes ahead is the
 * server's clock running ahead of the device's, and reads as "now" too; null
 * for older moments and further in the future (those read better as a date).
 */
export function recentAgo(
  then: number,
  now: number,
): { value: number; unit: 'second' | 'minute' | 'hour' } | null {
  const raw = Math.floor((now - then) / 1000);
  const seconds = raw < 0 && raw >= -CLOCK_SKEW_S ? 0 : raw;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds >= 86_400) return null;
  if (seconds < 60) return { value: 0, unit: 'second' };
  if (seconds < 3_600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  return { value: -Math.floor(seconds / 3_600), unit: 'hour' };
}
