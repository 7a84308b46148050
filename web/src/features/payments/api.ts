// Billing data (methods, crypto, the payments bonus) and the invoice calls.
import { unwrap } from '@casino/sdk';
import { useApiQuery } from '../../shared/api.tsx';

/** The billing data of the logged-in player. */
export function useBillingData(enabled: boolean) {
  return useApiQuery(enabled ? (['/api/v2/billing/data', null] as const) : null, (api) =>
    unwrap(api.GET('/api/v2/billing/data')),
  );
}
