// What a staged mirror probe concludes: the verdicts (the words ops read and
// scripts match), the record of each stage, and the failure a stage throws to
// end the probe with its verdict. The README's verdict table explains each.

/** Every verdict, in the order of the stages that give them. */
export const VERDICTS = [
  'ok',
  'dns-failed',
  'dns-mismatch',
  'tcp-timeout',
  'tcp-refused',
  'tls-error',
  'cert-name',
  'cert-expired',
  'http-error',
  'block-page',
  'stalled',
  'timeout',
] as const;

/** A mirror's verdict. */
export type Verdict = (typeof VERDICTS)[number];

/** The stages of a probe, in order. */
export type StageName = 'dns' | 'tcp' | 'tls' | 'http' | 'download';

/** The stages' records: only those a probe reached; the last one is where a failed probe stopped. */
export interface Stages {
  /** `skipped` for an IP address, which needs no look-up. `doh` with --doh. */
  dns?: {
    ms: number;
    addresses: string[];
    skipped?: true;
    doh?: { ms: number; addresses: string[]; error?: string };
  };
  /** The address connected to (or the last one tried). */
  tcp?: { ms: number; address: string };
  /** `daysLeft` until the certificate expires (negative once it has), `subject` its common name. */
  tls?: { ms: number; daysLeft?: number; subject?: string };
  /** The last answer's status; `redirects` followed on the way, each with its status and target. */
  http?: { ms: number; status?: number; redirects: { status: number; location: string }[] };
  /** --depth full: bytes of the page read and how long it took. */
  download?: { ms: number; bytes: number };
}

/** One mirror's verdict, its stages and, unless ok, what went wrong. */
export interface MirrorDetail {
  verdict: Verdict;
  stages: Stages;
  error?: string;
}

/** A stage's failure: the probe ends with this verdict and message. */
export class StageFailure extends Error {
  override readonly name = 'StageFailure';
  readonly verdict: Exclude<Verdict, 'ok'>;
  constructor(verdict: Exclude<Verdict, 'ok'>, message: string) {
    super(message);
    this.verdict = verdict;
  }
}

/**
 * The verdict when the mirror's --timeout runs out during `stage`: a connect
 * with no answer is `tcp-timeout`, a page that stopped coming is `stalled`,
 * anything else `timeout`.
 */
export function timeoutVerdict(stage: StageName): Exclude<Verdict, 'ok'> {
  if (stage === 'tcp') return 'tcp-timeout';
  if (stage === 'download') return 'stalled';
  return 'timeout';
}
