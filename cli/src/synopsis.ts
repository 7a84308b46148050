// The synopsis of the commands, derived from their definitions: each form of
// a command as one line (`casino fair chain --from <hash> --count <n>
// [--salt <salt>] [--terminating <hash>]`), required options bare, the others
// in brackets, a choice among a few names written out (`--scheme
// https|http`), an option and its --no- form together. `casino --help` prints
// the program's synopsis (a group's commands without options of their own on
// one line), the reference each command's usage.
import {
  type AnyCommand,
  choicesOf,
  type Form,
  fieldOf,
  isSwitch,
  longFlag,
  type OptionDefinition,
} from './definition.ts';

/** Choices up to this many are written out in a usage; more stand as the flag's placeholder. */
const INLINE_CHOICES = 3;

/** An option as a usage writes it: `--timeout <ms>`, `--scheme https|http`, `--report`. */
function optionText(option: OptionDefinition): string {
  const flag = longFlag(option);
  if (isSwitch(option)) return option.negation ? `${flag}|--no-${flag.slice(2)}` : flag;
  const choices = choicesOf(option);
  const value =
    choices && choices.length <= INLINE_CHOICES
      ? choices.join('|')
      : option.flags.slice(option.flags.indexOf(flag) + flag.length).trim();
  return `${flag} ${value}${option.negation ? `|--no-${flag.slice(2)}` : ''}`;
}

/** True when the option cannot be left out: its field takes no absent value and it has no default. */
const required = (option: OptionDefinition) => !fieldOf(option).safeParse(undefined).success;

/**
 * The words of one form of a command after `casino <path>`: its argument,
 * then its own options in --help order (a form's fixed value as given,
 * required ones bare, the others in brackets); a --no- option joins the one
 * before it. The shared options (--api, --json…) are left out.
 */
function formWords(definition: AnyCommand, form?: Form): string[] {
  const words: string[] = [];
  if (definition.argument) words.push(`<${definition.argument.name}>`);
  const base = definition.takesOptionsOf;
  if (base) words.push(`[the options of ${base.path.join(' ')}]`);
  for (const [key, option] of Object.entries(definition.options)) {
    if (option.hidden || (base && key in base.options)) continue;
    if (form && !form.options.includes(key)) continue;
    const fixed = form?.fixed?.[key];
    if (fixed) {
      words.push(`${longFlag(option)} ${fixed.value}`);
      continue;
    }
    const text = optionText(option);
    const previous = words.at(-1);
    if (option.flags.startsWith('--no-') && previous?.startsWith('[--'))
      words[words.length - 1] = `${previous.slice(0, -1)}|${text}]`;
    else if (form ? form.required.includes(key) : required(option)) words.push(text);
    else words.push(`[${text}]`);
  }
  return words;
}

/** Each form of a command as its words, `casino` and its path first. */
export function usages(definition: AnyCommand): string[][] {
  const forms = definition.forms ? Object.values(definition.forms) : [undefined];
  return forms.map((form) => ['casino', ...definition.path, ...formWords(definition, form)]);
}

/** Words as lines of at most `width` columns, each after the first indented by `indent`. */
export function wrap(words: readonly string[], width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The program's synopsis, a usage a line (wrapped at `width`, continued
 * eight columns in): every form of every command, but the commands of a
 * group that take no options of their own share one line at the first one's
 * place (`casino sandbox state | invoice pay|fail | … | reset`).
 */
export function programSynopsis(definitions: readonly AnyCommand[], width: number): string[] {
  const entries: (string[] | { group: string; parts: [string, string[]][] })[] = [];
  const groups = new Map<string, { group: string; parts: [string, string[]][] }>();
  for (const definition of definitions) {
    const own = Object.values(definition.options).filter((option) => !option.hidden);
    const [group, ...rest] = definition.path;
    if (own.length > 0 || definition.argument || rest.length === 0 || group === undefined) {
      entries.push(...usages(definition));
      continue;
    }
    let bare = groups.get(group);
    if (!bare) {
      bare = { group, parts: [] };
      groups.set(group, bare);
      entries.push(bare);
    }
    // Siblings that differ in their last word only: `invoice pay|fail`.
    const prefix = rest.slice(0, -1).join(' ');
    const sibling = bare.parts.find(([p]) => p === prefix && prefix !== '');
    if (sibling) sibling[1].push(rest.at(-1) as string);
    else bare.parts.push([prefix, [rest.at(-1) as string]]);
  }
  return entries.flatMap((entry) => {
    const words = Array.isArray(entry)
      ? entry
      : [
          'casino',
          entry.group,
          ...entry.parts.map(
            ([prefix, leaves], i) =>
              `${i > 0 ? '| ' : ''}${prefix ? `${prefix} ` : ''}${leaves.join('|')}`,
          ),
        ];
    return wrap(words, width, '      ');
  });
}
