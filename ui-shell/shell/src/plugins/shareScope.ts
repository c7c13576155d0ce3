/** The share scope as tests and support staff read it (window.__TRESEN__.shared()). */

/** What the share scope holds (for tests proving that react and the SDK are singletons). */
export function describeShareScope(): Record<string, Record<string, { from: string; loaded: boolean }>> {
  const scope = (__webpack_share_scopes__?.default ?? {}) as Record<
    string,
    Record<string, { from: string; loaded?: boolean | number }>
  >;
  const result: Record<string, Record<string, { from: string; loaded: boolean }>> = {};
  for (const [key, versions] of Object.entries(scope)) {
    result[key] = {};
    for (const [version, entry] of Object.entries(versions)) {
      result[key][version] = { from: entry.from, loaded: !!entry.loaded };
    }
  }
  return result;
}
