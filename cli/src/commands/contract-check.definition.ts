// `casino contract check`, defined: no options of its own, the API's (with
// --token the operations that need one are called too). Its work is
// contract-check.ts.
import { defineCommand } from '../definition.ts';
import { apiOptions } from './shared.definition.ts';

export const contractCheckDefinition = defineCommand({
  path: ['contract', 'check'],
  description:
    "call every GET of the contract that needs no input and check each answer against the spec's schemas; exit 1 on a drift or an error",
  options: {},
  shared: apiOptions(),
});
