// Invoice polling (SPEC.md section 4): the status every 5 s while the invoice
// exists; 3 means paid and stops it. One request at a time (the next is
// scheduled when the previous answers), none while offline (resumes when the
// browser is back online); a failed status call is logged and polling goes on.
import { type components, INVOICE_PAID_STATUS, TIMINGS } from '@casino/sdk';

/** An invoice's status answer: the status, and once paid the bonus credited with it. */
export type InvoiceStatus = components['schemas']['PaymentStatus'];

/** What the poller needs. */
export interface PollerOptions {
  fetchStatus: () => Promise<InvoiceStatus>;
  onPaid: (answer: InvoiceStatus) => void;
  intervalMs?: number;
  isOnline?: () => boolean;
  /** Subscribes to "back online"; returns the unsubscribe. */
  onOnline?: (listener: () => void) => () => void;
}

/** Starts polling; returns stop(). */
export function startPolling(options: PollerOptions): () => void {
  const interval = options.intervalMs ?? TIMINGS.invoicePolling;
  const isOnline = options.isOnline ?? (() => navigator.onLine !== false);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitingForOnline: (() => void) | undefined;

  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, interval);
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    if (!isOnline()) {
      waitingForOnline = options.onOnline?.(() => {
        waitingForOnline?.();
        waitingForOnline = undefined;
        void tick();
      });
      if (!options.onOnline) schedule();
      return;
    }
    try {
      const answer = await options.fetchStatus();
      if (stopped) return;
      if (answer.status === INVOICE_PAID_STATUS) {
        stopped = true;
        options.onPaid(answer);
        return;
      }
    } catch (error) {
      console.error('invoice status check failed; trying again', error);
    }
    schedule();
  }

  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    waitingForOnline?.();
  };
}

/** Subscribes to the browser's "online" event. */
export function browserOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}
