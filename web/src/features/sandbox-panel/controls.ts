// The sandbox's scenario controls (scripts/sandbox/server.ts, under /_sandbox/
// on the sandbox's own port, never through the contract proxy), as typed calls
// for the development panel. Each call answers the sandbox's JSON or throws an
// Error whose message is the sandbox's own explanation.

/** A fault an operation answers with until cleared. */
export interface Fault {
  kind: 'error' | 'slow' | 'malformed';
  ms?: number;
  times?: number;
}

/** What the sandbox serves of its site state (geo, mirrors, SSO). */
export interface SiteState {
  countryCode: string;
  blocked: boolean;
  ip: string;
  sso: string | null;
  newLink: string | null;
  mirrors: string[];
}

/** The parts of GET /_sandbox/state the panel shows. */
export interface SandboxState {
  players: unknown[];
  site: SiteState;
  faults: Record<string, Fault>;
}

/** The controls of the sandbox at `baseUrl`, acting for the player of `token()` where it matters. */
export function sandboxControls(baseUrl: string, token: () => string | null) {
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}/_sandbox${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
    if (!response.ok || answer === null) {
      const message = typeof answer?.message === 'string' ? answer.message : '';
      throw new Error(message || `HTTP ${response.status}`);
    }
    return answer as T;
  }
  return {
    state: () => call<SandboxState>('GET', '/state'),
    reset: () => call<{ reset: true }>('POST', '/reset'),
    site: (site: Partial<SiteState>) => call<SiteState>('POST', '/site', site),
    invoice: (action: 'pay' | 'fail') =>
      call<{ id: number; status: number }>('POST', `/invoices/${action}`),
    payout: (action: 'pay' | 'fail') =>
      call<{ id: number; status: string }>('POST', `/payouts/${action}`),
    expireToken: () => call<{ expired: number }>('POST', '/tokens/expire'),
    fault: (operation: string, fault: Fault) =>
      call<Fault & { operation: string }>('POST', '/faults', { operation, ...fault }),
    clearFaults: () => call<{ cleared: true }>('DELETE', '/faults'),
  };
}

export type SandboxControls = ReturnType<typeof sandboxControls>;
