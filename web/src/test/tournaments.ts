// Tournaments as GET /tournaments and /tournaments/{id} answer them, for the
// tests of the tournament pages (app/pages/tournaments-page.test.tsx,
// tournament-page.test.tsx): one running, one upcoming, one finished, their
// times relative to a fixed clock.

/** The tests' clock: the tournaments' times are relative to it. */
export const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
/** `ms` after NOW, as the API writes a time. */
export const iso = (ms: number) => new Date(NOW + ms).toISOString();

/** A running tournament with two prize places. */
export const active = {
  id: 17,
  title: 'Autumn Slots Race',
  status: 'active',
  starts_at: iso(-86_400_000),
  ends_at: iso(2 * 3_600_000),
  prize_pool: 1_000_000,
  currency: 'RUB',
  prizes: [
    { place: 1, amount: 500_000 },
    { place: 2, amount: 300_000 },
  ],
};
/** One starting in 90 s, without prize places. */
export const upcoming = {
  id: 18,
  title: 'Crash Week',
  status: 'upcoming',
  starts_at: iso(90_000),
  ends_at: iso(7 * 86_400_000),
  prize_pool: 250_000,
  currency: 'KZT',
};
/** One that ended a day ago. */
export const finished = {
  id: 16,
  title: 'Summer Dice Cup',
  status: 'finished',
  starts_at: iso(-30 * 86_400_000),
  ends_at: iso(-86_400_000),
  prize_pool: 5000,
  currency: 'USD',
  prizes: [{ place: 1, amount: 5000 }],
};
