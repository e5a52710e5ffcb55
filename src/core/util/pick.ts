/**
 * The listed fields of `from` that are not undefined. Extra fields (a newer service may add some)
 * never reach a view model, and an absent optional field is omitted rather than carried as
 * `undefined` (exactOptionalPropertyTypes).
 */
export function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]])) as Pick<T, K>;
}
