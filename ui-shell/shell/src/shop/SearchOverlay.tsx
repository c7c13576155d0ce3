/**
 * The site search overlay (002 §2.2, §5): 'Suche…', a case-insensitive substring match on
 * names and content of public records, results grouped Produkt / Kategorie / Holzart /
 * Holzverarbeitung / Seite with the match highlighted, products de-duplicated by
 * merge_number; 'Keine Ergebnisse gefunden.' and 'Schließen'. An empty query has no results.
 */
import { Fragment, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { asList, type Entity } from '../data';
import { useApiGet } from '../store/queries';
import { Dialog } from '../ui/Dialog';
import { categoryPath, productPath, slugify, useShopCatalog } from './data';
import { SEARCH_CSS } from './searchStyles';
import { injectStyles } from '../styles/inject';

injectStyles('shop-search', SEARCH_CSS);

const TEXTS = {
  title: 'Suche',
  label: 'Suchbegriff',
  placeholder: 'Suche…',
  none: 'Keine Ergebnisse gefunden.',
  close: 'Schließen',
  groups: ['Produkt', 'Kategorie', 'Holzart', 'Holzverarbeitung', 'Seite'] as const,
};

type Group = (typeof TEXTS.groups)[number];
interface Hit {
  group: Group;
  name: string;
  to: string;
  text: string;
}

function Highlight({ text, query }: { text: string; query: string }) {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0 || !query) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

const nodeName = (node: Entity) => String(((node.content ?? {}) as Entity).name ?? node.name ?? '');

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const { products, categories } = useShopCatalog();
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const { data: sites } = useApiGet<unknown>('/api/sites');
  const all = useMemo<Hit[]>(() => {
    const hits: Hit[] = [];
    const merged = new Set<string>();
    for (const product of products.values()) {
      const merge = product.content?.merge_number;
      if (merge) {
        if (merged.has(merge)) continue;
        merged.add(merge);
      }
      hits.push({ group: 'Produkt', name: product.name, to: productPath(product), text: JSON.stringify([product.description, product.content ?? {}]) });
    }
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const node of asList(nodes)) {
      if (node.isPublic === false) continue;
      const name = nodeName(node);
      const text = JSON.stringify(node.content ?? {});
      if (node.type === 'wood') hits.push({ group: 'Holzart', name, to: `/unser-holz/${slugify(name)}`, text });
      else if (node.type === 'construction') hits.push({ group: 'Holzverarbeitung', name, to: `/holzverarbeitung/${slugify(name)}`, text });
      else if (node.type === 'mainCategory') {
        const category = byId.get(Number((((node.content ?? {}) as Entity).category as Entity | undefined)?.id));
        if (category) hits.push({ group: 'Kategorie', name, to: categoryPath(category), text });
      }
    }
    for (const site of asList(sites)) {
      if (site.isPublic === false) continue;
      const path = String(site.path ?? '').replace(/^\//, '');
      hits.push({ group: 'Seite', name: String(site.name ?? site.title ?? path), to: `/${path}`, text: JSON.stringify(site.content ?? {}) });
    }
    return hits;
  }, [products, categories, nodes, sites]);
  const wanted = query.trim().toLowerCase();
  const found = wanted ? all.filter((hit) => hit.name.toLowerCase().includes(wanted) || hit.text.toLowerCase().includes(wanted)) : [];
  return (
    <Dialog title={TEXTS.title} onClose={onClose} testId="shop-search" className="t-search">
      <div className="t-field">
        <label htmlFor={inputId}>{TEXTS.label}</label>
        <input id={inputId} className="t-input" type="search" placeholder={TEXTS.placeholder} value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      </div>
      {wanted && !found.length && <p role="status">{TEXTS.none}</p>}
      {TEXTS.groups.map((group) => {
        const hits = found.filter((hit) => hit.group === group);
        if (!hits.length) return null;
        return (
          <Fragment key={group}>
            <h3 className="t-search__group">{group}</h3>
            <ul className="t-search__hits">
              {hits.map((hit) => (
                <li key={hit.to}>
                  <Link to={hit.to} onClick={onClose}>
                    <span>
                      <Highlight text={hit.name} query={query.trim()} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Fragment>
        );
      })}
      <button type="button" className="t-button t-button--ghost" onClick={onClose}>
        {TEXTS.close}
      </button>
    </Dialog>
  );
}
