/**
 * Every string inside a content value (objects, arrays, nested), with the path it was found at,
 * so checks over copy can name the exact field that fails.
 */

export interface FoundString {
  path: string;
  text: string;
}

export interface CollectOptions {
  /** Object keys whose values are not copy (identifiers, icon names). */
  skipKeys?: readonly string[];
  /**
   * Copy that takes an argument (e.g. a toast text with the adviser's name): called with this
   * sample so that its result is checked too.
   */
  sampleArgument?: string;
}

export function collectStrings(value: unknown, options: CollectOptions = {}, path = ""): FoundString[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    if (options.sampleArgument === undefined || value.length !== 1) return [];
    // Only copy templates are called: a function whose result is no copy simply yields no strings,
    // and one that rejects a string argument (a lookup taking an object, say) is no template.
    let result: unknown;
    try {
      result = (value as (argument: string) => unknown)(options.sampleArgument);
    } catch {
      return [];
    }
    return collectStrings(result, options, `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, options, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      options.skipKeys?.includes(key) ? [] : collectStrings(item, options, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
