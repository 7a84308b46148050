// The list of mirrors a check probes, from a --domains-file (a path, or - for
// stdin): one domain per line, `#` starting a comment (a whole line or the
// rest of one), blank lines ignored. Names are lower-cased; a malformed one is
// reported with its line number and skipped; a name given twice (in the file,
// on the command line, in the API's list) is probed once and reported once.
import { createReadStream } from 'node:fs';
import { mirrorDomainProblem } from '@casino/sdk';
import { CliError, usage } from '../errors.ts';

/** A domains file bigger than this is not a list of mirrors (10,000 lines of long names fit). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** A line that is not a host[:port]. */
export interface MalformedLine {
  line: number;
  text: string;
  problem: string;
}

/** Why a file cannot be read, by its error code. */
const WHY: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a directory',
  EACCES: 'it may not be read (permission denied)',
  EPERM: 'it may not be read (permission denied)',
};

/** The domains of a file's text, in order, and its malformed lines. */
export function parseDomainList(text: string): { domains: string[]; malformed: MalformedLine[] } {
  const domains: string[] = [];
  const malformed: MalformedLine[] = [];
  for (const [i, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .entries()) {
    const entry = raw.replace(/#.*$/, '').trim();
    if (entry === '') continue;
    const problem = mirrorDomainProblem(entry);
    if (problem === null) domains.push(entry.toLowerCase());
    else
      malformed.push({
        line: i + 1,
        text: entry,
        problem: problem === 'port' ? 'its port is outside 1-65535' : 'it is not a host[:port]',
      });
  }
  return { domains, malformed };
}

/** Reads a domains file (`-`: stdin) whole as text; every way that fails is a usage error. */
export async function readDomainsFile(
  source: string,
  stdin: NodeJS.ReadStream = process.stdin,
): Promise<string> {
  const name = source === '-' ? 'stdin' : `--domains-file ${JSON.stringify(source)}`;
  if (source === '-' && stdin.isTTY)
    throw usage(
      '--domains-file - reads stdin, and stdin is the terminal',
      'pipe the list in (--domains-file - < mirrors.txt), or pass the file path instead of -',
    );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source === '-' ? stdin : createReadStream(source)) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += bytes.length;
      if (size > MAX_FILE_BYTES)
        throw usage(
          `${name} holds more than ${MAX_FILE_BYTES / 1024 / 1024} MB: not a list of mirrors`,
          'give a text file with one mirror domain per line',
        );
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw usage(
      `${name} cannot be read: ${WHY[code] ?? (error as Error).message}`,
      'give the path of a text file with one mirror domain per line, or - for stdin',
    );
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** The lists joined in order, each name once, and the names that came more than once. */
export function uniqueDomains(lists: readonly (readonly string[])[]): {
  domains: string[];
  duplicates: string[];
} {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const domain of lists.flat()) {
    if (seen.has(domain)) duplicates.add(domain);
    seen.add(domain);
  }
  return { domains: [...seen], duplicates: [...duplicates] };
}
