// The responsible-play policy by region: Kazakhstan's 21 and its
// 6 months to 10 years, the baseline elsewhere, ages by the calendar and the
// end of each restriction period.
import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions.ts';
import {
  ageOn,
  allowsSelfExclusion,
  minimumAge,
  oldEnough,
  RESPONSIBLE_POLICIES,
  responsiblePolicy,
  restrictionEnd,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './responsible.ts';

describe('responsible-play policy by region', () => {
  it('Kazakhstan: 21 and self-restriction from 6 months to 10 years, by rule', () => {
    const kz = responsiblePolicy('KZ');
    expect(kz.minimumAge).toMatchObject({ value: 21, inferred: false });
    expect(kz.selfExclusionPeriods.value).toEqual(['6m', '1y', '3y', '5y', '10y']);
    expect(kz.selfExclusionPeriods.inferred).toBe(false);
    expect(allowsSelfExclusion('KZ', 'permanent')).toBe(false);
    expect(allowsSelfExclusion('KZ', '10y')).toBe(true);
  });

  it('RU, AZ, TR: 18 and the MGA / Curaçao periods, marked inferred', () => {
    for (const region of ['RU', 'AZ', 'TR'] as const) {
      const policy = responsiblePolicy(region);
      expect(policy.region).toBe(region);
      expect(policy.minimumAge).toMatchObject({ value: 18, inferred: true });
      expect(policy.selfExclusionPeriods.value).toEqual(['6m', '1y', '3y', '5y', 'permanent']);
      expect(allowsSelfExclusion(region, '10y')).toBe(false);
    }
  });

  it('every region offers deposit limits, reality checks and the three time-outs; nothing is revocable', () => {
    for (const region of REGIONS) {
      const policy = RESPONSIBLE_POLICIES[region];
      expect(policy.depositLimitOffer.value).toBe(true);
      expect(policy.realityCheck.value).toBe(true);
      expect(policy.timeoutPeriods.value).toEqual(TIMEOUT_PERIODS);
      expect(policy.revocable.value).toBe(false);
      // MGA: at least 6 months, everywhere; every period is a known one.
      expect(policy.selfExclusionPeriods.value[0]).toBe('6m');
      for (const period of policy.selfExclusionPeriods.value)
        expect(SELF_EXCLUSION_PERIODS).toContain(period);
      for (const rule of Object.values(policy).filter((v) => typeof v === 'object'))
        expect(rule.source.length, region).toBeGreaterThan(10);
    }
  });
});

describe('the age registration asks', () => {
  it('is the region’s, and the highest of all where the region is not known', () => {
    expect(minimumAge('KZ')).toBe(21);
    expect(minimumAge('RU')).toBe(18);
    expect(minimumAge('TR')).toBe(18);
    expect(minimumAge(undefined)).toBe(21);
  });
});

describe('ages', () => {
  it('counts whole years: the birthday itself counts, the day before does not', () => {
    expect(ageOn('2005-11-24', '2026-11-24')).toBe(21);
    expect(ageOn('2005-11-25', '2026-11-24')).toBe(20);
    expect(ageOn('2005-12-01', '2026-11-24')).toBe(20);
  });

  it('born on 29 February: of age on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('a date that does not exist gives no age and is never old enough', () => {
    expect(ageOn('2001-02-30', '2026-11-24')).toBeNull();
    expect(ageOn('24.11.2001', '2026-11-24')).toBeNull();
    expect(oldEnough('RU', 'not a date', '2026-11-24')).toBe(false);
  });

  it('20 is old enough in Russia, not in Kazakhstan', () => {
    expect(oldEnough('RU', '2006-01-01', '2026-11-24')).toBe(true);
    expect(oldEnough('KZ', '2006-01-01', '2026-11-24')).toBe(false);
    expect(oldEnough('KZ', '2005-11-24', '2026-11-24')).toBe(true);
    expect(oldEnough('AZ', '2008-11-25', '2026-11-24')).toBe(false);
  });
});

describe('restriction ends', () => {
  const start = Date.parse('2026-08-31T10:00:00Z');

  it('time-outs last exact hours and days', () => {
    expect(restrictionEnd('24h', start)).toBe(Date.parse('2026-09-01T10:00:00Z'));
    expect(restrictionEnd('7d', start)).toBe(Date.parse('2026-09-07T10:00:00Z'));
    expect(restrictionEnd('30d', start)).toBe(Date.parse('2026-09-30T10:00:00Z'));
  });

  it('months and years follow the calendar, the day clamped to the month', () => {
    expect(restrictionEnd('6m', start)).toBe(Date.parse('2027-02-28T10:00:00Z'));
    expect(restrictionEnd('1y', start)).toBe(Date.parse('2027-08-31T10:00:00Z'));
    expect(restrictionEnd('3y', start)).toBe(Date.parse('2029-08-31T10:00:00Z'));
    expect(restrictionEnd('5y', start)).toBe(Date.parse('2031-08-31T10:00:00Z'));
    expect(restrictionEnd('10y', start)).toBe(Date.parse('2036-08-31T10:00:00Z'));
    expect(restrictionEnd('6m', Date.parse('2027-08-31T00:00:00Z'))).toBe(
      Date.parse('2028-02-29T00:00:00Z'),
    );
  });

  it('permanent never ends', () => {
    expect(restrictionEnd('permanent', start)).toBeNull();
  });
});
