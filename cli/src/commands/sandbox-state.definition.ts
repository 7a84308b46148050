// `casino sandbox state`, defined: no options of its own, the sandbox's. Its
// work is sandbox-state.ts.
import { defineCommand } from '../definition.ts';
import { sandboxOptions } from './shared.definition.ts';

export const sandboxStateDefinition = defineCommand({
  path: ['sandbox', 'state'],
  description: 'what the sandbox holds: site, clock, players, invoices, payouts, faults',
  options: {},
  shared: sandboxOptions,
});
