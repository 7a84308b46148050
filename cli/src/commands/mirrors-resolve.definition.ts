// `casino mirrors resolve`, defined: no options of its own, the API's. Its
// work is mirrors-resolve.ts.
import { defineCommand } from '../definition.ts';
import { apiOptions } from './shared.definition.ts';

export const mirrorsResolveDefinition = defineCommand({
  path: ['mirrors', 'resolve'],
  description: 'GET /mirror: the link players of a blocked mirror are sent to',
  options: {},
  shared: apiOptions(),
});
