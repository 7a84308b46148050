// The spec lints clean with Redocly's recommended rules and ours (redocly.yaml).
import { expect, it } from 'vitest';
import { lintSpec } from './redocly.ts';

it('lints with zero errors and zero warnings', async () => {
  const { code, output } = await lintSpec();
  expect(output).toContain('Your API description is valid');
  expect(output).not.toMatch(/warning/i);
  expect(code).toBe(0);
});
