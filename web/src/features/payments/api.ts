// Payment calls: the billing data (methods, crypto, the payments bonus), the
// payment creation that opens an invoice, and the invoice status the watcher
// polls. The billing data is checked with the spec's schema.
import { type components, unwrap } from '@casino/sdk';
import { zGetBillingDataResponse } from '@casino/sdk/schemas';
import { useCallback } from 'react';
import { matches } from '../../shared/answers.ts';
import { useApi, useApiQuery } from '../../shared/api.tsx';

/** The billing data of the logged-in player. */
export function useBillingData(enabled: boolean) {
  return useApiQuery('/api/v2/billing/data', enabled ? {} : null, {
    check: matches(zGetBillingDataResponse),
  });
}

/** Creates a payment; resolves with the invoice (deposit process config). */
export function useCreatePayment(): (
  body: components['schemas']['CreatePaymentBody'],
) => Promise<components['schemas']['DepositProcessConfig']> {
  const { client } = useApi();
  return useCallback((body) => unwrap(client.POST('/billing/payment', { body })), [client]);
}

/** Reads an invoice's status (3 is paid). */
export function useInvoiceStatus(): (invoiceId: number) => Promise<number> {
  const { client } = useApi();
  return useCallback(
    async (invoiceId) =>
      (
        await unwrap(
          client.GET('/billing/payment/status/{invoiceId}', { params: { path: { invoiceId } } }),
        )
      ).status,
    [client],
  );
}
