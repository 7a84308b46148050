// /profile/access: how the player signs in (contacts, shown formatted), what is
// verified, a code form for a phone or e-mail not yet confirmed, and the
// password change or first password.
import { formatPhoneLike } from '@casino/sdk';
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { ContactConfirm } from '../../features/account/forms/contact-confirm.tsx';
import {
  PasswordChangeForm,
  PasswordSetForm,
} from '../../features/account/forms/password-change.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { Facts, Section } from '../../shared/ui/page-parts.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account, MESSAGE_GROUPS.player];

/** /profile/access: how the player signs in, what is verified, and confirming the phone or e-mail that is not. */
export default function Page() {
  const { t } = useI18n();
  const yes = (v: boolean) => (v ? t('profile.yes') : t('profile.no'));
  return (
    <ProfileFrame titleKey="profile.tabs.access">
      {(p) => (
        <>
          <Facts
            items={[
              [t('profile.email'), p.email ?? t('profile.notSet')],
              [t('profile.emailVerified'), yes(p.is_email_verified)],
              [t('profile.phone'), p.phone ? formatPhoneLike(p.phone) : t('profile.notSet')],
              [t('profile.phoneVerified'), yes(p.is_phone_verified)],
              [t('profile.password'), yes(p.is_password_exists)],
            ]}
          />
          {(p.phone && !p.is_phone_verified) || (p.email && !p.is_email_verified) ? (
            <Section title={t('confirm.title')}>
              <p className="muted">{t('confirm.why')}</p>
              {p.phone && !p.is_phone_verified ? (
                <>
                  <p>{t('confirm.phone')}</p>
                  <ContactConfirm channel="phone" contact={p.phone} />
                </>
              ) : null}
              {p.email && !p.is_email_verified ? (
                <>
                  <p>{t('confirm.email')}</p>
                  <ContactConfirm channel="email" contact={p.email} />
                </>
              ) : null}
            </Section>
          ) : null}
          <Section title={t(p.is_password_exists ? 'password.change' : 'password.setTitle')}>
            {p.is_password_exists ? <PasswordChangeForm /> : <PasswordSetForm />}
          </Section>
        </>
      )}
    </ProfileFrame>
  );
}
