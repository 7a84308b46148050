// Logging in (SPEC.md sections 5 and 8): by password or by a one-time code,
// with a phone or an e-mail; a login answer signs the player in (the profile
// loads). Also the social login's popup address and "send me my login data".
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useApi } from '../../../shared/lib/api.tsx';
import type { Channel } from '../forms/contact.tsx';
import { useSession } from './session.ts';

/** A login answer: the token, and an SSO address to follow when there is one. */
export type LoginAnswer = components['schemas']['LoginAnswer'];

/** Logs in with a password; resolves once signed in, with the answer. */
export function usePasswordLogin(): (
  channel: Channel,
  contact: string,
  password: string,
) => Promise<LoginAnswer> {
  const { client } = useApi();
  const { signIn } = useSession();
  return useCallback(
    async (channel, contact, password) => {
      const answer =
        channel === 'phone'
          ? await unwrap(
              client.POST('/api/v2/auth/login/phone/password', {
                body: { phone: contact, password },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/login/email/password', {
                body: { email: contact, password },
              }),
            );
      await signIn(answer.token);
      return answer;
    },
    [client, signIn],
  );
}

/** Sends a login code; `again` uses the resend call (by phone always as an SMS). */
export function useSendLoginCode(): (
  channel: Channel,
  contact: string,
  again: boolean,
) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (channel, contact, again) => {
      if (channel === 'phone') {
        const body = { phone: contact };
        if (again)
          await unwrap(
            client.POST('/api/v2/auth/login/phone/code/resend', {
              params: { query: { type: 'sms' } },
              body,
            }),
          );
        else await unwrap(client.POST('/api/v2/auth/login/phone/verification', { body }));
      } else {
        const body = { email: contact };
        if (again) await unwrap(client.POST('/api/v2/auth/login/email/resend', { body }));
        else await unwrap(client.POST('/api/v2/auth/login/email/verification', { body }));
      }
    },
    [client],
  );
}

/** Logs in with a code; resolves once signed in, with the answer. */
export function useCodeLogin(): (
  channel: Channel,
  contact: string,
  code: string,
) => Promise<LoginAnswer> {
  const { client } = useApi();
  const { signIn } = useSession();
  return useCallback(
    async (channel, contact, code) => {
      const answer =
        channel === 'phone'
          ? await unwrap(
              client.POST('/api/v2/auth/login/phone/code', {
                params: { query: { type: 'sms' } },
                body: { phone: contact, code },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/login/email/code', { body: { email: contact, code } }),
            );
      await signIn(answer.token);
      return answer;
    },
    [client, signIn],
  );
}

/** The social login's request, without the token (the client's own is sent). */
export type SocialLoginRequest = Omit<components['schemas']['SocialLoginBody'], 'token'>;

/** Asks for the social network's popup address (PUT /auth/login). */
export function useSocialLoginAddress(): (request: SocialLoginRequest) => Promise<string> {
  const { client } = useApi();
  return useCallback(
    async ({ provider, promo, origin, currency }) => {
      const { url } = await unwrap(
        client.PUT('/auth/login', {
          body: { provider, promo, token: client.tokens.get() ?? null, origin, currency },
        }),
      );
      return url;
    },
    [client],
  );
}

/** Sends the player's login data to their e-mail. */
export function useSendLoginData(): (email: string) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (email) => {
      await unwrap(client.POST('/auth/send_login_data', { body: { email } }));
    },
    [client],
  );
}
