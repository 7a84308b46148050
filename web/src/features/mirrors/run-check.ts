// One mirror check: the list from GET /api/getMirrorsToCheck, every domain
// probed, the results (domain -> ms or null) sent to POST /api/sendAntiBonusResult.
// Failures are logged only (SPEC.md section 8) and never thrown.
import { type ApiClient, unwrap } from '@casino/sdk';
import { type ProbeDeps, probeAll } from './probe.ts';

/** Runs one check; resolves with the results sent, or null when the list could not be had. */
export async function runMirrorCheck(
  client: ApiClient,
  probe: ProbeDeps,
): Promise<Record<string, number | null> | null> {
  let domains: string[];
  try {
    domains = (await unwrap(client.GET('/api/getMirrorsToCheck'))).domains;
    if (!Array.isArray(domains)) throw new TypeError('domains is not a list');
  } catch (error) {
    console.error('mirror list fetch failed', error);
    return null;
  }
  const unique = [...new Set(domains.filter((d): d is string => typeof d === 'string'))];
  if (unique.length === 0) return {};
  const results = await probeAll(unique, probe);
  try {
    await unwrap(client.POST('/api/sendAntiBonusResult', { body: { results } }));
  } catch (error) {
    console.error('mirror results post failed', error);
  }
  return results;
}
