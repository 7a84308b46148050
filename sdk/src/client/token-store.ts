/** Where the client keeps the bearer token (a cookie in the browser, a file or memory in Node). */
export interface TokenStore {
  /** The current token, or null/undefined when logged out. */
  get(): string | null | undefined;
  /**
   * Stores a token: a new session (login), or, with `refreshed`, the next token
   * of the current session (the refresh middleware sets it so).
   */
  set(token: string, refreshed?: boolean): void;
  /** Forgets the token (logout, failed refresh). */
  clear(): void;
  /**
   * Which session the current token belongs to: changes on every login and
   * logout, never on a refresh. A store shared by several tabs keeps it where
   * they all see it, so a token another tab refreshed counts as the same
   * session. Without it, only this client's own refreshes do.
   */
  session?(): string | null | undefined;
}

/** A TokenStore that keeps the token in memory. */
export function createMemoryTokenStore(initial?: string | null): TokenStore {
  let token = initial ?? null;
  let session = 0;
  return {
    get: () => token,
    set: (value, refreshed) => {
      if (!refreshed) session += 1;
      token = value;
    },
    clear: () => {
      session += 1;
      token = null;
    },
    session: () => String(session),
  };
}
