/** `T` with every property that may be undefined made optional instead (`exactOptionalPropertyTypes`). */
export type Compact<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * A copy without the properties that are undefined, so payloads, errors and options carry only what
 * they have: one call instead of a `...(x === undefined ? {} : { x })` per optional property.
 */
export function compact<const T extends object>(value: T): Compact<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Compact<T>;
}
