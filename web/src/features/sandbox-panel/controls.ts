// The sandbox's scenario controls (under /_sandbox/ on the sandbox's own
// port, never through the contract proxy), as typed calls for the
// development panel. Each control's method, path, body and answer come from
// the sandbox's control API (scripts/sandbox/controls/api.ts, the one
// definition the sandbox and `casino sandbox` use too); only this
// development-only panel imports it, so no production build contains it.
// Each call answers the sandbox's JSON or throws an Error whose message is
// the sandbox's own explanation.
import {
  CONTROL_PREFIX,
  type ControlAnswer,
  type ControlArgs,
  type ControlBody,
  type ControlName,
  controlRequest,
  type Fault,
} from '../../../../scripts/sandbox/controls/api.ts';

export {
  type Fault,
  MAX_SLOW_MS,
} from '../../../../scripts/sandbox/controls/api.ts';

/** GET /_sandbox/state: the panel shows its players, site and faults. */
export type SandboxState = ControlAnswer<'state'>;

/** The controls of the sandbox at `baseUrl`, acting for the player of `token()` where it matters. */
export function sandboxControls(baseUrl: string, token: () => string | null) {
  async function call<N extends ControlName>(
    name: N,
    ...args: ControlArgs<N>
  ): Promise<ControlAnswer<N>> {
    const request = controlRequest(name, ...args);
    const headers: Record<string, string> = {};
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${CONTROL_PREFIX}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
    });
    const answer = (await response.json().catch(() => null)) as
      | (ControlAnswer<N> & { message?: unknown })
      | null;
    if (!response.ok || answer === null) {
      const message = typeof answer?.message === 'string' ? answer.message : '';
      throw new Error(message || `HTTP ${response.status}`);
    }
    return answer as ControlAnswer<N>;
  }
  return {
    state: () => call('state'),
    reset: () => call('reset'),
    site: (site: ControlBody<'site'>) => call('site', site),
    invoice: (action: 'pay' | 'fail') => call(action === 'pay' ? 'payInvoice' : 'failInvoice'),
    payout: (action: 'pay' | 'fail') => call(action === 'pay' ? 'payPayout' : 'failPayout'),
    expireToken: () => call('expireTokens'),
    fault: (operation: string, fault: Fault) => call('setFault', { operation, ...fault }),
    clearFaults: () => call('clearFaults'),
  };
}

export type SandboxControls = ReturnType<typeof sandboxControls>;
