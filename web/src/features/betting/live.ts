// The sportsbook's live stream in the page (GET /betting/live,
// openapi/src/paths/sportsbook.yaml): the events in play of a sport, or one
// event, kept as the stream tells them (a snapshot replaces them all, an
// `event` message replaces its event), each checked against its generated
// schema (shared/lib/live-stream.ts: malformed messages are dropped,
// reconnection is the browser's). A list or an event page lays what the
// stream says over what its call answered: the score, the minute and the
// prices change in place.
import type { components, LocaleCode } from '@casino/sdk';
import { useMemo, useState } from 'react';
import { useApi } from '../../shared/lib/api.tsx';
import { type StreamStatus, useLiveStream } from '../../shared/lib/live-stream.ts';
import type { SportEvent, SportKey } from './api.ts';

type SportLiveEvent = components['schemas']['SportLiveEvent'];

const TYPES = ['snapshot', 'event'] as const;
const sentAt = (message: SportLiveEvent) => Date.parse(message.at);

/** What the stream follows: the events in play of a sport (all sports without one), or one event. */
export type LiveScope = { sport?: SportKey } | { event: number };

/** The events the stream has told of, by id. */
export type LiveEvents = ReadonlyMap<number, SportEvent>;

/** The events after a message: a snapshot is the whole state, an update replaces its event. */
function liveAfter(events: LiveEvents, message: SportLiveEvent): LiveEvents {
  if (message.type === 'snapshot') return new Map(message.events.map((e) => [e.id, e]));
  const next = new Map(events);
  next.set(message.event.id, message.event);
  return next;
}

/**
 * `shown` as the stream now tells it (the stream's own copy when it has
 * one). A list's event keeps its list's market set: the stream of a sport
 * sends the main market only, an event's stream every market.
 */
export function overlay(shown: SportEvent, live: LiveEvents): SportEvent {
  return live.get(shown.id) ?? shown;
}

/** The stream's address for a scope, in the interface's language (EventSource sends no header of the page's). */
function liveUrl(baseUrl: string, scope: LiveScope, locale: LocaleCode): string {
  const query = new URLSearchParams({ lang: locale });
  if ('event' in scope) query.set('event', String(scope.event));
  else if (scope.sport) query.set('sport', scope.sport);
  return `${baseUrl}/betting/live?${query}`;
}

/** Follows the stream of `scope` (null: nothing). */
export function useBettingLive(
  scope: LiveScope | null,
  locale: LocaleCode,
): { events: LiveEvents; status: StreamStatus } {
  const { client } = useApi();
  const [events, setEvents] = useState<LiveEvents>(() => new Map());
  const key = scope === null ? null : JSON.stringify(scope);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is its key.
  const url = useMemo(
    () => (scope === null ? null : liveUrl(client.baseUrl, scope, locale)),
    [client.baseUrl, key, locale],
  );
  const { status } = useLiveStream(
    url,
    TYPES,
    'zSportLiveEvent',
    (message: SportLiveEvent) => setEvents((now) => liveAfter(now, message)),
    sentAt,
  );
  return { events, status };
}
