// Kazakh numbers and dates where the runtime lacks Kazakh data (Debian's
// Chromium formats kk-KZ with the root locale: "11,999.5", "2026 M11 23"):
// numbers as Kazakhstan writes them, dates by the app's own kk rules.
import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency-codes.ts';
import { dateTimeFormat, hasKazakhData } from './dates.ts';
import { numberLocale } from './locales.ts';

const at = new Date(Date.UTC(2026, 10, 23, 18, 52));

describe('Kazakh formatting without Kazakh data', () => {
  it('numbers take the space groups and decimal comma of Kazakhstan', () => {
    expect(formatMoney(11999.5, 'KZT', numberLocale('kz'))).toBe('11\u00a0999,50\u00a0₸');
    expect(numberLocale('en')).toBe('en-US');
  });

  it('dates are Kazakh by the app’s own rules (the property test is in dates.test.ts)', () => {
    const full = dateTimeFormat(
      'kz',
      { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Almaty' },
      false,
    );
    expect(full.format(at)).toBe('2026 ж. 23 қар., 23:52');
    expect(
      dateTimeFormat('kz', { day: 'numeric', month: 'long', timeZone: 'UTC' }, false).format(at),
    ).toBe('23 қараша');
    expect(dateTimeFormat('kz', { month: 'long', timeZone: 'UTC' }, false).format(at)).toBe(
      'Қараша',
    );
  });
});

describe('with Kazakh data (as in Node)', () => {
  it('dates use kk-KZ itself', () => {
    expect(hasKazakhData()).toBe(true);
    expect(dateTimeFormat('kz', { month: 'long', timeZone: 'UTC' }).format(at)).toBe('Қараша');
  });
});
