/**
 * `fields` without the ones whose value is undefined: view models and events omit an absent
 * optional field instead of carrying it as `undefined` (exactOptionalPropertyTypes).
 */
export function defined<T extends object>(fields: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
