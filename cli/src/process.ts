// The CLI as a process (the bin's entry): main() with the real streams, then
// an exit as soon as the result is written. A write error on stdout or stderr
// (EPIPE from `casino ... | head`, ENOSPC on a full disk) ends the process at
// once with exit 5 and nothing more: the stream that would carry a message is
// the broken one, and a stack trace is noise. The explicit exit is what stops
// work nobody waits for any more, such as a DNS look-up still running in
// libuv's thread pool after its probe timed out.
import { EXIT } from './errors.ts';
import { main } from './main.ts';

/** Resolves once everything written to `stream` so far has been handed to the system. */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) return resolve();
    stream.write('', () => resolve());
  });
}

/** Runs `casino ...argv` in this process and exits with its code. */
export async function runAsProcess(argv: string[]): Promise<never> {
  const broken = () => process.exit(EXIT.output);
  process.stdout.on('error', broken);
  process.stderr.on('error', broken);
  const code = await main(argv);
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  return process.exit(code);
}
