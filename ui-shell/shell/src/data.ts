/**
 * Tolerant readers for entity data from the bulk load. The spec leaves most field lists
 * open, so defaults read the fields they need by a few likely names and skip the rest.
 */
export type Entity = Record<string, unknown>;

export function asList(data: unknown): Entity[] {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? list.filter((e): e is Entity => typeof e === 'object' && e !== null) : [];
}

/** First non-empty string (or number) among the given fields. */
export function field(entity: Entity | null | undefined, ...names: string[]): string {
  for (const name of names) {
    const value = entity?.[name];
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

export function isPublicBranch(branch: Entity): boolean {
  return branch.public !== false && branch.enabled !== false && branch.active !== false;
}

export interface Link {
  label: string;
  href: string;
}

/** Links of the navigation with this identifier (items, or nodes, with url/path). */
export function navigationLinks(navigations: unknown, identifier?: string): Link[] {
  const list = asList(navigations);
  const navigation = identifier ? list.find((n) => field(n, 'identifier', 'name') === identifier) : list[0];
  return asList(navigation?.items ?? navigation?.nodes)
    .map((item) => ({ label: field(item, 'title', 'name', 'label'), href: field(item, 'url', 'path', 'href') }))
    .filter((link) => link.label && link.href);
}

/** Site for a path: compares without trailing slash; `/` matches a site with an empty path too. */
export function findSite(sites: unknown, path: string): Entity | undefined {
  const norm = (p: string) => '/' + p.replace(/^\/+|\/+$/g, '');
  const wanted = norm(path);
  return asList(sites).find((site) => {
    const sitePath = field(site, 'path', 'slug', 'url');
    return norm(sitePath) === wanted || (wanted === '/' && (site.home === true || site.isHome === true));
  });
}
