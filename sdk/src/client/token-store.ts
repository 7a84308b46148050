/** Where the client keeps the bearer token (a cookie in the browser, a file or memory in Node). */
export interface TokenStore {
  /** The current token, or null/undefined when logged out. */
  get(): string | null | undefined;
  /** Stores a new token (after login or refresh). */
  set(token: string): void;
  /** Forgets the token (logout, failed refresh). */
  clear(): void;
}

/** A TokenStore that keeps the token in memory. */
export function createMemoryTokenStore(initial?: string | null): TokenStore {
  let token = initial ?? null;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
