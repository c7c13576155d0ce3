/**
 * Tolerant readers for content data from the bulk load (navigations, sites): the spec
 * leaves most of their fields open, so these read what they need and skip the rest.
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

export interface Link {
  label: string;
  href: string;
  /** The navigation item has children (a sub-menu). */
  nested?: boolean;
}

const EXTERNAL = /^(https?:|mailto:|tel:|\/\/)/i;

/**
 * An absolute link target: site paths ('site/privacy', 'ueber-uns') become '/site/privacy'
 * and '/ueber-uns', so a link works the same from every page (from /store/… too).
 */
export function absoluteHref(target: string): string {
  const value = target.trim();
  if (!value || EXTERNAL.test(value)) return value;
  return '/' + value.replace(/^\/+/, '');
}

/** Links of the public navigation with this identifier (items with url, site path or target; home is '/'). */
export function navigationLinks(navigations: unknown, identifier: string): Link[] {
  const navigation = asList(navigations).find((n) => field(n, 'identifier') === identifier && n.isPublic !== false);
  return asList(navigation?.items)
    .map((item) => ({
      label: field(item, 'label', 'title', 'name'),
      href: item.type === 'home' ? '/' : absoluteHref(field(item, 'url', 'href', 'path', 'target')),
      nested: !!asList(item.children)[0],
    }))
    .filter((link) => link.label && link.href);
}

const norm = (p: string) => '/' + p.replace(/^\/+|\/+$/g, '');

/** Site for a path: compares without leading or trailing slash; `/` matches a site with an empty path. */
export function findSite(sites: unknown, path: string): Entity | undefined {
  const wanted = norm(path);
  return asList(sites).find((site) => norm(field(site, 'path')) === wanted);
}

/** The text blocks of a site's content, as paragraphs. */
export function siteParagraphs(site: Entity | undefined): string[] {
  const content = site?.content;
  const blocks = Array.isArray(content) ? content : [];
  return blocks
    .filter((block): block is Entity => typeof block === 'object' && block !== null)
    .flatMap((block) => field(block, 'text', 'html', 'content').split(/\n\s*\n/))
    .map((text) => text.trim())
    .filter(Boolean);
}
