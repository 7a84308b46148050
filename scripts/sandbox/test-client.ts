// A sandbox for unit tests: its Hono app called without a port, a clock the
// test moves, the log kept, and the calls a test of money needs (register,
// deposit by SBP with the invoice paid at once, a dice bet).
import { createSandbox } from './server.ts';

export function sandboxClient(settings: Parameters<typeof createSandbox>[0] = {}) {
  let now = Date.parse('2026-11-25T12:00:00Z');
  const log: string[] = [];
  const sandbox = createSandbox({ now: () => now, log: (line) => log.push(line), ...settings });
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; locale?: string } = {},
  ) => {
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': options.locale ?? 'en',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
    const body: any = await response.json().catch(() => null);
    return { status: response.status, body };
  };
  let players = 0;
  /** A new player in `currency`; returns its token. */
  const register = async (currency = 'RUB') => {
    const answer = await call('POST', '/api/v2/auth/register/email', {
      body: { email: `player${++players}@example.com`, password: 'secret123', currency },
    });
    if (answer.status !== 200) throw new Error(`register: ${answer.status}`);
    return answer.body.token as string;
  };
  /** Deposits `amount` by SBP (no commission) and has the provider pay it; `bonus` as PayIn sends it. */
  const deposit = async (token: string, amount: number, bonus?: boolean) => {
    const invoice = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'sbp-rub', amount, ...(bonus === undefined ? {} : { bonus }) },
    });
    if (invoice.status !== 200) throw new Error(`deposit: ${JSON.stringify(invoice.body)}`);
    await call('POST', '/_sandbox/invoices/pay', { token });
    return call('GET', `/billing/payment/status/${invoice.body.id}`, { token });
  };
  /** A dice bet of `amount` on over 50.5. */
  const dice = (token: string, amount: number) =>
    call('POST', '/dice/rounds', {
      token,
      body: { amount, inputs: { direction: 'over', target: 50.5 } },
    });
  return {
    sandbox,
    log,
    call,
    register,
    deposit,
    dice,
    advance: (ms: number) => {
      now += ms;
    },
  };
}
