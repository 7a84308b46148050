// Kazakh dates where the runtime lacks Kazakh data (Debian's Chromium): the
// app's own rules give what Node, whose ICU has kk, prints, for every option
// set the app uses, over many dates and time zones.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, hasKazakhData, recentAgo, relativeTimeFormat } from './dates.ts';

const OPTIONS: Intl.DateTimeFormatOptions[] = [
  { month: 'long' },
  { day: 'numeric', month: 'long' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { dateStyle: 'medium' },
];
const ZONES = ['UTC', 'Asia/Almaty', 'Europe/Moscow', 'America/New_York'];

describe('Kazakh dates without Kazakh data', () => {
  it('Node has the data: the reference is real Kazakh', () => {
    expect(hasKazakhData()).toBe(true);
    expect(
      new Intl.DateTimeFormat('kk-KZ', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2030, 10, 1)),
    ).toBe('2030 ж. 1 қараша');
  });

  it('writes what Node writes, for each option set the app uses', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.constantFrom(...OPTIONS),
        fc.constantFrom(...ZONES),
        (date, options, timeZone) => {
          const ours = dateTimeFormat('kz', { ...options, timeZone }, false).format(date);
          const node = new Intl.DateTimeFormat('kk-KZ', { ...options, timeZone }).format(date);
          expect(ours).toBe(node);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('other options fall back to the numeric form, never another language', () => {
    const date = Date.UTC(2030, 10, 1, 20, 52);
    expect(
      dateTimeFormat(
        'kz',
        {
          hour: '2-digit',
          minute: '2-digit',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        },
        false,
      ).format(date),
    ).toBe('01.11.2030 20:52');
  });

  it('a time zone that does not exist throws, as Intl does', () => {
    expect(() => dateTimeFormat('kz', { timeZone: 'Mars/Olympus' }, false)).toThrow(RangeError);
  });
});

describe('Kazakh relative times without Kazakh data', () => {
  const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
  const node = new Intl.RelativeTimeFormat('kk-KZ', { numeric: 'auto' });

  it('reads yesterday, today and tomorrow as words, as CLDR has them', () => {
    const ours = relativeTimeFormat('kz', false);
    expect([-1, 0, 1].map((v) => ours.format(v, 'day'))).toEqual(['кеше', 'бүгін', 'ертең']);
    expect(ours.format(-3, 'minute')).toBe('3 минут бұрын');
    expect(ours.format(5, 'day')).toBe('5 күннен кейін');
  });

  it('writes what Node writes, for every unit, whole and fractional, past and future', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -100_000, max: 100_000 }),
          fc.double({ min: -5000, max: 5000, noNaN: true }).map((v) => Math.round(v * 100) / 100),
        ),
        fc.constantFrom(...UNITS),
        (value, unit) => {
          expect(relativeTimeFormat('kz', false).format(value, unit)).toBe(
            node.format(value, unit),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('uses the runtime where it has the data, and for ru and en', () => {
    expect(relativeTimeFormat('kz').format(-1, 'day')).toBe('кеше');
    expect(relativeTimeFormat('ru').format(-3, 'minute')).toBe('3 минуты назад');
    expect(relativeTimeFormat('en').format(2, 'hour')).toBe('in 2 hours');
  });
});

describe('recentAgo', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  it('says the last day in the unit a person would, and nothing older or further in the future', () => {
    expect(recentAgo(now - 20_000, now)).toEqual({ value: 0, unit: 'second' });
    expect(recentAgo(now - 3 * 60_000 - 5_000, now)).toEqual({ value: -3, unit: 'minute' });
    expect(recentAgo(now - 5 * 3_600_000, now)).toEqual({ value: -5, unit: 'hour' });
    expect(recentAgo(now - 86_400_000, now)).toBeNull();
    // A server clock a minute ahead of the device's: still "now".
    expect(recentAgo(now + 60_000, now)).toEqual({ value: 0, unit: 'second' });
    expect(recentAgo(now + 10 * 60_000, now)).toBeNull();
    expect(recentAgo(Number.NaN, now)).toBeNull();
  });
  it('reads in Kazakh as Node would', () => {
    const ago = recentAgo(now - 7 * 60_000, now);
    expect(ago && relativeTimeFormat('kz', false).format(ago.value, ago.unit)).toBe(
      '7 минут бұрын',
    );
  });
});

describe('other languages', () => {
  it('never make a Kazakh format to find out whether the runtime has Kazakh data', async () => {
    vi.resetModules();
    const fresh = await import('./dates.ts');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    try {
      fresh.dateTimeFormat('ru', { day: 'numeric', month: 'long' }).format(0);
      fresh.dateTimeFormat('en', { dateStyle: 'medium' }).format(0);
      fresh.relativeTimeFormat('ru').format(-1, 'day');
      const locales = [...made.mock.calls, ...relative.mock.calls].map(([locale]) => locale);
      expect(locales).not.toContain('kk-KZ');
      expect(locales).toEqual(expect.arrayContaining(['ru-RU', 'en-US']));
    } finally {
      made.mockRestore();
      relative.mockRestore();
    }
  });
});
