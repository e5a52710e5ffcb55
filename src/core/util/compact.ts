/** `T` with every property that may be undefined made optional instead (`exactOptionalPropertyTypes`). */
export type Compact<T> =
  & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] }
  & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> };

/**
 * Drops the properties that are undefined, so payloads, errors and options carry only what they
 * have: one call instead of a `...(x === undefined ? {} : { x })` per optional property.
 * Mutates and answers `value`: meant for a fresh object literal.
 */
export function compact<const T extends object>(value: T): Compact<T> {
  for (const key in value) if (value[key] === undefined) delete value[key];
  return value as Compact<T>;
}
