// One mirror check: the list from GET /api/getMirrorsToCheck, every domain
// probed, the results sent to POST /api/sendAntiBonusResult as
// `{ results: { <domain>: ms | null } }` (MirrorResultsBody in the spec).
//
// Choices:
// - Both calls are authenticated (the spec's default bearer security); the
//   SDK client adds the token.
// - Failures are logged only (SPEC.md section 8: 'mirror list fetch failed',
//   'mirror results post failed'), never shown and never thrown.
// - Every listed name is reported, a name that is not a host as null;
//   duplicates and non-strings in the list are dropped. An empty list sends
//   nothing.
// - An aborted run (the schedule stopped at logout) sends nothing and logs
//   nothing: it is not a failure.
import { type ApiClient, unwrap } from '@casino/sdk';
import { type ProbeDeps, probeAll } from './probe.ts';

/** The results of one check: domain -> ms, or null when the probe failed. */
export type MirrorResults = Record<string, number | null>;

/** Runs one check; resolves with the results (sent or not), or null when there was no list or the run was aborted. */
export async function runMirrorCheck(
  client: ApiClient,
  probe: ProbeDeps,
): Promise<MirrorResults | null> {
  const { signal } = probe;
  let listed: unknown;
  try {
    listed = (await unwrap(client.GET('/api/getMirrorsToCheck', { signal }))).domains;
    if (!Array.isArray(listed)) throw new TypeError('domains is not a list');
  } catch (error) {
    if (!signal?.aborted) console.error('mirror list fetch failed', error);
    return null;
  }
  const domains = [...new Set(listed.filter((d): d is string => typeof d === 'string'))];
  if (domains.length === 0) return {};
  const results = await probeAll(domains, probe);
  if (signal?.aborted) return null;
  try {
    await unwrap(client.POST('/api/sendAntiBonusResult', { body: { results }, signal }));
  } catch (error) {
    if (!signal?.aborted) console.error('mirror results post failed', error);
  }
  return results;
}
