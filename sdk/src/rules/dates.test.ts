// Kazakh dates where the runtime lacks Kazakh data (Debian's Chromium): the
// app's own rules give what Node, whose ICU has kk, prints, for every option
// set the app uses, over many dates and time zones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, hasKazakhData } from './dates.ts';

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
