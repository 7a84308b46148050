// /profile/setting: locale, time zone (by city and offset: time-zones.ts), hide
// avatar, hide statistics. A failure
// shows a notification titled by error.{code} (SPEC.md section 8).
import { ApiError, LOCALES, type LocaleCode } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useSaveSettings } from '../../features/account/api/settings.ts';
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { TIME_ZONES, zoneLabel } from '../../features/account/time-zones.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import type { Profile } from '../../shared/domain/profile.ts';
import { Checkbox, useSubmit } from '../../shared/ui/forms.tsx';
import { notifyError, notifySuccess } from '../../shared/ui/notify.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account, MESSAGE_GROUPS.player];

function SettingsForm({ profile }: { profile: Profile }) {
  const { t, locale: interfaceLocale } = useI18n();
  const saveSettings = useSaveSettings();
  const [locale, setLocale] = useState<LocaleCode>(
    ((profile.locale as LocaleCode | null) ?? interfaceLocale) as LocaleCode,
  );
  const [timezone, setTimezone] = useState(
    profile.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  const [avatarHidden, setAvatarHidden] = useState(profile.is_avatar_hidden);
  const [statsHidden, setStatsHidden] = useState(profile.is_statistics_hidden);
  // Failures show as a notification, not in the form.
  const form = useSubmit({ fields: [] });
  const zones = TIME_ZONES.includes(timezone) ? TIME_ZONES : [timezone, ...TIME_ZONES];

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(
      async () => {
        await saveSettings({
          locale,
          timezone,
          is_avatar_hidden: avatarHidden,
          is_statistics_hidden: statsHidden,
        });
        notifySuccess(t('settings.saved'));
      },
      (error) => {
        const code =
          error instanceof ApiError
            ? ((error.body as { code?: string | number } | undefined)?.code ?? error.status)
            : 'unexpected';
        notifyError(error, code);
      },
    );
  }

  return (
    <form className="form form--page" onSubmit={submit}>
      <label className="field">
        <span className="field__label">{t('profile.language')}</span>
        <select
          className="input"
          value={locale}
          onChange={(e) => setLocale(e.currentTarget.value as LocaleCode)}
        >
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('profile.timezone')}</span>
        <select
          className="input"
          value={timezone}
          onChange={(e) => setTimezone(e.currentTarget.value)}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z, interfaceLocale)}
            </option>
          ))}
        </select>
      </label>
      <Checkbox
        label={t('settings.hideAvatar')}
        checked={avatarHidden}
        onChange={(e) => setAvatarHidden(e.currentTarget.checked)}
      />
      <Checkbox
        label={t('settings.hideStatistics')}
        checked={statsHidden}
        onChange={(e) => setStatsHidden(e.currentTarget.checked)}
      />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {t('settings.save')}
      </button>
    </form>
  );
}

/** /profile/setting. */
export default function Page() {
  return (
    <ProfileFrame titleKey="profile.tabs.setting">
      {(p) => <SettingsForm profile={p} />}
    </ProfileFrame>
  );
}
