// The VIP request, which two features send (the VIP page, and the registration
// when asked for). Apart from shared/domain/profile.ts so that the first visit does
// not carry it.
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useApi } from '../lib/api.tsx';

/** Why the VIP request is sent (SPEC.md section 5). */
export type VipRequestType = components['schemas']['VipJoinBody']['request_type'];

/** Asks to join the VIP club. */
export function useJoinVip(): (requestType: VipRequestType) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (requestType) => {
      await unwrap(client.POST('/api/v2/vip/join', { body: { request_type: requestType } }));
    },
    [client],
  );
}
