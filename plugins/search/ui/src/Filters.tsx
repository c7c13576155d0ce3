/**
 * Fill of slot "home.filters": the search box 'PLZ / Ort' (enablePluginSearch) and the tag
 * chips (enablePluginTags); each shown only while its flag is on.
 */
import { useConfig, useResource, type HomeFiltersProps } from '@tresen/sdk';
import { useEffect, useMemo, useState } from 'react';
import { searchFilter, type Tag } from './match';
import { TEXTS } from './texts';

const CSS = `
.t-filters { display: grid; gap: .75rem; margin: 0 0 1rem; }
.t-filters input[type="search"] { width: 100%; max-width: 28rem; min-height: var(--t-touch, 2.75rem); padding: .5rem .9rem; border: 1px solid var(--t-border); border-radius: var(--t-radius); font: inherit; }
.t-chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.t-chips button { font: inherit; min-height: 2.5rem; padding: .35rem .95rem; border-radius: 999px; border: 1px solid var(--t-border); background: #fff; color: inherit; cursor: pointer; }
.t-chips button[aria-pressed="true"] { background: var(--t-primary); color: var(--t-on-primary); border-color: var(--t-primary); font-weight: 600; }
`;

function useTags(): Tag[] {
  return useResource<Tag[]>('/api/tags', { params: { limit: 100 }, record: false }).data ?? [];
}

function SearchBox({ tags, setFilter }: { tags: Tag[]; setFilter: HomeFiltersProps['setFilter'] }) {
  const [query, setQuery] = useState('');
  const names = useMemo(() => new Map(tags.map((t) => [t.id, t.name])), [tags]);
  useEffect(() => {
    setFilter('search', searchFilter(query, names));
  }, [query, names, setFilter]);
  useEffect(() => () => setFilter('search', null), [setFilter]);
  return (
    <div role="search">
      <label className="t-visually-hidden" htmlFor="t-branch-search">
        {TEXTS.search}
      </label>
      <input
        id="t-branch-search"
        type="search"
        placeholder={TEXTS.placeholder}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="search-input"
      />
    </div>
  );
}

function TagChips({ tags, branches, setFilter }: { tags: Tag[] } & HomeFiltersProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  // Only tags some branch carries.
  const used = tags.filter((tag) => branches.some((b) => b.tags?.includes(tag.id)));
  useEffect(() => {
    setFilter('tags', chosen.length ? (branch) => chosen.every((id) => branch.tags?.includes(id) ?? false) : null);
  }, [chosen, setFilter]);
  useEffect(() => () => setFilter('tags', null), [setFilter]);
  if (!used.length) return null;
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <ul className="t-chips" aria-label={TEXTS.tags} data-testid="tag-chips">
      {used.map((tag) => (
        <li key={tag.id}>
          <button type="button" aria-pressed={chosen.includes(tag.id)} onClick={() => toggle(tag.id)}>
            {tag.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Filters(props: HomeFiltersProps) {
  const config = useConfig();
  const tags = useTags();
  const search = config.enablePluginSearch === true;
  const chips = config.enablePluginTags === true;
  if (!search && !chips) return null;
  return (
    <div className="t-filters" data-testid="branch-filters">
      <style>{CSS}</style>
      {search && <SearchBox tags={tags} setFilter={props.setFilter} />}
      {chips && <TagChips tags={tags} {...props} />}
    </div>
  );
}
