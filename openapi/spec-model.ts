// Reads the bundled spec and walks it: every operation with its resolved
// parameters, request body and responses, and every example with the schema it
// must satisfy. Shared by the spec tests and the contract smoke test.
import { readFile } from 'node:fs/promises';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { bundlePath } from './redocly.ts';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// biome-ignore lint/suspicious/noExplicitAny: the spec is untyped YAML; tests check its shape.
export type Json = any;

export interface Located {
  value: Json;
  /** JSON pointer of the value inside the bundle, after following $ref. */
  pointer: string;
}

export interface Parameter extends Located {
  name: string;
  in: string;
}

export interface Operation {
  method: HttpMethod;
  path: string;
  value: Json;
  pointer: string;
  parameters: Parameter[];
  requestBody?: Located;
  /** Response objects by status code, $ref followed. */
  responses: Record<string, Located>;
  secured: boolean;
  inferred: boolean;
}

/** Loads the bundled spec (bundle it first: `bundleSpec()`). */
export async function loadBundledSpec(path = bundlePath): Promise<Json> {
  return parse(await readFile(path, 'utf8'));
}

const escapePointer = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Builds a JSON pointer from path tokens. */
export function pointerOf(...tokens: string[]): string {
  return `#/${tokens.map(escapePointer).join('/')}`;
}

/** Follows a local $ref chain and returns the value with its pointer. */
export function resolve(doc: Json, value: Json, pointer: string): Located {
  let current = value;
  let at = pointer;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Cannot resolve ${ref} at ${at}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((t) => decodeURIComponent(t).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((node: Json, token) => node?.[token], doc);
    if (current === undefined) throw new Error(`Dangling ${ref} at ${at}`);
    at = ref;
  }
  return { value: current, pointer: at };
}

/** Every operation of the spec, in document order. */
export function listOperations(doc: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries<Json>(doc.paths ?? {})) {
    const item = resolve(doc, rawItem, pointerOf('paths', path));
    for (const method of HTTP_METHODS) {
      const value = item.value[method];
      if (!value) continue;
      const pointer = `${item.pointer}/${method}`;
      const byKey = new Map<string, Parameter>();
      const collect = (list: Json[] | undefined, base: string) =>
        (list ?? []).forEach((raw, index) => {
          const p = resolve(doc, raw, `${base}/parameters/${index}`);
          byKey.set(`${p.value.in}:${p.value.name}`, { ...p, name: p.value.name, in: p.value.in });
        });
      collect(item.value.parameters, item.pointer);
      collect(value.parameters, pointer);
      const responses: Record<string, Located> = {};
      for (const [code, raw] of Object.entries<Json>(value.responses ?? {})) {
        responses[code] = resolve(doc, raw, `${pointer}/responses/${code}`);
      }
      const security = value.security ?? doc.security ?? [];
      operations.push({
        method,
        path,
        value,
        pointer,
        parameters: [...byKey.values()],
        requestBody: value.requestBody
          ? resolve(doc, value.requestBody, `${pointer}/requestBody`)
          : undefined,
        responses,
        secured: security.length > 0,
        inferred: value['x-inferred'] === true,
      });
    }
  }
  return operations;
}

/**
 * An operation's parameters as its examples give them: every path
 * parameter, and the query parameters it requires. The tests that call
 * every operation (the mock's smoke test, the sandbox's conformance and
 * handler tests) build their requests from these.
 */
export function exampleParams(op: Operation): {
  path: Record<string, Json>;
  query: Record<string, Json>;
} {
  const path: Record<string, Json> = {};
  const query: Record<string, Json> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = p.value.example;
    if (p.in === 'query' && p.value.required) query[p.name] = p.value.example;
  }
  return { path, query };
}

/**
 * The address of a call of `op` from its examples (exampleParams), path
 * parameters encoded; `swap` puts another value in one path parameter.
 */
export function examplePath(op: Operation, swap?: { name: string; value: string }): string {
  const params = exampleParams(op);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(swap?.name === name ? swap.value : String(params.path[name])),
  );
  const query = new URLSearchParams(
    Object.entries(params.query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The body an operation's `valid` request example gives; undefined for one that takes no body. */
export const exampleBody = (op: Operation): Json | undefined =>
  op.requestBody?.value.content?.['application/json']?.examples?.valid?.value;

export interface ExampleCase {
  /** Where the example sits, for messages. */
  where: string;
  value: unknown;
  /** Pointer of the schema it must satisfy. */
  schemaPointer: string;
}

/** Every example of every parameter, request body and response of the spec. */
export function listExamples(doc: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const fromMedia = (owner: Located, label: string) => {
    for (const [type, media] of Object.entries<Json>(owner.value.content ?? {})) {
      const schemaPointer = `${owner.pointer}/content/${escapePointer(type)}/schema`;
      if (media.example !== undefined)
        cases.push({ where: `${label} ${type} example`, value: media.example, schemaPointer });
      for (const [name, raw] of Object.entries<Json>(media.examples ?? {})) {
        const example = resolve(
          doc,
          raw,
          `${owner.pointer}/content/${escapePointer(type)}/examples/${name}`,
        );
        cases.push({
          where: `${label} ${type} example "${name}"`,
          value: example.value.value,
          schemaPointer,
        });
      }
    }
  };
  for (const op of listOperations(doc)) {
    const label = `${op.method.toUpperCase()} ${op.path}`;
    for (const p of op.parameters) {
      if (p.value.example !== undefined)
        cases.push({
          where: `${label} parameter ${p.name}`,
          value: p.value.example,
          schemaPointer: `${p.pointer}/schema`,
        });
    }
    if (op.requestBody) fromMedia(op.requestBody, `${label} request`);
    for (const [code, response] of Object.entries(op.responses)) {
      fromMedia(response, `${label} ${code}`);
      for (const [name, raw] of Object.entries<Json>(response.value.headers ?? {})) {
        const header = resolve(doc, raw, `${response.pointer}/headers/${escapePointer(name)}`);
        if (header.value.example !== undefined)
          cases.push({
            where: `${label} ${code} header ${name}`,
            value: header.value.example,
            schemaPointer: `${header.pointer}/schema`,
          });
      }
    }
  }
  return cases;
}

export interface SpecValidator {
  /** Validates `value` against the schema at `schemaPointer`; returns readable errors, empty when valid. */
  validate(schemaPointer: string, value: unknown): string[];
}

/** JSON Schema 2020-12 validation (OpenAPI 3.1's dialect) of values against the spec's schemas. */
export function createSpecValidator(doc: Json): SpecValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'spec');
  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(schemaPointer, value) {
      let check = compiled.get(schemaPointer);
      if (!check) {
        check = ajv.compile({ $ref: `spec${schemaPointer}` });
        compiled.set(schemaPointer, check);
      }
      if (check(value)) return [];
      return (check.errors ?? []).map(
        (e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`,
      );
    },
  };
}
