// What `casino contract check` says about an answer that does not fit its
// schema: each zod issue as a JSON path into the answer (`$.data[0].amount`)
// and what the contract expected against what the server sent ("expected
// integer, got string \"12\""), read from the answer itself at that path. A
// union that no branch fits is reported by the branch that came closest, so
// the path points at the field that moved rather than at the whole union.
// zod reports an integer field given a string as "expected number": the
// schema at the issue's path tells whether it is an integer.

/** One difference between an answer and its schema. */
export interface Drift {
  /** Where, as a JSON path from the answer's root: `$`, `$.data[0].amount`, `$["a b"]`. */
  path: string;
  /** What differed: `expected integer, got string "12"`. */
  message: string;
}

/** The parts of a zod 4 issue this reads (classic and mini issues share them). */
interface Issue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly Issue[])[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly origin?: string;
}

/** A JSON path: `$`, then `.name` for a plain key, `[0]` for an index, `["odd key"]` otherwise. */
function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

const MISSING = Symbol('missing');

/** The value at `path` in `root`, or MISSING when a step is not there. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return MISSING;
    if (!Object.hasOwn(current, key)) return MISSING;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A value's JSON, cut to `max` characters. */
function shown(value: unknown, max = 60): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a value is, in the words of JSON Schema types, with a primitive's value: `string "12"`. */
function describeValue(value: unknown): string {
  if (value === MISSING || value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length} items)`;
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number')
    return `${Number.isInteger(value) ? 'integer' : 'number'} ${shown(value)}`;
  return `${typeof value} ${shown(value)}`;
}

/** zod's names of types as JSON Schema calls them. */
const TYPE_NAMES: Record<string, string> = {
  int: 'integer',
  int32: 'integer',
  uint32: 'integer',
  int64: 'integer',
  uint64: 'integer',
  float32: 'number',
  float64: 'number',
  record: 'object',
  map: 'object',
  tuple: 'array',
};

/** The parts of a zod 4 schema's definition this reads (classic and mini share them). */
interface SchemaDef {
  type: string;
  format?: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  options?: Schema[];
  items?: Schema[];
  rest?: Schema | null;
}
/** A zod 4 schema, as far as this file reads it. */
export interface Schema {
  _zod: { def: SchemaDef };
}

/** Schema types that only wrap their inner type. */
const WRAPPERS = [
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
];
const INTEGER_FORMATS = ['safeint', 'int32', 'uint32', 'int64', 'uint64'];

/** The schemas a value may meet: wrappers, pipes and lazies opened, unions and intersections spread. */
function open(schema: Schema | undefined, depth = 0): Schema[] {
  const def = schema?._zod.def;
  if (!schema || !def || depth > 20) return [];
  const next = (inner: Schema | undefined) => open(inner, depth + 1);
  if (WRAPPERS.includes(def.type)) return next(def.innerType);
  if (def.type === 'pipe') return next(def.in);
  if (def.type === 'lazy') return next(def.getter?.());
  if (def.type === 'intersection') return [...next(def.left), ...next(def.right)];
  if (def.type === 'union') return (def.options ?? []).flatMap(next);
  return [schema];
}

/** The schemas at `path` below `root` (several where a union or an intersection leaves it open). */
function schemasAt(root: Schema | undefined, path: readonly PropertyKey[]): Schema[] {
  let current = open(root);
  for (const key of path) {
    current = current.flatMap((schema) => {
      const def = schema._zod.def;
      if (def.type === 'object' && typeof key === 'string') return open(def.shape?.[key]);
      if (def.type === 'array') return open(def.element);
      if (def.type === 'record') return open(def.valueType);
      if (def.type === 'tuple' && typeof key === 'number')
        return open(def.items?.[key] ?? def.rest ?? undefined);
      return [];
    });
  }
  return current;
}

/** "integer" where zod says "number" of a field the schema has as an integer. */
function expectedType(
  issue: Issue,
  root: Schema | undefined,
  path: readonly PropertyKey[],
): string {
  const expected = issue.expected ?? 'a value';
  if (
    expected === 'number' &&
    schemasAt(root, path).some(
      (s) => s._zod.def.type === 'number' && INTEGER_FORMATS.includes(s._zod.def.format ?? ''),
    )
  )
    return 'integer';
  return TYPE_NAMES[expected] ?? expected;
}

/** The issues of a union's branch that came closest: the fewest issues, the deepest first issue on ties. */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  let best: readonly Issue[] | undefined;
  for (const branch of branches) {
    if (branch.length === 0) continue;
    if (
      !best ||
      branch.length < best.length ||
      (branch.length === best.length && (branch[0]?.path.length ?? 0) > (best[0]?.path.length ?? 0))
    )
      best = branch;
  }
  return best;
}

/** A bound as words: `at least 1`, `more than 0`, `at most 100 items`. */
function bound(issue: Issue, side: 'min' | 'max'): string {
  const limit = side === 'min' ? issue.minimum : issue.maximum;
  const words =
    side === 'min'
      ? issue.inclusive === false
        ? 'more than'
        : 'at least'
      : issue.inclusive === false
        ? 'less than'
        : 'at most';
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
  return `${words} ${String(limit)}${unit}`;
}

/** What one issue says, with what the answer holds at its path. */
function describe(issue: Issue, got: unknown, expectedName: string): string {
  const value = describeValue(got);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${expectedName}, got ${value}`;
    case 'invalid_value':
      return `expected ${
        issue.values && issue.values.length === 1
          ? shown(issue.values[0])
          : `one of ${(issue.values ?? []).map((v) => shown(v, 30)).join(', ')}`
      }, got ${value}`;
    case 'invalid_format':
      return `expected a string of format ${issue.format}, got ${value}`;
    case 'too_small':
      return `expected ${bound(issue, 'min')}, got ${value}`;
    case 'too_big':
      return `expected ${bound(issue, 'max')}, got ${value}`;
    case 'not_multiple_of':
      return `${issue.message}, got ${value}`;
    case 'unrecognized_keys':
      return `unexpected field${(issue.keys?.length ?? 0) > 1 ? 's' : ''} ${(issue.keys ?? []).map((k) => shown(k, 40)).join(', ')}`;
    default:
      return `${issue.message}, got ${value}`;
  }
}

/**
 * The drifts of `body` from zod's issues (of `schema`, when given: it names
 * integers), each with its JSON path and what differed. A union's issue
 * becomes the issues of its closest branch (their paths continue the union's).
 */
export function describeDrift(issues: readonly Issue[], body: unknown, schema?: Schema): Drift[] {
  const out: Drift[] = [];
  const walk = (list: readonly Issue[], prefix: readonly PropertyKey[]) => {
    for (const issue of list) {
      const path = [...prefix, ...issue.path];
      const branch = issue.code === 'invalid_union' ? closestBranch(issue.errors ?? []) : undefined;
      // A union whose branches fail on the root itself (a type mismatch) reads
      // better as one line: expected one of the types, got this.
      if (branch && !(branch.length === 1 && branch[0]?.path.length === 0)) {
        walk(branch, path);
        continue;
      }
      if (branch && issue.errors) {
        const expected = [
          ...new Set(
            issue.errors.flatMap((b) =>
              b.filter((i) => i.code === 'invalid_type').map((i) => expectedType(i, schema, path)),
            ),
          ),
        ];
        if (expected.length > 0) {
          out.push({
            path: jsonPath(path),
            message: `expected ${expected.join(' or ')}, got ${describeValue(valueAt(body, path))}`,
          });
          continue;
        }
      }
      out.push({
        path: jsonPath(path),
        message: describe(issue, valueAt(body, path), expectedType(issue, schema, path)),
      });
    }
  };
  walk(issues, []);
  return out;
}
