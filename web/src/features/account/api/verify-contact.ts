// Confirming the player's own phone or e-mail (SPEC.md section 7: the six
// /api/v2/auth/{phone,email}/{send,resend,verify/code} calls): send a code,
// send it again, verify it; a verified contact reloads the profile, whose
// is_phone_verified / is_email_verified then says so.
import { unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useReloadProfile } from '../../../shared/domain/profile.ts';
import { useApi } from '../../../shared/lib/api.tsx';
import type { Channel } from '../forms/contact.tsx';

/** Sends the confirmation code to the phone or e-mail; `again` uses the resend call. */
export function useSendConfirmationCode(): (
  channel: Channel,
  contact: string,
  again: boolean,
) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (channel, contact, again) => {
      if (channel === 'phone') {
        const body = { phone: contact };
        await unwrap(
          again
            ? client.POST('/api/v2/auth/phone/resend', { body })
            : client.POST('/api/v2/auth/phone/send', { body }),
        );
      } else {
        const body = { email: contact };
        await unwrap(
          again
            ? client.POST('/api/v2/auth/email/resend', { body })
            : client.POST('/api/v2/auth/email/send', { body }),
        );
      }
    },
    [client],
  );
}

/** Verifies the code; resolves once the profile (which now says verified) has reloaded. */
export function useVerifyContact(): (
  channel: Channel,
  contact: string,
  code: string,
) => Promise<void> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  return useCallback(
    async (channel, contact, code) => {
      await unwrap(
        channel === 'phone'
          ? client.POST('/api/v2/auth/phone/verify/code', { body: { phone: contact, code } })
          : client.POST('/api/v2/auth/email/verify/code', { body: { email: contact, code } }),
      );
      await reloadProfile();
    },
    [client, reloadProfile],
  );
}
