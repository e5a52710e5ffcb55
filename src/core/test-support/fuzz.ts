/**
 * Shared fast-check pieces for the fuzz tests (*.fuzz.test.ts): hostile message data, origins and
 * sources, and one-field mutations of a valid value. Seeds are fixed so a failure replays exactly;
 * fast-check prints the seed and the shrunk counterexample.
 */
import fc from 'fast-check';

/** Every fuzz target gets its own fixed seed (printed by fast-check on failure). */
export const FUZZ_SEED = 20261121;
export const FUZZ_RUNS = 10_000;

/** Built once: generating 100,000 random characters per run would dominate the run time. */
export const HUGE_STRING = 'x'.repeat(100_000);

/** Objects whose own keys are the names prototype pollution goes through (as JSON.parse makes them). */
export const pollutionObject: fc.Arbitrary<unknown> = fc
  .record({
    key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
    value: fc.anything({ maxDepth: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
  })
  .map(({ key, value, extra }) => {
    // A computed key makes an own `__proto__` property, as JSON.parse does with hostile input.
    const json = JSON.stringify({ ...extra, [key]: value ?? null });
    return JSON.parse(json) as unknown;
  })
  .chain((base) =>
    fc.constantFrom(
      base,
      JSON.parse('{"__proto__":{"source":"retail-sync-host","version":1,"type":"close","polluted":true}}') as unknown,
    ),
  );

/** Arrays or objects nested `depth` levels deep (no recursion limit is assumed by the code under test). */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .record({ depth: fc.integer({ min: 50, max: 1_000 }), asArray: fc.boolean() })
  .map(({ depth, asArray }) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { nested: value };
    return value;
  });

/** Values of the wrong type for a field that must be a string, a number, a record... */
export const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    false,
    0,
    -1,
    1.5,
    Number.NaN,
    Infinity,
    -Infinity,
    2 ** 53,
    '',
    '1',
    [],
    {},
    [1],
    HUGE_STRING,
  ),
  fc.anything({ maxDepth: 2 }),
  fc.bigInt().map((value) => value),
  fc.date(),
);

/** An object of `fields` keys, each with any value: the right keys, arbitrary (mostly wrong) types. */
export function rightKeysWrongTypes(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(...fields.map(() => fc.option(wrongTypes, { nil: undefined }))).map((values) => {
    const record: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      if (values[index] !== undefined) record[field] = values[index];
    });
    return record;
  });
}

export type Mutation =
  | { readonly kind: 'set'; readonly path: readonly (string | number)[]; readonly value: unknown }
  | { readonly kind: 'delete'; readonly path: readonly (string | number)[] }
  /** `path` names the container (empty: the root) that gets an unexpected field or item. */
  | { readonly kind: 'add'; readonly path: readonly (string | number)[]; readonly value: unknown };

/** Every path to a leaf or a container in a JSON value (the root excluded). */
export function pathsOf(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** A deep copy of `value` with one mutation applied. */
export function mutate(value: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const at = (path: readonly (string | number)[]): Record<string | number, unknown> =>
    path.reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  if (mutation.kind === 'add') {
    const target = at(mutation.path);
    if (Array.isArray(target)) target.push(mutation.value);
    else target['unexpected_field'] = mutation.value;
    return copy;
  }
  const parent = at(mutation.path.slice(0, -1));
  const last = mutation.path.at(-1) as string | number;
  if (mutation.kind === 'set') parent[last] = mutation.value;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else Reflect.deleteProperty(parent, last);
  return copy;
}

/** Origins around `exact`: itself, near misses (port, scheme, case, slash, subdomain), junk. */
export function originsAround(exact: string): fc.Arbitrary<string> {
  const url = new URL(exact);
  const nearMisses = [
    `${exact}/`,
    exact.toUpperCase(),
    `${url.protocol}//${url.hostname}:1${url.port || '443'}`,
    `${url.protocol === 'https:' ? 'http:' : 'https:'}//${url.host}`,
    `${url.protocol}//evil.${url.host}`,
    `${url.protocol}//${url.host}.evil.example`,
    'null',
    '*',
    '',
    ` ${exact}`,
    `${exact}\u0000`,
  ];
  return fc.oneof(
    { arbitrary: fc.constant(exact), weight: 4 },
    { arbitrary: fc.constantFrom(...nearMisses), weight: 3 },
    { arbitrary: fc.webUrl().map((href) => new URL(href).origin), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  );
}

/** Sources around `exact`: itself (by identity), look-alikes with the same shape, and junk. */
export function sourcesAround(exact: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constant(exact), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        null,
        undefined,
        structuredClone(exact),
        { ...(exact as object) },
        { name: 'sibling-frame' },
        {},
      ),
      weight: 3,
    },
    { arbitrary: fc.anything({ maxDepth: 1 }), weight: 1 },
  );
}

/**
 * Message data as a hostile or confused sender might post it: anything, the right keys with wrong
 * types, huge strings, prototype-pollution keys, deep nesting, and `valid` mutated one field at a
 * time (or left intact, so the accepting path is exercised too).
 */
export function hostileData(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = [[], ...pathsOf(valid)];
  const oneField: fc.Arbitrary<unknown> = fc
    .record({
      kind: fc.constantFrom('set', 'delete', 'add'),
      path: fc.constantFrom(...paths),
      value: wrongTypes,
    })
    .map(({ kind, path, value }) => {
      if (path.length === 0) return kind === 'add' ? mutate(valid, { kind, path, value }) : value;
      return mutate(
        valid,
        kind === 'delete'
          ? { kind, path }
          : kind === 'set'
            ? { kind, path, value }
            : { kind: 'set', path, value: HUGE_STRING },
      );
    });
  return fc.oneof(
    {
      arbitrary: fc.anything({
        maxDepth: 3,
        withNullPrototype: true,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withSparseArray: true,
      }),
      weight: 3,
    },
    { arbitrary: rightKeysWrongTypes(Object.keys(valid)), weight: 3 },
    { arbitrary: oneField, weight: 6 },
    { arbitrary: fc.constant(structuredClone(valid)), weight: 2 },
    { arbitrary: pollutionObject, weight: 1 },
    { arbitrary: deepNesting, weight: 1 },
    {
      arbitrary: fc.constantFrom(HUGE_STRING, JSON.stringify(valid), [valid], new Map(Object.entries(valid))),
      weight: 1,
    },
  );
}

/**
 * A plain assertion for the hot loop of a property: vitest's `expect` costs tens of microseconds a
 * call, which at 10,000 runs is seconds. fast-check reports the thrown message with the seed.
 */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Runs `action` and fails with what escaped, if anything did. */
export function noThrow<T>(action: () => T, what: string): T {
  try {
    return action();
  } catch (error) {
    throw new Error(`${what} threw: ${String(error)}`, { cause: error });
  }
}

/** Time limit of one fuzz test: generous for a loaded CI machine; each runs in a few seconds. */
export const FUZZ_TIMEOUT_MS = 30_000;
