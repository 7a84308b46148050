// Phone masks and number display (SPEC.md section 5), with maska's Mask (the
// same masks drive the web app's inputs).
import { Mask } from 'maska';

/** Input masks by phone country; `#` is a digit. */
export const PHONE_MASKS = {
  ru: '+7 (###) ### ## ##',
  kz: '+7 (###) ### ## ##',
  /** SPEC.md gives "+375 with mask ___ __ __" (seven digits after the code), kept as written. */
  by: '+375 ### ## ##',
} as const;

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

/**
 * The national digits of an input: a value written with its `+` prefix loses the
 * country code; typed digits are national (a Kazakh `701...` keeps its 7).
 */
function nationalDigits(country: PhoneCountry, value: string): string {
  const digits = digitsOnly(value);
  const code = countryCode(country);
  return value.trim().startsWith('+') && digits.startsWith(code)
    ? digits.slice(code.length)
    : digits;
}

/** Masks a phone, e.g. ru `9161234567` or `+79161234567` -> `+7 (916) 123 45 67`. */
export function maskPhone(country: PhoneCountry, typed: string): string {
  const national = maskFor(nationalMask(country)).masked(nationalDigits(country, typed));
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
 * A phone-like value as `+N (NNN) NNN-NN-NN`: `79161234567` -> `+7 (916) 123-45-67`.
 * Values that are not 11 digits are returned as their digits.
 */
export function formatPhoneLike(value: string): string {
  const digits = digitsOnly(value);
  if (digits.length !== 11) return digits;
  return maskFor('+# (###) ###-##-##').masked(digits);
}
