// Runs the CLI in the test process through main(argv), capturing its output.
import { main } from './main.ts';
import type { Output } from './output.ts';

/** `casino ...argv`: the exit code, stdout, stderr and stdout as JSON. */
export async function casino(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const out: Output = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    interactive: false,
  };
  const code = await main(argv, out, {});
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}
