// Responsible play by region (SPEC.md shows none of it; the product has an
// "18+ play responsibly" note): the minimum age, the tools a player
// must be offered and the self-exclusion periods each region allows, with
// where each comes from. The web app's registration and responsible-play
// page read it; the sandbox refuses a self-exclusion period the player's
// region does not offer. Also the end of a time-out or self-exclusion, the
// same for every caller.
//
// None of the four regions (SPEC.md section 6: RU, KZ, AZ, TR) is the UK,
// Malta or Curaçao: the product applies the strictest of their rules
// everywhere (UKGC RTS 12 deposit limits offered at the first deposit,
// RTS 13 reality checks, MGA's at least 6 months of self-exclusion,
// Curaçao 2025's 1, 3, 5 years or permanent), plus Kazakhstan's own rules
// there. What is a choice of ours rather than a rule is marked `inferred`.
import type { Region } from './regions.ts';

/** A time-out: 24 hours, 7 days or 30 days. */
export type TimeoutPeriod = '24h' | '7d' | '30d';
/** A self-exclusion: 6 months to 10 years, or permanent. */
export type SelfExclusionPeriod = '6m' | '1y' | '3y' | '5y' | '10y' | 'permanent';

/** Every time-out period, shortest first. */
export const TIMEOUT_PERIODS: readonly TimeoutPeriod[] = ['24h', '7d', '30d'];
/** Every self-exclusion period, shortest first. */
export const SELF_EXCLUSION_PERIODS: readonly SelfExclusionPeriod[] = [
  '6m',
  '1y',
  '3y',
  '5y',
  '10y',
  'permanent',
];

/** A rule and where it comes from. */
export interface Sourced<T> {
  value: T;
  /** The regulation, law or decision it follows. */
  source: string;
  /** True when it is our choice (no rule names this region), false when a rule requires it. */
  inferred: boolean;
}

/** What a region requires of responsible play. */
export interface ResponsiblePolicy {
  region: Region;
  /** Registration refuses anyone younger. */
  minimumAge: Sourced<number>;
  /** Offer a deposit limit (day, week, month) at registration or the first deposit. */
  depositLimitOffer: Sourced<boolean>;
  /** Show elapsed time and net position every N minutes of play (the player's N, 60 by default). */
  realityCheck: Sourced<boolean>;
  /** Time-outs offered. */
  timeoutPeriods: Sourced<readonly TimeoutPeriod[]>;
  /** Self-exclusion periods offered; the API refuses any other. */
  selfExclusionPeriods: Sourced<readonly SelfExclusionPeriod[]>;
  /** Whether the player can lift a time-out or self-exclusion early: never. */
  revocable: Sourced<false>;
}

/** The reality check's interval when the player has not chosen one, minutes. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** A raise or removal of a limit waits this long (UKGC RTS 12), ms. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600 * 1000;

const BASELINE_SELF_EXCLUSION: Sourced<readonly SelfExclusionPeriod[]> = {
  value: ['6m', '1y', '3y', '5y', 'permanent'],
  source: 'MGA (at least 6 months) and Curaçao 2025 (1, 3, 5 years or permanent)',
  inferred: true,
};

/** The rules every region shares; each region's entry below says what differs. */
function baseline(region: Region): ResponsiblePolicy {
  return {
    region,
    minimumAge: {
      value: 18,
      source: 'the product\'s "18+ play responsibly" line and the licence\'s minimum of 18',
      inferred: true,
    },
    depositLimitOffer: {
      value: true,
      source:
        'UKGC RTS 12 (limits offered at registration or the first deposit), applied everywhere',
      inferred: true,
    },
    realityCheck: {
      value: true,
      source:
        'UKGC RTS 13 and Curaçao 2025 (elapsed time and money spent shown), applied everywhere',
      inferred: true,
    },
    timeoutPeriods: {
      value: TIMEOUT_PERIODS,
      source: 'the usual short breaks of UKGC, MGA and Curaçao licensees',
      inferred: true,
    },
    selfExclusionPeriods: BASELINE_SELF_EXCLUSION,
    revocable: {
      value: false,
      source: 'MGA and Curaçao 2025: a self-exclusion runs its full period',
      inferred: false,
    },
  };
}

/** The policy of each region the API knows. */
export const RESPONSIBLE_POLICIES: Readonly<Record<Region, ResponsiblePolicy>> = {
  RU: baseline('RU'),
  AZ: baseline('AZ'),
  TR: baseline('TR'),
  KZ: {
    ...baseline('KZ'),
    minimumAge: {
      value: 21,
      source: "Kazakhstan's gambling law: players must be 21",
      inferred: false,
    },
    selfExclusionPeriods: {
      value: ['6m', '1y', '3y', '5y', '10y'],
      source: 'Kazakhstan: self-restriction from 6 months to 10 years',
      inferred: false,
    },
    revocable: {
      value: false,
      source: 'Kazakhstan: the player cannot revoke a self-restriction',
      inferred: false,
    },
  },
};

/** The responsible-play policy of a region. */
export function responsiblePolicy(region: Region): ResponsiblePolicy {
  return RESPONSIBLE_POLICIES[region];
}

/**
 * The age a visitor confirms at registration in `region`. Where the region
 * is not known (the region check failed or has not answered), the highest of
 * all regions: registration never lets in someone a region forbids.
 */
export function minimumAge(region: Region | undefined): number {
  const policies = region ? [RESPONSIBLE_POLICIES[region]] : Object.values(RESPONSIBLE_POLICIES);
  return Math.max(...policies.map((policy) => policy.minimumAge.value));
}

/** Whether the region offers this self-exclusion period. */
export function allowsSelfExclusion(region: Region, period: SelfExclusionPeriod): boolean {
  return RESPONSIBLE_POLICIES[region].selfExclusionPeriods.value.includes(period);
}

/**
 * Age in whole years on `today` of someone born on `birthDate` (both
 * `YYYY-MM-DD`); null when either is not a real date. Born on 29 February,
 * one comes of age on 1 March in a common year.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const born = dateParts(birthDate);
  const now = dateParts(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birthDate` is old enough to play in `region` on `today`. */
export function oldEnough(region: Region, birthDate: string, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= RESPONSIBLE_POLICIES[region].minimumAge.value;
}

function dateParts(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

const HOUR_MS = 3600 * 1000;

/**
 * When a time-out or self-exclusion started at `startedAt` (ms) ends (ms):
 * hours and days exactly, months and years by the calendar (UTC; from
 * 31 August, 6 months end on 28 or 29 February); null for permanent.
 */
export function restrictionEnd(
  period: TimeoutPeriod | SelfExclusionPeriod,
  startedAt: number,
): number | null {
  switch (period) {
    case '24h':
      return startedAt + 24 * HOUR_MS;
    case '7d':
      return startedAt + 7 * 24 * HOUR_MS;
    case '30d':
      return startedAt + 30 * 24 * HOUR_MS;
    case '6m':
      return addMonths(startedAt, 6);
    case '1y':
      return addMonths(startedAt, 12);
    case '3y':
      return addMonths(startedAt, 36);
    case '5y':
      return addMonths(startedAt, 60);
    case '10y':
      return addMonths(startedAt, 120);
    case 'permanent':
      return null;
  }
}

/** `ms` plus whole calendar months (UTC), the day clamped to the target month's last. */
function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}
