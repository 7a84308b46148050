// The open invoice (deposit process config), kept in local storage so that it
// survives a page reload until its life time runs out (default 1200 s).
import { type components, invoiceExpiresAt } from '@casino/sdk';

/** The invoice as the payment-creation call returns it. */
export type DepositProcessConfig = components['schemas']['DepositProcessConfig'];

/** An invoice and when it expires (epoch ms). */
export interface StoredInvoice {
  config: DepositProcessConfig;
  expiresAt: number;
  /** The bonus the deposit brings to the bonus account, when the player took one (the form's quote). */
  bonus?: number;
}

const KEY = 'casino:invoice';
const listeners = new Set<() => void>();
let cached: StoredInvoice | null | undefined;

function read(): StoredInvoice | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredInvoice;
    return typeof parsed?.expiresAt === 'number' &&
      parsed.config &&
      typeof parsed.config.id === 'number' &&
      (parsed.bonus === undefined || (typeof parsed.bonus === 'number' && parsed.bonus > 0))
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The invoice while it has not expired; an expired one is removed. */
export function currentInvoice(now: number = Date.now()): StoredInvoice | null {
  if (cached === undefined) cached = read();
  if (cached && cached.expiresAt <= now) {
    clearInvoice();
    return null;
  }
  return cached;
}

/** Keeps a new invoice, expiring after its life time, with the bonus it brings (when one). */
export function saveInvoice(
  config: DepositProcessConfig,
  now: number = Date.now(),
  bonus: number | null = null,
): StoredInvoice {
  cached = {
    config,
    expiresAt: invoiceExpiresAt(now, config.life_time),
    ...(bonus ? { bonus } : {}),
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(cached));
  } catch {
    // private mode: the invoice lives until the page closes
  }
  notify();
  return cached;
}

/** Drops the invoice (paid, expired or abandoned). */
export function clearInvoice(): void {
  cached = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
  notify();
}

/** Calls `listener` when the invoice changes; returns the unsubscribe. */
export function subscribeInvoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory copy (tests). */
export function resetInvoiceCache(): void {
  cached = undefined;
}
