// The payout networks' address formats: a network's own address fits, another
// network's or a typo does not; a network without a known format is the
// server's to judge.
import { describe, expect, it } from 'vitest';
import { payoutAddressFits } from './payout-address.ts';

const USDT = { code: 'USDT', network: 'TRC20' };
const BTC = { code: 'BTC', network: null };

describe('payoutAddressFits', () => {
  it('takes each network’s own addresses, around spaces', () => {
    expect(payoutAddressFits(USDT, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(payoutAddressFits(USDT, ' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE ')).toBe(true);
    expect(payoutAddressFits(BTC, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(payoutAddressFits(BTC, '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(true);
    expect(payoutAddressFits({ code: 'BTC' }, '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
  });

  it('refuses another network’s address, a typo and a truncated one', () => {
    expect(payoutAddressFits(USDT, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
    expect(payoutAddressFits(BTC, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(false);
    expect(payoutAddressFits(USDT, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0')).toBe(false);
    expect(payoutAddressFits(USDT, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbL')).toBe(false);
    expect(payoutAddressFits(USDT, 'abc')).toBe(false);
  });

  it('leaves a network it does not know to the server', () => {
    expect(payoutAddressFits({ code: 'USDT', network: 'ERC20' }, 'anything')).toBe(true);
  });
});
