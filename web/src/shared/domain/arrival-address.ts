// The address the visit arrived at, as main.tsx left it (protocol-relative
// path normalised, login-link token taken out), kept for the arrival tracking:
// that runs once the first page is on screen (shared/lib/first-page.ts), and by
// then the visitor may have followed a link.

let arrival: string | undefined;

/** Keeps the current address as the arrival's (main.tsx, before rendering; once). */
export function keepArrivalAddress(): void {
  arrival ??= window.location.href;
}

/** The arrival's address (the current one if none was kept). */
export function arrivalAddress(): string {
  return arrival ?? window.location.href;
}
