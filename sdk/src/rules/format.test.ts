import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatPhoneLike,
  isPhoneComplete,
  maskPhone,
  PHONE_MASKS,
  unmaskPhone,
} from './format.ts';

const digits = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

describe('phone masks (SPEC.md section 5)', () => {
  it('masks ru and kz as +7 (###) ### ## ##', () => {
    expect(PHONE_MASKS.ru).toBe('+7 (###) ### ## ##');
    expect(maskPhone('ru', '9161234567')).toBe('+7 (916) 123 45 67');
    expect(maskPhone('kz', '7011234567')).toBe('+7 (701) 123 45 67');
    expect(maskPhone('by', '1234567')).toBe('+375 123 45 67');
    expect(maskPhone('ru', '+7 916 123-45-67')).toBe('+7 (916) 123 45 67');
    expect(maskPhone('kz', '+77011234567')).toBe('+7 (701) 123 45 67');
    expect(maskPhone('ru', '')).toBe('+7');
    expect(unmaskPhone('kz', '+7 (701) 123 45 67')).toBe('77011234567');
    expect(isPhoneComplete('ru', '+7 (916) 123 45')).toBe(false);
  });

  it('round-trips: any national number masks and unmasks to the country code and its digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ru', 'kz', 'by' as const),
        digits(10, 10),
        (country, national) => {
          const length = country === 'by' ? 7 : 10;
          const typed = national.slice(0, length);
          const masked = maskPhone(country, typed);
          expect(isPhoneComplete(country, masked)).toBe(true);
          expect(unmaskPhone(country, masked)).toBe((country === 'by' ? '375' : '7') + typed);
        },
      ),
    );
  });
});

describe('display formats', () => {
  it('shows card numbers in groups of 4', () => {
    expect(formatCardNumber('2200123456789012')).toBe('2200 1234 5678 9012');
    expect(formatCardNumber('2200 1234-5678')).toBe('2200 1234 5678');
  });

  it('any card number: groups of at most 4 whose digits are the input', () => {
    fc.assert(
      fc.property(digits(1, 19), (card) => {
        const shown = formatCardNumber(card);
        expect(shown.replaceAll(' ', '')).toBe(card);
        expect(shown.split(' ').every((g) => g.length >= 1 && g.length <= 4)).toBe(true);
        expect(
          shown
            .split(' ')
            .slice(0, -1)
            .every((g) => g.length === 4),
        ).toBe(true);
      }),
    );
  });

  it('shows phone-like values as +N (NNN) NNN-NN-NN', () => {
    expect(formatPhoneLike('79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhoneLike('+7 916 123 45 67')).toBe('+7 (916) 123-45-67');
    expect(formatPhoneLike('12345')).toBe('12345');
  });

  it('any 11 digits round-trip through the phone-like format', () => {
    fc.assert(
      fc.property(digits(11, 11), (phone) => {
        const shown = formatPhoneLike(phone);
        expect(shown).toMatch(/^\+\d \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
        expect(shown.replace(/\D/g, '')).toBe(phone);
      }),
    );
  });
});
