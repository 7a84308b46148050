// Reads a JSON document a command takes as input, from a file or from stdin
// (`-`), and turns every way that can fail (no such file, a directory, no
// permission, stdin left on a terminal, too big, empty, not JSON) into one
// usage error (exit 2) that says what was wrong and how to fix it. Files and
// pipes are both read as a stream with a size cap (a device such as /dev/zero
// never ends), whole as bytes and decoded once, so a multi-byte character
// split between two chunks of a large pipe stays intact.
import { createReadStream } from 'node:fs';
import { CliError, usage } from './errors.ts';

/**
 * The most bytes read. A history answer of the game services is at most 100
 * rounds of about 1.5 KB; this leaves room for tens of thousands of rounds
 * and stops a wrong file (a disk image, /dev/zero) from filling the memory.
 */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

const ONE_ANSWER =
  'pass one round record or one history answer (GET /rounds gives at most 100 rounds)';
const WHERE_FROM =
  'pass the JSON a game service returned, unchanged (GET /rounds on the general service, or the answer of a place or move call)';

/** Why a file cannot be read, by its error code. */
const WHY: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a directory',
  EACCES: 'it may not be read (permission denied)',
  EPERM: 'it may not be read (permission denied)',
  ENOTDIR: 'a part of its path is not a directory',
};

/** Reads a stream whole, refusing more than `limit` bytes. */
async function readAll(stream: AsyncIterable<unknown>, limit: number, name: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) {
      throw usage(`${name} holds more than ${limit / 1024 / 1024} MB: too big`, ONE_ANSWER);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The JSON document in `source` (a path, or `-` for stdin): parsed, or a
 * usage error. `option` names the flag in messages (`--round`).
 */
export async function readJsonInput(
  source: string,
  option: string,
  stdin: NodeJS.ReadStream = process.stdin,
  limit = MAX_INPUT_BYTES,
): Promise<unknown> {
  const name = source === '-' ? 'stdin' : `${option} ${JSON.stringify(source)}`;
  let bytes: Buffer;
  if (source === '-') {
    if (stdin.isTTY) {
      throw usage(
        `${option} - reads stdin, and stdin is the terminal`,
        `pipe the JSON in (${option} - < round.json, or … | … ${option} -), or pass the file's path instead of -`,
      );
    }
    bytes = await readAll(stdin, limit, name);
  } else {
    try {
      bytes = await readAll(createReadStream(source), limit, name);
    } catch (error) {
      if (error instanceof CliError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? '';
      throw usage(
        `${name} cannot be read: ${WHY[code] ?? (error as Error).message}`,
        `give the path of the saved JSON file, or ${option} - to read it from stdin`,
      );
    }
  }
  // A byte-order mark (saved by some Windows editors) is not part of the JSON.
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw usage(`${name} is empty`, WHERE_FROM);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw usage(`${name} is not JSON: ${(error as Error).message}`, WHERE_FROM);
  }
}
