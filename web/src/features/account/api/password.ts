// Passwords (SPEC.md section 5): change one, set a first one (the profile
// reloads: it says whether a password exists), and recovery by e-mail or
// phone: ask for a code, confirm it for a reset token, check a link's token,
// set the new password.
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useReloadProfile } from '../../../shared/domain/profile.ts';
import { useApi } from '../../../shared/lib/api.tsx';
import type { Channel } from '../forms/contact.tsx';

/** Changes the password. */
export function useChangePassword(): (
  body: components['schemas']['PasswordUpdateBody'],
) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (body) => {
      await unwrap(client.POST('/password/update', { body }));
    },
    [client],
  );
}

/** Sets a first password, then starts reloading the profile. */
export function useSetPassword(): (
  body: components['schemas']['PasswordSetBody'],
) => Promise<void> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  return useCallback(
    async (body) => {
      await unwrap(client.POST('/api/v2/auth/password/set', { body }));
      // The reload runs on its own: the caller's success notice does not wait for it.
      void reloadProfile();
    },
    [client, reloadProfile],
  );
}

/** Sends a recovery code to the phone or e-mail. */
export function useForgotPassword(): (channel: Channel, contact: string) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (channel, contact) => {
      if (channel === 'email')
        await unwrap(
          client.POST('/api/v2/auth/password/email/forgot', { body: { email: contact } }),
        );
      else
        await unwrap(
          client.POST('/api/v2/auth/password/phone/forgot', { body: { phone: contact } }),
        );
    },
    [client],
  );
}

/** Confirms a recovery code; resolves with the reset token. */
export function useConfirmResetCode(): (
  channel: Channel,
  contact: string,
  code: string,
) => Promise<string> {
  const { client } = useApi();
  return useCallback(
    async (channel, contact, code) => {
      const answer =
        channel === 'email'
          ? await unwrap(
              client.POST('/api/v2/auth/password/email/code/confirm', {
                body: { email: contact, code },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/password/phone/code/confirm', {
                body: { phone: contact, code },
              }),
            );
      return answer.data.reset_token;
    },
    [client],
  );
}

/** Checks a reset link's token: the phone one when the link has a phone, else the e-mail one. */
export function useCheckResetToken(): (phone: string | null, token: string) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (phone, token) => {
      if (phone)
        await unwrap(
          client.POST('/api/v2/auth/password/phone/token/check', { body: { phone, token } }),
        );
      else
        await unwrap(client.POST('/api/v2/auth/password/email/token/check', { body: { token } }));
    },
    [client],
  );
}

/** A reset token and the new password. */
export type PasswordReset = components['schemas']['EmailTokenResetBody'];

/** Sets the new password with a reset token: by phone when there is one, else by e-mail. */
export function useResetPassword(): (phone: string | null, reset: PasswordReset) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (phone, reset) => {
      if (phone)
        await unwrap(
          client.POST('/api/v2/auth/password/phone/reset', { body: { phone, ...reset } }),
        );
      else await unwrap(client.POST('/api/v2/auth/password/email/reset/token', { body: reset }));
    },
    [client],
  );
}
