// A sandbox for unit tests: its Hono app called without a port, a clock the
// test moves, the log kept, one way to call it (token, language, region),
// and the calls a test of money needs (register, deposit by SBP with the
// invoice paid at once, a dice bet). Every sandbox test starts here.
import { createSandbox } from './server.ts';

/** How a test's sandbox starts: its clock, and the language its calls ask for by default. */
interface ClientOptions {
  /** The clock's start (ISO); 2026-11-25T12:00:00Z unless given. */
  start?: string;
  /** The Accept-Language of every call that names none; `en` unless given, null for none. */
  locale?: string | null;
}

export function sandboxClient(
  settings: Parameters<typeof createSandbox>[0] = {},
  options: ClientOptions = {},
) {
  let now = Date.parse(options.start ?? '2026-11-25T12:00:00Z');
  const log: string[] = [];
  const sandbox = createSandbox({ now: () => now, log: (line) => log.push(line), ...settings });
  const defaultLocale = options.locale === undefined ? 'en' : options.locale;
  /** One call: its status and its body (JSON when it is, else the text; null when empty). */
  const call = async (
    method: string,
    path: string,
    request: { body?: unknown; token?: string | null; locale?: string; region?: string } = {},
  ) => {
    const locale = request.locale ?? defaultLocale;
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(locale ? { 'Accept-Language': locale } : {}),
          ...(request.region ? { Region: request.region } : {}),
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    );
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
    let body: any = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
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
    /** Sets the clock to `iso`. */
    at: (iso: string) => {
      now = Date.parse(iso);
    },
  };
}
