/**
 * Navigation items as a tree (`items: [{label, url, children: [...]}]`), edited by path
 * (the indexes from the root): pure functions, unit-tested in Node. Moved items keep
 * their object (and with it the editor's key for them); other keys of an item stay.
 */
export type NavItem = Record<string, unknown> & { label?: string; url?: string; children?: NavItem[] };
export type Path = number[];

export function childrenOf(item: NavItem): NavItem[] {
  return Array.isArray(item.children) ? item.children : [];
}

/** The label and link as the storefront reads them (label/title/name, url/href/path). */
export function labelOf(item: NavItem): string {
  return String(item.label ?? item.title ?? item.name ?? '');
}
export function linkOf(item: NavItem): string {
  return String(item.url ?? item.href ?? item.path ?? '');
}

/** The item with these children (none: no `children` key, as the storefront expects). */
function withChildren(item: NavItem, children: NavItem[]): NavItem {
  const { children: _old, ...rest } = item;
  return children.length ? { ...rest, children } : rest;
}

/** The list that holds the item at `path`, replaced by `change(list)`. */
function withList(items: NavItem[], parent: Path, change: (list: NavItem[]) => NavItem[]): NavItem[] {
  if (parent.length === 0) return change(items);
  const [head, ...rest] = parent;
  return items.map((item, i) => (i === head ? withChildren(item, withList(childrenOf(item), rest, change)) : item));
}

export function at(items: NavItem[], path: Path): NavItem | undefined {
  let list = items;
  let found: NavItem | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = childrenOf(found);
  }
  return found;
}

export function update(items: NavItem[], path: Path, patch: Partial<NavItem>): NavItem[] {
  const index = path[path.length - 1];
  return withList(items, path.slice(0, -1), (list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
}

export function remove(items: NavItem[], path: Path): NavItem[] {
  const index = path[path.length - 1];
  return withList(items, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

export function addChild(items: NavItem[], path: Path, child: NavItem): NavItem[] {
  if (path.length === 0) return [...items, child];
  return withList(items, path, (list) => [...list, child]);
}

/** One place up (-1) or down (+1) among its siblings; the new path, or null at an end. */
export function move(items: NavItem[], path: Path, by: -1 | 1): [NavItem[], Path] | null {
  const index = path[path.length - 1];
  const parent = path.slice(0, -1);
  const siblings = parent.length ? childrenOf(at(items, parent) as NavItem) : items;
  const target = index + by;
  if (target < 0 || target >= siblings.length) return null;
  const next = withList(items, parent, (list) => {
    const copy = [...list];
    [copy[index], copy[target]] = [copy[target], copy[index]];
    return copy;
  });
  return [next, [...parent, target]];
}

/** Becomes the last child of the sibling above it; null for a first item. */
export function indent(items: NavItem[], path: Path): [NavItem[], Path] | null {
  const index = path[path.length - 1];
  if (index === 0) return null;
  const parent = path.slice(0, -1);
  const item = at(items, path) as NavItem;
  const above = at(items, [...parent, index - 1]) as NavItem;
  const newIndex = childrenOf(above).length;
  let next = remove(items, path);
  next = withList(next, [...parent, index - 1], (list) => [...list, item]);
  return [next, [...parent, index - 1, newIndex]];
}

/** Leaves its parent: placed right after it; null at the top level. */
export function outdent(items: NavItem[], path: Path): [NavItem[], Path] | null {
  if (path.length < 2) return null;
  const parent = path.slice(0, -1);
  const grand = parent.slice(0, -1);
  const parentIndex = parent[parent.length - 1];
  const item = at(items, path) as NavItem;
  let next = remove(items, path);
  next = withList(next, grand, (list) => [...list.slice(0, parentIndex + 1), item, ...list.slice(parentIndex + 1)]);
  return [next, [...grand, parentIndex + 1]];
}
