// Runs for the whole app: polls the open invoice (even with PayIn closed) and
// opens PayIn by itself after a sign-in (SPEC.md section 4); a paid invoice
// shows its success, after any other dialog open then. The invoice is
// the player's: polled only while a session exists, and dropped (its polling
// with it) when the session ends, in this tab or another.
// The automatic PayIn asks the responsible-play limits when it would open.
import { COOKIES, unwrap } from '@casino/sdk';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useReloadProfile } from '../../shared/domain/profile.ts';
import { checkLimits } from '../../shared/domain/responsible.ts';
import { onSignedIn, onSignedOut } from '../../shared/domain/session-events.ts';
import { track } from '../../shared/lib/analytics.ts';
import { startQuery, useApi, useHasToken } from '../../shared/lib/api.tsx';
import { writeCookie } from '../../shared/lib/cookies.ts';
import { useRefreshCalls } from '../../shared/lib/refresh.ts';
import { useModals } from '../../shared/ui/modals.tsx';
import { useInvoiceStatus } from './api.ts';
import { scheduleAutoPayIn } from './auto-pay-in.ts';
import { clearInvoice, currentInvoice, subscribeInvoice } from './invoice-store.ts';
import { browserOnline, startPolling } from './poller.ts';

/** The open invoice, re-rendering when it changes. */
export function useInvoice() {
  return useSyncExternalStore(subscribeInvoice, () => currentInvoice());
}

/** Polls the invoice and opens PayIn by itself. */
export function PaymentWatcher() {
  const invoiceStatus = useInvoiceStatus();
  const reloadProfile = useReloadProfile();
  const refresh = useRefreshCalls();
  const { current, open, close } = useModals();
  const player = usePlayer();
  const invoice = useInvoice();
  const hasToken = useHasToken();
  const { client } = useApi();
  const state = useRef({ player, modalOpen: current !== null });
  state.current = { player, modalOpen: current !== null };
  const payInOpen = useRef(false);
  payInOpen.current = current?.name === 'payIn';

  useEffect(() => onSignedOut(clearInvoice), []);

  /** A deposit credited while another dialog was open, shown once it closes. */
  const paidWhileBusy = useRef<{ credited?: number; bonus?: number } | null>(null);
  useEffect(() => {
    if (current !== null || !paidWhileBusy.current) return;
    open('successPayment', paidWhileBusy.current);
    paidWhileBusy.current = null;
  }, [current, open]);

  const invoiceId = hasToken ? invoice?.config.id : undefined;
  useEffect(() => {
    if (invoiceId === undefined) return;
    const amount = invoice?.config.amount;
    // What the success modal shows: what reached the balance, after commission.
    const credited = invoice?.config.shop_amount;
    return startPolling({
      fetchStatus: () => invoiceStatus(invoiceId),
      onOnline: browserOnline,
      onPaid: (answer) => {
        clearInvoice();
        if (payInOpen.current) close();
        // What reached the bonus account with it (inferred: the paid status's `bonus`).
        const paid = { credited, bonus: answer.bonus ?? undefined };
        // Another dialog (a withdrawal being typed) is not replaced: the
        // success shows when it closes.
        if (payInOpen.current || !state.current.modalOpen) open('successPayment', paid);
        else paidWhileBusy.current = paid;
        // The welcome-pack key: a new one loads the welcome packs again (bonuses feature).
        writeCookie(COOKIES.welcomePackTimestamp, String(Date.now()));
        void reloadProfile();
        // The bonus credited, and the pack's next step offered.
        void refresh('/api/v2/bonuses', '/api/v2/billing/data');
        track('deposit_success', { invoice_id: invoiceId, amount });
      },
    });
  }, [
    invoiceId,
    invoice?.config.amount,
    invoice?.config.shop_amount,
    invoiceStatus,
    reloadProfile,
    refresh,
    open,
    close,
  ]);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const stop = onSignedIn((kind) => {
      cancel?.();
      cancel = scheduleAutoPayIn(
        kind,
        () => ({
          loggedIn: state.current.player.loggedIn,
          balance: state.current.player.balance,
          currency: state.current.player.currency,
          modalOpen: state.current.modalOpen,
        }),
        () => open('payIn'),
        async () =>
          checkLimits(await unwrap(client.GET('/responsible/limits')), 'getResponsibleLimits'),
        // PayIn's methods (its query takes this answer) and its code, before it opens.
        () =>
          Promise.all([
            startQuery(client, '/api/v2/billing/data', {}),
            import('./modals/pay-in-modal.tsx'),
          ]),
      );
    });
    return () => {
      stop();
      cancel?.();
    };
  }, [open, client]);

  return null;
}
