import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatPhoneLike,
  isPhoneComplete,
  maskPhone,
  nationalOfWhole,
  PHONE_MASKS,
  phoneInput,
  unmaskPhone,
} from './format.ts';

const digits = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

describe('phone masks (SPEC.md section 5)', () => {
  it('masks ru and kz as +7 (###) ### ## ##', () => {
    expect(PHONE_MASKS.ru).toBe('+7 (###) ### ## ##');
    expect(maskPhone('ru', '9161234567')).toBe('+7 (916) 123 45 67');
    expect(maskPhone('kz', '7011234567')).toBe('+7 (701) 123 45 67');
    expect(maskPhone('by', '291234567')).toBe('+375 (29) 123 45 67');
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
          const length = country === 'by' ? 9 : 10;
          const typed = national.slice(0, length);
          const masked = maskPhone(country, typed);
          expect(isPhoneComplete(country, masked)).toBe(true);
          expect(unmaskPhone(country, masked)).toBe((country === 'by' ? '375' : '7') + typed);
        },
      ),
    );
  });
});

describe('what people type, paste and autofill', () => {
  it('reads the ways a +7 number is written: +7, 7 or 8 before it, or none', () => {
    for (const pasted of [
      '79161234567',
      '+79161234567',
      '+7 (916) 123-45-67',
      '8 (916) 123-45-67',
      '89161234567',
      '9161234567',
      '+7 916 123 45 67',
    ]) {
      // Pasted over the whole field, and pasted after the +7 the field shows.
      expect(phoneInput('ru', '+7', pasted), pasted).toBe('+7 (916) 123 45 67');
      expect(phoneInput('ru', '+7', `+7${pasted}`), pasted).toBe('+7 (916) 123 45 67');
    }
    // A Kazakh number starts with 7: ten digits are national as they are.
    expect(phoneInput('kz', '+7', '7011234567')).toBe('+7 (701) 123 45 67');
    expect(phoneInput('kz', '+7', '87011234567')).toBe('+7 (701) 123 45 67');
  });

  it('reads a Belarusian number with +375, 375 or 80 before it: nine digits', () => {
    for (const pasted of ['+375 29 123 45 67', '375291234567', '80 29 123-45-67', '291234567'])
      expect(phoneInput('by', '+375', pasted), pasted).toBe('+375 (29) 123 45 67');
    expect(isPhoneComplete('by', '+375 (29) 123 45 67')).toBe(true);
    expect(unmaskPhone('by', '+375 (29) 123 45 67')).toBe('375291234567');
  });

  it('typing keeps the digits: one past a complete number is refused, never shifted in', () => {
    const full = '+7 (701) 123 45 67';
    expect(phoneInput('kz', full, `${full}8`)).toBe(full);
    expect(phoneInput('kz', '+7 (701) 123 45', '+7 (701) 123 45 6')).toBe('+7 (701) 123 45 6');
    expect(phoneInput('kz', '+7 (701)', '+7 (70')).toBe('+7 (70');
  });

  it('any number, written any of the usual ways, comes out as itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ru', 'kz', 'by' as const),
        digits(10, 10),
        fc.nat(4),
        fc.boolean(),
        (country, all, way, afterPrefix) => {
          const national = country === 'by' ? all.slice(0, 9) : all;
          const code = country === 'by' ? '375' : '7';
          const trunk = country === 'by' ? '80' : '8';
          const written = [
            `+${code} ${national}`,
            `${code}${national}`,
            `${trunk}${national}`,
            `+${code}${national.slice(0, 3)}-${national.slice(3)}`,
            national,
          ][way] as string;
          const prefix = `+${code}`;
          const masked = phoneInput(country, prefix, afterPrefix ? `${prefix}${written}` : written);
          expect(unmaskPhone(country, masked)).toBe(code + national);
          expect(nationalOfWhole(country, written)).toBe(national);
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
    expect(formatPhoneLike('375291234567')).toBe('+375 (29) 123-45-67');
    expect(formatPhoneLike('+375 29 123 45 67')).toBe('+375 (29) 123-45-67');
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
