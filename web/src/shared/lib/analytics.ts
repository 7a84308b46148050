// Product analytics: one small module that does nothing until a provider is
// configured (the third-party analytics script, when it loads, registers one).

/** An analytics event. */
interface AnalyticsEvent {
  name: string;
  data?: Record<string, unknown>;
}

type Provider = (event: AnalyticsEvent) => void;

let provider: Provider | null = null;

/** Sets (or with null, removes) the analytics provider. */
export function setAnalyticsProvider(next: Provider | null): void {
  provider = next;
}

/** Sends an event to the provider; without one, nothing happens. Never throws. */
export function track(name: string, data?: Record<string, unknown>): void {
  if (!provider) return;
  try {
    provider({ name, data });
  } catch (error) {
    console.error('analytics provider failed', error);
  }
}
