// Regions (SPEC.md section 6): KZ, AZ and TR are known; any other country is RU.

/** A region the API knows. */
export type Region = 'RU' | 'KZ' | 'AZ' | 'TR';

/** The regions the API knows. */
export const REGIONS: readonly Region[] = ['RU', 'KZ', 'AZ', 'TR'];

/** The region of a country code (ISO 3166-1 alpha-2, any case); unknown or missing -> RU. */
export function regionForCountry(countryCode: string | null | undefined): Region {
  const code = (countryCode ?? '').trim().toUpperCase();
  return code === 'KZ' || code === 'AZ' || code === 'TR' ? code : 'RU';
}
