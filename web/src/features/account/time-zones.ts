// The time zones the settings offer, named as a player reads them: the city
// in the interface language and the offset from UTC now ("Алматы (UTC+5)"),
// never the raw IANA id. Intl gives offsets in every browser but no city
// names (and little Kazakh), so the names are the app's own; a zone outside
// the list (the browser's own) is named by its id's city, underscores as
// spaces.
import type { LocaleCode } from '@casino/sdk';

/** The zones offered, with their city in each interface language. */
const NAMES: Readonly<Record<string, Readonly<Record<LocaleCode, string>>>> = {
  'Europe/Moscow': { ru: 'Москва', en: 'Moscow', kz: 'Мәскеу' },
  'Asia/Almaty': { ru: 'Алматы', en: 'Almaty', kz: 'Алматы' },
  'Asia/Baku': { ru: 'Баку', en: 'Baku', kz: 'Баку' },
  'Europe/Istanbul': { ru: 'Стамбул', en: 'Istanbul', kz: 'Ыстамбұл' },
  'Europe/Minsk': { ru: 'Минск', en: 'Minsk', kz: 'Минск' },
  'Asia/Yekaterinburg': { ru: 'Екатеринбург', en: 'Yekaterinburg', kz: 'Екатеринбург' },
  'Asia/Novosibirsk': { ru: 'Новосибирск', en: 'Novosibirsk', kz: 'Новосібір' },
  'Asia/Vladivostok': { ru: 'Владивосток', en: 'Vladivostok', kz: 'Владивосток' },
  'Europe/London': { ru: 'Лондон', en: 'London', kz: 'Лондон' },
  UTC: { ru: 'Всемирное время', en: 'Coordinated Universal Time', kz: 'Дүниежүзілік уақыт' },
};

/** The zones the settings list, east of Moscow after it, UTC last. */
export const TIME_ZONES = Object.keys(NAMES);

/** The zone's offset from UTC at `at`, as "UTC+5", "UTC−3:30" or "UTC". */
export function utcOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const offset = part?.replace(/^(GMT|UTC)/, '') ?? '';
    return offset && !/^[+-]0$/.test(offset) ? `UTC${offset.replace('-', '−')}` : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** How a zone is shown: its city in `locale` and its offset now. */
export function zoneLabel(zone: string, locale: LocaleCode, at = new Date()): string {
  const city = NAMES[zone]?.[locale] ?? zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
  return zone === 'UTC' ? `${city} (UTC)` : `${city} (${utcOffset(zone, at)})`;
}
