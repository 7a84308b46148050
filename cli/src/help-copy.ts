// `casino --help` as a file (cli/help.txt): the launcher (bin/casino.js)
// prints it for `casino`, `casino --help` and `casino -h` without loading
// the CLI (zod, commander and every definition take most of a start-up), so
// the help a person asks for first comes at once. It is the program's own
// help, written by `npm run docs:cli` beside docs/cli-reference.md;
// help-copy.test.ts fails when the two differ.
import { main } from './main.ts';
import type { Output } from './output.ts';

/** The copy's path from the repository's root. */
export const HELP_COPY_PATH = 'cli/help.txt';

/** What `casino --help` writes on stdout. */
export async function programHelpText(): Promise<string> {
  let text = '';
  const out: Output = {
    stdout: (chunk) => {
      text += chunk;
    },
    stderr: () => undefined,
    interactive: false,
  };
  await main(['--help'], out, {});
  return text;
}
