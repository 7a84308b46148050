// Payment calls: the billing data (methods, crypto, the payments bonus), the
// payment creation that opens an invoice, the invoice status the watcher
// polls, and withdrawals: the player's payouts and the payout request, which
// refreshes what it changes (the balance, the payouts, the history). Answers
// are checked with the spec's schemas.
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useReloadProfile } from '../../shared/domain/profile.ts';
import { matches } from '../../shared/lib/answers.ts';
import { useApi, useApiQuery } from '../../shared/lib/api.tsx';
import { useRefreshCalls } from '../../shared/lib/refresh.ts';
import type { InvoiceStatus } from './poller.ts';

/** The billing data of the logged-in player. */
export function useBillingData(enabled: boolean) {
  return useApiQuery('/api/v2/billing/data', enabled ? {} : null, {
    check: matches('zGetBillingDataResponse'),
  });
}

/** Creates a payment; resolves with the invoice (deposit process config). */
export function useCreatePayment(): (
  body: components['schemas']['CreatePaymentBody'],
) => Promise<components['schemas']['DepositProcessConfig']> {
  const { client } = useApi();
  return useCallback((body) => unwrap(client.POST('/billing/payment', { body })), [client]);
}

/** Reads an invoice's status (3 is paid, with the bonus credited with it). */
export function useInvoiceStatus(): (invoiceId: number) => Promise<InvoiceStatus> {
  const { client } = useApi();
  return useCallback(
    (invoiceId) =>
      unwrap(
        client.GET('/billing/payment/status/{invoiceId}', { params: { path: { invoiceId } } }),
      ),
    [client],
  );
}

/**
 * Whether the player ever had a deposit credited: the history's deposits
 * (the ledger of money actually received; the activity's totals cover the
 * current periods only, and a limit's absence says nothing about deposits).
 * Undefined until it answers or when it fails (then nothing is offered).
 */
export function useHasDeposited(enabled: boolean): boolean | undefined {
  const query = useApiQuery(
    '/profile/history',
    enabled ? { params: { query: { type: 'deposit', per_page: 1 } } } : null,
    { notify: false },
  );
  return query.data ? query.data.meta.total > 0 : undefined;
}

/** A coin on a network the crypto deposit takes. */
export interface CryptoChoice {
  currency: 'USDT' | 'BTC';
  network: 'TRC20' | 'ERC20' | 'BTC';
}

/** The player's deposit address for a coin and network, with its rate, minimum and confirmations. */
export function useCryptoAddress(choice: CryptoChoice) {
  return useApiQuery(
    '/billing/crypto/address',
    { params: { query: { currency: choice.currency, network: choice.network } } },
    { check: matches('zGetCryptoAddressResponse') },
  );
}

/** How often the crypto transfers are asked for while the panel is open, ms. */
const CRYPTO_POLL_MS = 5_000;

/** The transfers that reached the player's addresses, newest first, asked again every 5 s while shown. */
export function useCryptoDeposits() {
  return useApiQuery(
    '/billing/crypto/deposits',
    {},
    {
      check: matches('zListCryptoDepositsResponse'),
      notify: false,
      refreshInterval: CRYPTO_POLL_MS,
    },
  );
}

/** A withdrawal as the API shows it. */
export type Payout = components['schemas']['Payout'];

/**
 * The player's payouts with their status, newest first (false skips: a
 * guest). A side list of the Withdraw modal: a failure hides it, no notice.
 */
export function usePayouts(enabled: boolean) {
  return useApiQuery('/billing/payouts', enabled ? {} : null, {
    check: matches('zListPayoutsResponse'),
    notify: false,
  });
}

/**
 * Requests a payout (the inferred POST /billing/payouts); resolves with it,
 * pending. The amount has left the balance by then, so the profile reloads,
 * and the payouts and every cached history page are asked again (without
 * waiting: the caller shows the confirmation at once). A 422 rejects with its
 * field errors for the form.
 */
export function useCreatePayout(): (
  body: components['schemas']['CreatePayoutBody'],
) => Promise<Payout> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  const refresh = useRefreshCalls();
  return useCallback(
    async (body) => {
      const { data } = await unwrap(client.POST('/billing/payouts', { body }));
      void reloadProfile();
      // A confirmed forfeit ended the active bonuses too.
      void refresh('/billing/payouts', '/profile/history', '/api/v2/bonuses');
      return data;
    },
    [client, reloadProfile, refresh],
  );
}
