// Registration (SPEC.md sections 5 to 8): the answer's token signs the player
// in as a registration; the VIP request follows when asked for, and its
// failure is only logged (the registration itself succeeded).
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useJoinVip, type VipRequestType } from '../../../shared/domain/vip.ts';
import { useApi } from '../../../shared/lib/api.tsx';
import { useSession } from './session.ts';

/** A registration by e-mail or by phone: the form's fields and the tracking ones. */
export type Registration =
  | components['schemas']['RegisterEmailBody']
  | components['schemas']['RegisterPhoneBody'];

/** Registers, signs in, then sends the VIP request when `vip` says why. */
export function useRegister(): (body: Registration, vip: VipRequestType | null) => Promise<void> {
  const { client } = useApi();
  const { signIn } = useSession();
  const joinVip = useJoinVip();
  return useCallback(
    async (body, vip) => {
      const { token } =
        'email' in body
          ? await unwrap(client.POST('/api/v2/auth/register/email', { body }))
          : await unwrap(client.POST('/api/v2/auth/register/phone', { body }));
      await signIn(token, 'registration');
      if (vip) joinVip(vip).catch((e: unknown) => console.error('VIP join failed', e));
    },
    [client, signIn, joinVip],
  );
}
