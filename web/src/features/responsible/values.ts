// What the player types into the limit fields, read and checked before a
// call: an amount in major units (≥ 0, at most two decimals, empty = no
// limit), session minutes (5–1440, empty = none) and the reality check's
// interval (5–240). Kept apart from the forms so the rules read in one place.

/** A field's text read as a limit: a number, null (empty: no limit), or undefined when it is not valid. */
export type Read = number | null | undefined;

/** An amount of money in major units: ≥ 0 with up to two decimals (a comma is a decimal point too); empty is null. */
export function readAmount(text: string): Read {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  // Rounded to cents so that 0.1 + 0.2 never reaches the API as 0.30000000000000004.
  return Math.round(Number(trimmed) * 100) / 100;
}

/** Whole minutes from `min` to `max`; empty is null when `optional`, else invalid. */
export function readMinutes(text: string, min: number, max: number, optional: boolean): Read {
  const trimmed = text.trim();
  if (trimmed === '') return optional ? null : undefined;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes >= min && minutes <= max ? minutes : undefined;
}

/** A limit as its field shows it: empty for none, else the number as typed (no grouping). */
export function fieldText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The longest session the API accepts, minutes (openapi SessionMinutes). */
export const SESSION_MINUTES = { min: 5, max: 1440 } as const;
/** The reality check's interval the API accepts, minutes (openapi RealityCheckMinutes). */
export const REALITY_CHECK_MINUTES = { min: 5, max: 240 } as const;
