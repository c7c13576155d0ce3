/**
 * The body of a content page (002 §2.9/§2.10): each block by its type, each wrapped in a
 * <div data-block="{type}">. One small module per block family.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { asList, type Entity } from '../../data';
import { useApiGet } from '../../store/queries';
import type { Block, BlockProps } from './common';

// The blocks are one chunk ("site-blocks"), loaded when a page has blocks (the storefront's
// first-visit budget is full; a page shows its server-written text meanwhile).
type Family = Record<string, unknown>;
const families = {
  heroes: () => import(/* webpackChunkName: "site-blocks" */ './heroes') as Promise<Family>,
  text: () => import(/* webpackChunkName: "site-blocks" */ './text') as Promise<Family>,
  teasers: () => import(/* webpackChunkName: "site-blocks" */ './teasers') as Promise<Family>,
  contact: () => import(/* webpackChunkName: "site-blocks" */ './contact') as Promise<Family>,
  form: () => import(/* webpackChunkName: "site-blocks" */ './Form') as Promise<Family>,
};
const cache = new Map<string, ComponentType<BlockProps>>();
function from(family: keyof typeof families, name: string): ComponentType<BlockProps> {
  const key = `${family}.${name}`;
  if (!cache.has(key)) cache.set(key, lazy(() => families[family]().then((m) => ({ default: m[name] as ComponentType<BlockProps> }))));
  return cache.get(key)!;
}

/** Block type → [its family's chunk, its component's export]. */
export const BLOCKS: Record<string, [keyof typeof families, string]> = {
  hero_main: ['heroes', 'HeroMain'], hero_sub: ['heroes', 'HeroSub'], hero_map: ['heroes', 'HeroMap'], hero_shop: ['heroes', 'HeroShop'],
  teaser_woods: ['teasers', 'TeaserWoods'], teaser_constructions: ['teasers', 'TeaserConstructions'], teaser_shop: ['teasers', 'TeaserShop'],
  teaser_products: ['teasers', 'TeaserProducts'], teaser_categories: ['teasers', 'TeaserCategories'],
  text_video: ['text', 'TextVideo'], image_text: ['text', 'ImageText'], text_text: ['text', 'TextText'], text_images: ['text', 'TextImages'],
  text_images_collection: ['text', 'TextImagesCollection'], text: ['text', 'TextBlock'], slider_text: ['text', 'SliderText'],
  gallery: ['text', 'Gallery'], profiles: ['text', 'Profiles'], quick_links: ['text', 'QuickLinks'], density: ['text', 'Density'],
  contact: ['contact', 'Contact'], contact_persons: ['contact', 'ContactPersons'], form: ['form', 'FormBlock'], spacer: ['text', 'Spacer'],
  node_page: ['heroes', 'NodePage'],
};

/** `{type, value: {…}}` (the original's storage) read like the flat shape. */
const flat = (item: Entity): Entity => (item.value && typeof item.value === 'object' ? { ...(item.value as Entity), type: item.type } : item);

export function Blocks({ items, headed = false }: { items: unknown; headed?: boolean }) {
  const { data: sites } = useApiGet<unknown>('/api/sites');
  const siteList = asList(sites);
  return (
    <Suspense fallback={null}>
      {asList(items).map((raw, index) => {
        const block = flat(raw) as Block;
        const where = BLOCKS[block.type];
        if (!where || block.type === 'node_page') return null;
        const Component = from(...where);
        return (
          <div className={`t-block t-block--${block.type}`} data-block={block.type} key={index}>
            <Component block={block} sites={siteList} first={!headed && index === 0} />
          </div>
        );
      })}
    </Suspense>
  );
}

/** A wood or construction page (its chunk: the heroes'). */
export function NodePage({ node }: { node: Entity }) {
  const Page = from('heroes', 'NodePage') as unknown as ComponentType<{ node: Entity }>;
  return (
    <Suspense fallback={null}>
      <Page node={node} />
    </Suspense>
  );
}
