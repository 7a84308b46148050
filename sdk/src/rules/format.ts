// Phone masks and number display (SPEC.md section 5), with maska's Mask (the
// same masks drive the web app's inputs).
import { Mask } from 'maska';

/** Input masks by phone country; `#` is a digit. */
export const PHONE_MASKS = {
  ru: '+7 (###) ### ## ##',
  kz: '+7 (###) ### ## ##',
  /**
   * SPEC.md gives "+375 with mask ___ __ __": seven digits, which holds a
   * Belarusian subscriber number but not the two-digit operator or city code
   * before it (29 1234567). A Belarusian number has nine digits after +375,
   * so the mask is +375 (##) ### ## ##: one of seven would refuse every real number.
   */
  by: '+375 (##) ### ## ##',
} as const;

/**
 * The trunk prefix people dial before the national number at home, and write
 * in pasted numbers: 8 in Russia and Kazakhstan (8 916 …), 80 in Belarus
 * (80 29 …).
 */
const TRUNK: Record<PhoneCountry, string> = { ru: '8', kz: '8', by: '80' };

/** A country with a phone mask. */
export type PhoneCountry = keyof typeof PHONE_MASKS;

const masks = new Map<string, Mask>();
const maskFor = (pattern: string) => {
  let mask = masks.get(pattern);
  if (!mask) {
    mask = new Mask({ mask: pattern });
    masks.set(pattern, mask);
  }
  return mask;
};

/** The digits of a value, e.g. `+7 (916) 123-45-67` -> `79161234567`. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The `+N` prefix of a country's mask, e.g. `+7`. */
function prefixOf(country: PhoneCountry): string {
  return PHONE_MASKS[country].split(' ')[0] ?? '';
}

/** The mask of the national part, e.g. `(###) ### ## ##`. */
function nationalMask(country: PhoneCountry): string {
  return PHONE_MASKS[country].slice(prefixOf(country).length + 1);
}

/** The country code digits of a mask (`+7` -> `7`). */
export function countryCode(country: PhoneCountry): string {
  return digitsOnly(prefixOf(country));
}

/** How many national digits a country's mask takes (10 for +7, 9 for +375). */
function nationalLength(country: PhoneCountry): number {
  return nationalMask(country).replace(/[^#]/g, '').length;
}

/**
 * The national digits of a whole number as people paste or autofill it, in
 * any of the ways they write it: `+7 916 123-45-67`, `79161234567`,
 * `8 (916) 123-45-67` or `9161234567` for +7; `+375 29 123 45 67`,
 * `375291234567`, `80 29 123 45 67` or `291234567` for Belarus. Digits past
 * the number's length are dropped.
 */
export function nationalOfWhole(country: PhoneCountry, text: string): string {
  const digits = digitsOnly(text);
  const code = countryCode(country);
  const trunk = TRUNK[country];
  const length = nationalLength(country);
  let national = digits;
  if (text.trim().startsWith('+') && digits.startsWith(code)) national = digits.slice(code.length);
  else if (digits.length > length && digits.startsWith(code)) national = digits.slice(code.length);
  else if (digits.length > length && digits.startsWith(trunk))
    national = digits.slice(trunk.length);
  return national.slice(0, length);
}

/**
 * The phone field's next value after an input event: `typed` is the field's
 * new text, `previous` its masked value before. Typing or deleting in the
 * number keeps its digits (a digit past a complete number is refused, not
 * shifted in); a paste or an autofill of a whole number, into the empty
 * field or over it, is read with `nationalOfWhole`, so `79161234567` pasted
 * after the `+7` becomes `+7 (916) 123 45 67`, not `+7 (791) …`.
 */
export function phoneInput(country: PhoneCountry, previous: string, typed: string): string {
  const prefix = prefixOf(country);
  const length = nationalLength(country);
  const before = digitsOnly(previous.trim().slice(prefix.length));
  const rest = typed.trim().startsWith(prefix) ? typed.trim().slice(prefix.length) : null;
  if (rest === null) return maskPhone(country, typed);
  const digits = digitsOnly(rest);
  if (digits.length <= length) return maskPhone(country, digits);
  // More digits than a number has: one typed past a complete number is refused;
  // anything longer came whole (a paste after the prefix).
  if (before.length === length && digits.length === length + 1) return previous;
  return maskPhone(country, rest);
}

/** Masks a phone written any way `nationalOfWhole` reads, e.g. ru `9161234567` or `+79161234567` -> `+7 (916) 123 45 67`. */
export function maskPhone(country: PhoneCountry, typed: string): string {
  const national = maskFor(nationalMask(country)).masked(nationalOfWhole(country, typed));
  return national ? `${prefixOf(country)} ${national}` : prefixOf(country);
}

/** The number to send: country code and national digits, e.g. `79161234567`. */
export function unmaskPhone(country: PhoneCountry, masked: string): string {
  return (
    countryCode(country) +
    maskFor(nationalMask(country)).unmasked(masked.trim().slice(prefixOf(country).length))
  );
}

/** True when the masked phone holds every digit the mask asks for. */
export function isPhoneComplete(country: PhoneCountry, masked: string): boolean {
  return maskFor(nationalMask(country)).completed(
    masked.trim().slice(prefixOf(country).length).trim(),
  );
}

/** A card number in groups of 4 digits: `2200123456789012` -> `2200 1234 5678 9012`. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value);
  return maskFor('#### '.repeat(Math.ceil(digits.length / 4)).trim() || '#').masked(digits);
}

/**
 * A phone-like value as `+N (NNN) NNN-NN-NN` (SPEC.md section 5):
 * `79161234567` -> `+7 (916) 123-45-67`; a Belarusian number, 375 and nine
 * digits, in the same style with its two-digit code: `+375 (29) 123-45-67`.
 * Other values are returned as their digits.
 */
export function formatPhoneLike(value: string): string {
  const digits = digitsOnly(value);
  if (digits.length === 12 && digits.startsWith('375'))
    return maskFor('+### (##) ###-##-##').masked(digits);
  if (digits.length !== 11) return digits;
  return maskFor('+# (###) ###-##-##').masked(digits);
}
