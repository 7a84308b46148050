// The site's Telegram channel in the footer (SPEC.md section 3: "Settings:
// revshare_service_frontend_url, telegram_channel_url", part of the mirror's
// data): where players hear of news and of a mirror's new address. The
// mirror's data (POST /middleware/mirror, the contract's inferred answer) is
// asked for once the first page is on screen (footer.tsx mounts this module
// only then); the link shows only for an
// https address on Telegram's own hosts, so a changed answer cannot put any
// other site in the footer.
import { useI18n } from '../../i18n/i18n.tsx';
import { mirrorData, visitor } from '../../shared/domain/mirror-data.ts';
import { matches } from '../../shared/lib/answers.ts';
import { apiKey, useKeyedQuery } from '../../shared/lib/api.tsx';
import { isBotUserAgent } from '../../shared/lib/bot.ts';

/** Telegram's hosts a channel link may point at. */
const TELEGRAM_HOSTS = ['t.me', 'telegram.me'];

/** The address when it is a channel on Telegram over https, else null. */
export function telegramChannel(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && TELEGRAM_HOSTS.includes(parsed.hostname)
      ? parsed.href
      : null;
  } catch {
    return null;
  }
}

/**
 * The mirror's data: the call the session's start-up made
 * (shared/domain/mirror-data.ts), or one made here. None for a crawler, as
 * the start-up makes none for one.
 */
export function useMirrorData() {
  return useKeyedQuery(
    apiKey('/middleware/mirror', isBotUserAgent() ? null : { body: visitor() }),
    (client) => mirrorData(client),
    { check: matches('zGetMirrorDataResponse'), notify: false, revalidateIfStale: false },
  );
}

/** "Our Telegram channel", when the mirror's settings name one (the footer loads it lazily). */
export default function ChannelLink() {
  const { t } = useI18n();
  const { data } = useMirrorData();
  const channel = telegramChannel(data?.settings?.telegram_channel_url);
  if (!channel) return null;
  return (
    <a href={channel} target="_blank" rel="noopener noreferrer">
      {t('footer.telegram')}
    </a>
  );
}
