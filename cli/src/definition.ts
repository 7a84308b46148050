// The one definition of a CLI command, and what is derived from it. Each
// command's options are declared once, in its definition module
// (commands/*.definition.ts): the flag, the description, the zod field that
// parses it (its enum is the option's choices), its default and aliases.
// From that definition come commander's options and their help (program.ts),
// the synopsis (synopsis.ts), the Markdown reference (reference.ts) and the
// zod schema the command's work parses its options with (optionsSchema,
// here). Definitions stay light, with zod and no SDK or network code, since
// `casino --help` reads every one of them; a command's work is a module of
// its own, loaded when it runs (commands/index.ts).
import { z } from 'zod';

/** One option of a command; `T` is its zod field's type. */
export interface OptionDefinition<T extends z.ZodType = z.ZodType> {
  /** As commander takes it: `--timeout <ms>`, `--domain <host...>`, `--json`, `--no-mirrors`. */
  flags: string;
  /** What it does, for --help and the reference (the default and the variable are added to it). */
  description: string;
  /**
   * Parses the value as commander hands it over (text, a list of texts, true
   * or false), or `default` when the option is not given. Its enum's values
   * are the option's choices; its messages are the error messages.
   */
  zod: T;
  /**
   * The value when the option is not given, as one would type it: `zod`
   * parses it like a given value; --help and the reference show it.
   */
  default?: string;
  /**
   * What the command does when the option is not given, when that is not a
   * value `zod` can supply: the command must tell a given value from none
   * (an option of another game is refused), or the default is someone
   * else's (the fair engine's 5 hilo cards, the sandbox's 3000 ms). Shown as
   * the default; the parsed option is undefined when not given.
   */
  whenAbsent?: string;
  /** Other names of a choice, each to the choice it stands for: `{ mines: 'miner' }`. */
  aliases?: Readonly<Record<string, string>>;
  /** The environment variable read when the option is not given. */
  env?: string;
  /** The description of the option's `--no-` form (`--sso <url>` and `--no-sso`). */
  negation?: string;
  /** Left out of --help, the synopsis and the reference (a testing aid). */
  hidden?: boolean;
}

/** Options by the key the command reads (commander's attribute name of the flag). */
export type Options = Readonly<Record<string, OptionDefinition>>;

/** A check across a command's parsed options (an issue names the option it is about). */
export type Check = (options: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * The options a kind of command shares (the API's, the sandbox's): those
 * the command parses with its own (`command`), and those parsed once into
 * Context.options for every command (`context`, context.ts), and checks
 * across them.
 */
export interface SharedOptions {
  command?: Options;
  context: Options;
  checks?: readonly Check[];
}

/** One way of calling a command that has several (fair verify: seeds, a round record, a hash). */
export interface Form<K extends string = string> {
  /** Its options, in the order their problems are reported. */
  options: readonly K[];
  /** Those it cannot go without, in the order a missing one is reported. */
  required: readonly K[];
  /** An option this form takes one value of (`--game crash`), and the message for another. */
  fixed?: Partial<Record<K, { value: string; message: string }>>;
}

/** A positional argument: its name in --help, the key the command reads, its field. */
export interface Argument {
  name: string;
  key: string;
  description: string;
  zod: z.ZodType;
}

/** A command: where it sits, what it says of itself, and its options. */
export interface CommandDefinition<
  O extends Options = Options,
  F extends Readonly<Record<string, Form<keyof O & string>>> = Readonly<
    Record<string, Form<keyof O & string>>
  >,
  S extends SharedOptions = SharedOptions,
  A extends Argument = Argument,
> {
  /** The words after `casino`: `['mirrors', 'check']`. */
  path: readonly string[];
  description: string;
  /** A positional argument, handed to the command's work as `key`. */
  argument?: A;
  /** The command's own options, in the order --help lists them (before the shared ones). */
  options: O;
  /** The options it shares with commands of its kind; listed after its own. */
  shared: S;
  /**
   * The order the options' problems are reported in, when it is not the
   * order --help lists them (a message names every bad option, in order, and
   * the first one's hint).
   */
  problemOrder?: readonly (keyof O & string)[];
  /** Checks across the command's options, after the shared ones' checks. */
  checks?: readonly Check[];
  /** For the synopsis: the command whose own options this one takes too (mirrors watch: check). */
  takesOptionsOf?: AnyCommand;
  /** Its forms, when it has more than one; `route` says which one the given options call. */
  forms?: F;
  route?: (raw: Readonly<Record<string, unknown>>) => keyof F & string;
  /** Values the command's work gets besides the options (`invoice pay`: action pay). */
  values?: Readonly<Record<string, string>>;
}

/**
 * Any command's definition, compared by its shape: a definition's own type
 * is invariant in its options (their keys name its forms' and problems'
 * options), so the functions that take any definition take this.
 */
export type AnyCommand = Omit<CommandDefinition, never>;

/** Declares a command (the identity, keeping the option keys' and forms' types). */
export function defineCommand<
  const O extends Options,
  const F extends Readonly<Record<string, Form<keyof O & string>>>,
  S extends SharedOptions,
  const A extends Argument = never,
>(definition: CommandDefinition<O, F, S, A>): CommandDefinition<O, F, S, A> {
  return definition;
}

/** The long flag of an option: `--timeout` of `--timeout <ms>`. */
export const longFlag = (option: OptionDefinition) =>
  (/--[\w-]+/.exec(option.flags) as RegExpExecArray)[0];

/** True for an option that takes no value (`--json`, `--no-mirrors`). */
export const isSwitch = (option: OptionDefinition) => !/[<[]/.test(option.flags);

/** The default --help and the reference show, if any. */
export const shownDefault = (option: OptionDefinition) => option.default ?? option.whenAbsent;

/** Every option of a command as --help lists them: its own, then the shared ones. */
export function allOptions(definition: AnyCommand): [string, OptionDefinition][] {
  return Object.entries({
    ...definition.options,
    ...definition.shared.command,
    ...definition.shared.context,
  });
}

/** The values an option's field takes, when it is a choice among names (a zod enum). */
export function choicesOf(option: OptionDefinition): readonly string[] | undefined {
  let field: unknown = option.zod;
  // Through optional, default, preprocess (a pipe's output) to the enum.
  for (let depth = 0; depth < 8 && field; depth++) {
    if (field instanceof z.ZodEnum) return field.options as string[];
    if (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap();
    else if (field instanceof z.ZodPipe) field = field.out;
    else return undefined;
  }
  return undefined;
}

/** An option's field as parsed: aliases resolved, the default given when the option is absent. */
export function fieldOf(option: OptionDefinition): z.ZodType {
  const { aliases } = option;
  let field = option.zod;
  if (aliases)
    field = z.preprocess(
      (value) =>
        typeof value === 'string' && Object.hasOwn(aliases, value) ? aliases[value] : value,
      field,
    );
  return option.default === undefined ? field : field.prefault(option.default);
}

/** The zod shape of options: each key's field. */
type Shape<O extends Options> = { -readonly [K in keyof O]: O[K]['zod'] };

/** The shared options a command parses itself (none for an API command). */
type SharedCommand<S> = S extends { command: infer C extends Options } ? C : unknown;

/** The argument's field by its key (nothing for a command without one). */
type ArgumentShape<A> = [A] extends [never]
  ? unknown
  : A extends { key: infer K extends string; zod: infer Z }
    ? { [k in K]: Z }
    : unknown;

/** The options a definition's work parses: its argument, the shared ones it parses itself, then its own. */
type Parsed<D extends AnyCommand> = ArgumentShape<NonNullable<D['argument']>> &
  Shape<SharedCommand<D['shared']> & D['options']>;

/** The keys of a form of a definition. */
type FormKeys<D extends AnyCommand, F> =
  NonNullable<D['forms']> extends infer Forms
    ? F extends keyof Forms
      ? Forms[F] extends Form
        ? Forms[F]['options'][number]
        : never
      : never
    : never;

/**
 * The zod schema a command's work parses its options with: its argument, the shared
 * options it parses itself (the sandbox's --sandbox and --allow-remote,
 * first, so that their problems are reported first), then its own options,
 * each through fieldOf; then the shared checks and its own. With `form`, only
 * that form's options, in its order, a fixed one (`--game crash`) as its one
 * value. `narrow` adds to a field what only the command's work knows (the
 * contract's operations, which the definition cannot load).
 */
export function optionsSchema<
  D extends AnyCommand,
  F extends keyof NonNullable<D['forms']> = never,
>(
  definition: D,
  {
    form,
    narrow = {},
  }: {
    form?: F;
    narrow?: Partial<Record<keyof D['options'] & string, (field: z.ZodType) => z.ZodType>>;
  } = {},
): z.ZodObject<
  [F] extends [never] ? Parsed<D> : Pick<Parsed<D>, FormKeys<D, F> & keyof Parsed<D>>
> {
  const options: Options = { ...definition.shared.command, ...definition.options };
  const chosen = form === undefined ? undefined : definition.forms?.[form as string];
  const first = definition.problemOrder ?? [];
  const keys = chosen?.options ?? [
    ...Object.keys(definition.shared.command ?? {}),
    ...first,
    ...Object.keys(definition.options).filter((key) => !first.includes(key)),
  ];
  const shape: Record<string, z.ZodType> = {};
  if (definition.argument && !chosen) shape[definition.argument.key] = definition.argument.zod;
  for (const key of keys) {
    const option = options[key] as OptionDefinition;
    const fixed = chosen?.fixed?.[key];
    const field = fixed ? z.literal(fixed.value, { message: fixed.message }) : fieldOf(option);
    shape[key] = narrow[key as keyof typeof narrow]?.(field) ?? field;
  }
  let schema = z.object(shape);
  for (const check of [...(definition.shared.checks ?? []), ...(definition.checks ?? [])])
    schema = schema.superRefine(check);
  return schema as never;
}

/** The schema of options parsed into Context.options: each field through fieldOf. */
export function contextSchema<O extends Options>(options: O): z.ZodObject<Shape<O>> {
  return z.object(
    Object.fromEntries(Object.entries(options).map(([key, option]) => [key, fieldOf(option)])),
  ) as never;
}
