// The commands of `casino`, in the order --help lists them: each command's
// definition (its *.definition.ts, light: read by --help, the synopsis and
// the reference) and where its work is (its *.ts, loaded only when it runs,
// so that `casino --help` loads neither undici nor the SDK). A command with
// several forms (fair verify) has a module per form, chosen by its
// definition's `route`. The groups (`mirrors`, `sandbox invoice`…) are here
// with what --help says of them.
import type { AnyCommand } from '../definition.ts';
import { bettingWatchDefinition } from './betting-watch.definition.ts';
import { contractCheckDefinition } from './contract-check.definition.ts';
import { fairChainDefinition } from './fair-chain.definition.ts';
import { fairVerifyDefinition } from './fair-verify.definition.ts';
import { geoDefinition } from './geo.definition.ts';
import { liveWatchDefinition } from './live-watch.definition.ts';
import { mirrorsCheckDefinition } from './mirrors-check.definition.ts';
import { mirrorsResolveDefinition } from './mirrors-resolve.definition.ts';
import { mirrorsWatchDefinition } from './mirrors-watch.definition.ts';
import {
  sandboxClockDefinition,
  sandboxFaultsClearDefinition,
  sandboxInvoiceFailDefinition,
  sandboxInvoicePayDefinition,
  sandboxPayoutFailDefinition,
  sandboxPayoutPayDefinition,
  sandboxResetDefinition,
  sandboxTokensExpireDefinition,
} from './sandbox-actions.definition.ts';
import { sandboxFaultDefinition } from './sandbox-fault.definition.ts';
import { sandboxSiteDefinition } from './sandbox-site.definition.ts';
import { sandboxStateDefinition } from './sandbox-state.definition.ts';
import { tokenRefreshDefinition } from './token-refresh.definition.ts';
import { utmReplayDefinition } from './utm-replay.definition.ts';

/** Loads a command's work (a CommandModule). */
export type Load = () => Promise<unknown>;

/** A command as the program wires it: its definition and its work, or its work per form. */
export interface WiredCommand {
  definition: AnyCommand;
  load: Load | Readonly<Record<string, Load>>;
}

/** What `casino --help` says the program is. */
export const PROGRAM_DESCRIPTION =
  'Ops tool for the casino site: mirror checks, geo probes, UTM replay, token refresh, fairness, live rounds, the sportsbook feed.';

/** The command groups, by path, with what --help says of each. */
export const GROUPS: Readonly<Record<string, string>> = {
  mirrors: 'mirror domains',
  utm: 'advertising links',
  token: 'bearer tokens',
  fair: 'provably fair rounds of the in-house games',
  live: 'the shared live rounds: crash and the rooms',
  betting: 'the sportsbook: its live scores and prices',
  contract: 'the API contract (openapi/)',
  sandbox: "the development sandbox's scenario controls (npm start / npm run sandbox)",
  'sandbox invoice': "the open deposit invoice (of --token's player, else the newest)",
  'sandbox payout': "the pending payout (of --token's player, else the newest)",
  'sandbox tokens': 'access tokens',
  'sandbox faults': 'operation faults',
};

const sandboxActions = () => import('./sandbox-actions.ts');

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly WiredCommand[] = [
  {
    definition: mirrorsCheckDefinition,
    load: () => import('./mirrors-check.ts').then((m) => m.mirrorsCheck),
  },
  {
    definition: mirrorsWatchDefinition,
    load: () => import('./mirrors-watch.ts').then((m) => m.mirrorsWatch),
  },
  {
    definition: mirrorsResolveDefinition,
    load: () => import('./mirrors-resolve.ts').then((m) => m.mirrorsResolve),
  },
  { definition: geoDefinition, load: () => import('./geo.ts').then((m) => m.geo) },
  {
    definition: utmReplayDefinition,
    load: () => import('./utm-replay.ts').then((m) => m.utmReplay),
  },
  {
    definition: tokenRefreshDefinition,
    load: () => import('./token-refresh.ts').then((m) => m.tokenRefresh),
  },
  {
    definition: fairVerifyDefinition,
    load: {
      seeds: () => import('./fair-verify.ts').then((m) => m.fairVerify),
      round: () => import('./fair-round.ts').then((m) => m.fairRound),
      hash: () => import('./fair-chain.ts').then((m) => m.fairCrashHash),
    },
  },
  {
    definition: fairChainDefinition,
    load: () => import('./fair-chain.ts').then((m) => m.fairChain),
  },
  {
    definition: liveWatchDefinition,
    load: () => import('./live-watch.ts').then((m) => m.liveWatch),
  },
  {
    definition: bettingWatchDefinition,
    load: () => import('./betting-watch.ts').then((m) => m.bettingWatch),
  },
  {
    definition: contractCheckDefinition,
    load: () => import('./contract-check.ts').then((m) => m.contractCheck),
  },
  {
    definition: sandboxStateDefinition,
    load: () => import('./sandbox-state.ts').then((m) => m.sandboxState),
  },
  {
    definition: sandboxInvoicePayDefinition,
    load: () => sandboxActions().then((m) => m.sandboxInvoice),
  },
  {
    definition: sandboxInvoiceFailDefinition,
    load: () => sandboxActions().then((m) => m.sandboxInvoice),
  },
  {
    definition: sandboxPayoutPayDefinition,
    load: () => sandboxActions().then((m) => m.sandboxPayout),
  },
  {
    definition: sandboxPayoutFailDefinition,
    load: () => sandboxActions().then((m) => m.sandboxPayout),
  },
  {
    definition: sandboxTokensExpireDefinition,
    load: () => sandboxActions().then((m) => m.sandboxTokensExpire),
  },
  {
    definition: sandboxSiteDefinition,
    load: () => import('./sandbox-site.ts').then((m) => m.sandboxSite),
  },
  {
    definition: sandboxFaultDefinition,
    load: () => import('./sandbox-fault.ts').then((m) => m.sandboxFault),
  },
  {
    definition: sandboxFaultsClearDefinition,
    load: () => sandboxActions().then((m) => m.sandboxFaultsClear),
  },
  { definition: sandboxClockDefinition, load: () => sandboxActions().then((m) => m.sandboxClock) },
  { definition: sandboxResetDefinition, load: () => sandboxActions().then((m) => m.sandboxReset) },
];
