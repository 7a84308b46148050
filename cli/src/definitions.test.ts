// The commands' definitions against what is derived from them and what they
// mirror: each command's --help lists exactly its definition's options, each
// with its description, default and variable; the program's help prints the
// derived synopsis; every definition is well formed (keys are commander's
// names, defaults parse, no default hides in a zod field, a description
// names all its choices or none); the lists a light definition repeats from
// the SDK (regions, rooms, currencies, games, mines, the interval) are the
// SDK's; and the command modules import one another without a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CURRENCY_SYMBOLS, IN_HOUSE_GAMES, REGIONS, ROOMS, TIMINGS } from '@casino/sdk';
import { GAME_HASH, gameFromVerifyName, MINER, VERIFY_GAME_NAMES } from '@casino/sdk/fair';
import { Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { fairChainDefinition } from './commands/fair-chain.definition.ts';
import { fairVerifyDefinition } from './commands/fair-verify.definition.ts';
import { COMMANDS } from './commands/index.ts';
import { liveWatchDefinition } from './commands/live-watch.definition.ts';
import { mirrorsWatchDefinition } from './commands/mirrors-watch.definition.ts';
import { CONTEXT_OPTIONS } from './commands/shared.definition.ts';
import {
  allOptions,
  choicesOf,
  fieldOf,
  isSwitch,
  longFlag,
  type OptionDefinition,
  shownDefault,
} from './definition.ts';
import { usages } from './synopsis.ts';
import { casino } from './test-run.ts';

const definitions = COMMANDS.map((wired) => wired.definition);
const name = (path: readonly string[]) => path.join(' ');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The entries of a help's section (`Options:`, `Arguments:`): each term (the
 * flags, or the argument) with its description, its wrapped lines joined.
 */
function helpSection(help: string, title: string): Map<string, string> {
  const body = help.split(`\n${title}:\n`)[1]?.split(/\n\n|\n(?=\S)/)[0] ?? '';
  const entries = new Map<string, string>();
  let term: string | undefined;
  for (const line of body.split('\n')) {
    // A term starts two columns in; its description follows after two or more spaces.
    const start = /^ {2}(\S(?:\S| (?! ))*)(?: {2,}(.*))?$/.exec(line);
    if (start) {
      term = start[1] as string;
      entries.set(term, start[2] ?? '');
    } else if (term !== undefined) entries.set(term, `${entries.get(term)} ${line.trim()}`);
  }
  return new Map([...entries].map(([key, text]) => [key, oneLine(text)]));
}

/** What --help should say of an option, from its definition: commander's `(default: …, env: …)` after the description. */
function expectedHelp(option: OptionDefinition): string {
  const extras = [];
  const shown = shownDefault(option);
  if (shown !== undefined) extras.push(`default: ${shown}`);
  if (option.env) extras.push(`env: ${option.env}`);
  return oneLine(
    extras.length > 0 ? `${option.description} (${extras.join(', ')})` : option.description,
  );
}

describe('each command --help agrees with its definition', () => {
  it.each(definitions.map((d) => [name(d.path), d] as const))('casino %s --help', async (_, d) => {
    const help = await casino(...d.path, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`Usage: casino ${name(d.path)} [options]`);
    expect(oneLine(help.stdout)).toContain(oneLine(d.description));
    const expected = new Map<string, string>();
    for (const [, option] of allOptions(d)) {
      if (option.hidden) continue;
      expected.set(option.flags, expectedHelp(option));
      if (option.negation) expected.set(`--no-${longFlag(option).slice(2)}`, option.negation);
    }
    expected.set('-h, --help', 'display help for command');
    // Every option, and no other, with its description, default and variable.
    expect(helpSection(help.stdout, 'Options')).toEqual(expected);
    if (d.argument)
      expect(helpSection(help.stdout, 'Arguments')).toEqual(
        new Map([[d.argument.name, oneLine(d.argument.description)]]),
      );
  });

  it('casino --help prints the synopsis derived from the definitions', async () => {
    const help = await casino('--help');
    expect(help.code).toBe(0);
    const synopsis = oneLine(help.stdout.split('\nSynopsis:\n')[1]?.split('\n\n')[0] ?? '');
    for (const d of definitions) {
      const own = Object.values(d.options).some((option) => !option.hidden);
      if (own || d.argument || d.path.length === 1)
        for (const words of usages(d)) expect(synopsis).toContain(words.join(' '));
      // A group's commands without options of their own share a line.
      else expect(synopsis).toMatch(new RegExp(`casino ${d.path[0]} [^]*\\b${d.path.at(-1)}\\b`));
    }
    // The shared options' paragraph shows the sandbox's default from its definition.
    expect(oneLine(help.stdout)).toContain('default http://127.0.0.1:4011/_sandbox;');
  });
});

describe('every definition is well formed', () => {
  const options = definitions.flatMap((d) =>
    allOptions(d).map(([key, option]) => [`${name(d.path)} ${option.flags}`, key, option] as const),
  );

  it.each(options)('%s', (_, key, option) => {
    // The key is commander's attribute name of the flag: the options handed over carry it.
    expect(new Option(option.flags).attributeName()).toBe(key);
    const absent = fieldOf(option).safeParse(undefined);
    if (option.default !== undefined) {
      expect(option.whenAbsent).toBeUndefined();
      // The default is a value the option takes.
      expect(absent.success).toBe(true);
      expect(absent.data).toEqual(fieldOf(option).parse(option.default));
    } else if (isSwitch(option)) {
      // A switch is off (false, or undefined when the command must tell) unless given.
      expect(absent.success && [false, undefined].includes(absent.data as never)).toBe(true);
    } else {
      // No default hides in the field: absent, the option is missing or undefined (the command applies whenAbsent).
      expect(!absent.success || absent.data === undefined).toBe(true);
    }
    // A description that names its choices (and aliases) names them all: --help shows no stale list.
    const words = [...(choicesOf(option) ?? []), ...Object.keys(option.aliases ?? {})];
    const named = words.filter((word) => new RegExp(`\\b${word}\\b`).test(option.description));
    if (named.length > 0) expect(named).toEqual(words);
  });

  it('the forms and the problem order name options of their command', () => {
    for (const d of definitions) {
      const keys = Object.keys(d.options);
      for (const form of Object.values(d.forms ?? {}))
        for (const key of [...form.options, ...form.required]) expect(keys).toContain(key);
      for (const key of d.problemOrder ?? []) expect(keys).toContain(key);
    }
  });
});

describe('what a definition repeats from the SDK is the SDK', () => {
  it('the regions, rooms and currencies', () => {
    expect(choicesOf(CONTEXT_OPTIONS.region)).toEqual(REGIONS);
    expect(choicesOf(liveWatchDefinition.options.room)).toEqual(ROOMS);
    expect(choicesOf(liveWatchDefinition.options.currency)).toEqual(Object.keys(CURRENCY_SYMBOLS));
  });

  it("fair verify's games: the in-house games, and mines for miner as the published names had it", () => {
    const game = fairVerifyDefinition.options.game;
    expect([...(choicesOf(game) ?? [])].sort()).toEqual([...IN_HOUSE_GAMES].sort());
    expect(VERIFY_GAME_NAMES.map((n) => fieldOf(game).parse(n))).toEqual(
      VERIFY_GAME_NAMES.map(gameFromVerifyName),
    );
  });

  it('the number of mines, a game hash and the watch interval', () => {
    const mines = fieldOf(fairVerifyDefinition.options.mines);
    expect(mines.safeParse(String(MINER.minMines)).success).toBe(true);
    expect(mines.safeParse(String(MINER.maxMines)).success).toBe(true);
    expect(mines.safeParse(String(MINER.minMines - 1)).success).toBe(false);
    expect(mines.safeParse(String(MINER.maxMines + 1)).success).toBe(false);
    const hash = fieldOf(fairChainDefinition.options.from);
    for (const sample of ['a'.repeat(64), '0'.repeat(63), `${'f'.repeat(63)}g`, 'A'.repeat(64)])
      expect(hash.safeParse(sample).success).toBe(GAME_HASH.test(sample.toLowerCase()));
    expect(fieldOf(mirrorsWatchDefinition.options.interval).parse(undefined)).toBe(
      TIMINGS.mirrorCheckRepeat,
    );
  });
});

describe('the command modules', () => {
  it('import one another without a circle (static, dynamic and type imports)', () => {
    const dir = fileURLToPath(new URL('./commands/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const imports = new Map(
      files.map((file) => [
        file,
        [...readFileSync(`${dir}${file}`, 'utf8').matchAll(/(?:from|import\()\s*'\.\/([^']+)'/g)]
          .map((m) => m[1] as string)
          .filter((target) => files.includes(target)),
      ]),
    );
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        circles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      for (const target of imports.get(file) ?? []) visit(target, [...path, file]);
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
