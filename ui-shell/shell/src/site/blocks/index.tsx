/**
 * The body of a content page (002 §2.9/§2.10): each block by its type, each wrapped in a
 * <div data-block="{type}">. One small module per block family.
 */
import type { ComponentType } from 'react';
import { asList, type Entity } from '../../data';
import { useApiGet } from '../../store/queries';
import type { Block, BlockProps } from './common';
import { Contact, ContactPersons } from './contact';
import { FormBlock } from './Form';
import { HeroMain, HeroMap, HeroShop, HeroSub } from './heroes';
import { TeaserCategories, TeaserConstructions, TeaserProducts, TeaserShop, TeaserWoods } from './teasers';
import { Density, Gallery, ImageText, Profiles, QuickLinks, SliderText, Spacer, TextBlock, TextImages, TextImagesCollection, TextText, TextVideo } from './text';

export const BLOCKS: Record<string, ComponentType<BlockProps>> = {
  hero_main: HeroMain, hero_sub: HeroSub, hero_map: HeroMap, hero_shop: HeroShop,
  teaser_woods: TeaserWoods, teaser_constructions: TeaserConstructions, teaser_shop: TeaserShop,
  teaser_products: TeaserProducts, teaser_categories: TeaserCategories,
  text_video: TextVideo, image_text: ImageText, text_text: TextText, text_images: TextImages,
  text_images_collection: TextImagesCollection, text: TextBlock, slider_text: SliderText,
  gallery: Gallery, profiles: Profiles, quick_links: QuickLinks, density: Density,
  contact: Contact, contact_persons: ContactPersons, form: FormBlock, spacer: Spacer,
};

/** `{type, value: {…}}` (the original's storage) read like the flat shape. */
const flat = (item: Entity): Entity => (item.value && typeof item.value === 'object' ? { ...(item.value as Entity), type: item.type } : item);

export function Blocks({ items, headed = false }: { items: unknown; headed?: boolean }) {
  const { data: sites } = useApiGet<unknown>('/api/sites');
  const siteList = asList(sites);
  return (
    <>
      {asList(items).map((raw, index) => {
        const block = flat(raw) as Block;
        const Component = BLOCKS[block.type];
        if (!Component) return null;
        return (
          <div className={`t-block t-block--${block.type}`} data-block={block.type} key={index}>
            <Component block={block} sites={siteList} first={!headed && index === 0} />
          </div>
        );
      })}
    </>
  );
}
