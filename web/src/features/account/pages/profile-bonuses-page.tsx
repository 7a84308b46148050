import { localeEntry, unwrap } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApiQuery } from '../../../shared/api.tsx';
import { Empty, QueryView } from '../../../shared/ui.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

function FreeSpins() {
  const { t, locale } = useI18n();
  const query = useApiQuery(['/profile/freeSpins', null] as const, (api) =>
    unwrap(api.GET('/profile/freeSpins')),
  );
  const date = new Intl.DateTimeFormat(localeEntry(locale).iso, { dateStyle: 'medium' });
  return (
    <QueryView query={query}>
      {({ data }) => {
        const active = data.filter((spin) => new Date(spin.expiration_at).getTime() > Date.now());
        if (active.length === 0) return <Empty>{t('profile.noFreeSpins')}</Empty>;
        return (
          <ul className="list">
            {active.map((spin) => (
              <li key={spin.id}>
                {t('profile.freeSpin', {
                  game: spin.game.id,
                  date: date.format(new Date(spin.expiration_at)),
                })}
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}

/** /profile/bonuses: the player's active free spins. */
export default function Page() {
  return <ProfileFrame titleKey="profile.tabs.bonuses">{() => <FreeSpins />}</ProfileFrame>;
}
