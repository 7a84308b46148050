// Time zones as the settings name them: a city in the interface language and
// the offset now, never an IANA id.
import { describe, expect, it } from 'vitest';
import { TIME_ZONES, utcOffset, zoneLabel } from './time-zones.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones by city and offset', () => {
  it('names every offered zone in ru, en and kz, none by its id', () => {
    for (const locale of ['ru', 'en', 'kz'] as const)
      for (const zone of TIME_ZONES) expect(zoneLabel(zone, locale, WINTER)).not.toContain('/');
    expect(zoneLabel('Europe/Moscow', 'ru', WINTER)).toBe('Москва (UTC+3)');
    expect(zoneLabel('Europe/Moscow', 'kz', WINTER)).toBe('Мәскеу (UTC+3)');
    expect(zoneLabel('Asia/Almaty', 'en', WINTER)).toBe('Almaty (UTC+5)');
    expect(zoneLabel('UTC', 'kz', WINTER)).toBe('Дүниежүзілік уақыт (UTC)');
  });

  it('gives the offset of the day, summer time included', () => {
    expect(utcOffset('Europe/London', WINTER)).toBe('UTC');
    expect(utcOffset('Europe/London', SUMMER)).toBe('UTC+1');
    expect(utcOffset('America/St_Johns', WINTER)).toBe('UTC−3:30');
  });

  it('names a zone outside the list by its city', () => {
    expect(zoneLabel('America/New_York', 'ru', WINTER)).toBe('New York (UTC−5)');
  });
});
