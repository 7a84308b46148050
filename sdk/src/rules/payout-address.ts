// The address formats of the crypto payout networks, checked once for the
// sandbox (which refuses a payout to another network's address with
// `payout.destination`) and the app (which says so under the field before
// sending): a payout to a wrong address cannot be taken back. The formats are
// the networks' own (TRC20: base58 from T, 34 characters; Bitcoin: bech32
// from bc1, or base58 from 1 or 3); the contract does not show them.

/** A payout method's coin and network, as the billing data's crypto-payouts give them. */
export interface PayoutNetwork {
  code: string;
  /** Absent or null: the coin's own network. */
  network?: string | null;
}

const FORMATS: { code: string; network: string | null; address: RegExp }[] = [
  { code: 'USDT', network: 'TRC20', address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  {
    code: 'BTC',
    network: null,
    address: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  },
];

/**
 * Whether `address` has the format of the method's network; true for a
 * network whose format is not known here (the server decides).
 */
export function payoutAddressFits(method: PayoutNetwork, address: string): boolean {
  const network = method.network ?? null;
  const format = FORMATS.find((f) => f.code === method.code && f.network === network);
  return format ? format.address.test(address.trim()) : true;
}
