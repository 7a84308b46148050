// Vitest global setup: the tests read dist/openapi.yaml, so bundle it fresh.
import { bundleSpec } from './redocly.ts';

export default async function setup(): Promise<void> {
  await bundleSpec();
}
