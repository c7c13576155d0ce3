/**
 * The web shop's data (002 §2.5–2.7): the catalogue of GET /api/shop/catalog, the slug
 * rule of 002 §5, catalogue order and filter, variants, configuration trees. Nothing
 * here computes a price: prices come from the server.
 */
import type { Product } from '@tresen/sdk';
import { useMemo } from 'react';
import { asList, type Entity } from '../data';
import type { ProductClass, ProductProfile } from './productContent';
import { isPublicBranch, useApiGet, useBranches } from '../store/queries';

export interface ShopImage {
  id: number;
  url: string;
  alt: string;
}

export interface ShopProduct extends Product {
  calculationModel?: string;
  isStepByStep?: boolean;
  isPublic?: boolean;
  category?: { id: number } | null;
  images?: (ShopImage & { version: number; extension: string })[];
  content?: {
    merge_number?: string;
    weight?: number;
    dimensions?: { height?: number; width?: number; length?: number };
    categories?: { value?: { id?: number } }[];
    linked_products?: (number | { id: number })[];
    configuration_tree?: TreeNode[];
    site?: { id: number };
    classes?: ProductClass[];
    profiles?: ProductProfile[];
  };
}

export interface ShopCategory {
  id: number;
  name: string;
}

export interface TreeNode {
  value: { product: { id: number }; ratio: number | string; sub_tree?: TreeNode[] };
}

export const PAGE_SIZE = 12;

/** 002 §5 slug rule: lowercase, umlauts, spaces to hyphens, others dropped. */
export function slugify(text: string): string {
  let slug = text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  slug = slug.replace(/\s/g, '-').replace(/[^a-z0-9-]/g, '').replace(/-{2,}/g, '-');
  return slug.endsWith('-') ? slug.slice(0, -1) : slug;
}

export function productPath(product: Pick<Product, 'id' | 'name'>, category?: ShopCategory | null): string {
  const tail = `product/${product.id}/${slugify(product.name)}`;
  return category ? `/shop/catalog/${category.id}/${slugify(category.name)}/${tail}` : `/shop/catalog/${tail}`;
}

export const categoryPath = (category: ShopCategory) => `/shop/catalog/${category.id}/${slugify(category.name)}`;

export function useShopCatalog() {
  const query = useApiGet<{ categories: ShopCategory[]; products: ShopProduct[] }>('/api/shop/catalog');
  const products = useMemo(() => {
    const map = new Map<number, ShopProduct>();
    for (const product of query.data?.products ?? []) map.set(product.id, { ...product, isAvailable: true });
    return map;
  }, [query.data]);
  return { ...query, products, categories: query.data?.categories ?? [] };
}

/** The first public branch: the shop's cart and checkout are its (002 §4). */
export function useShopBranch() {
  const { branches, isPending } = useBranches();
  return { branch: branches.filter(isPublicBranch)[0], isPending };
}

/** Main-category nodes (002 §3), highest weight first, with their category. */
export function useMainCategories(categories: ShopCategory[]) {
  const { data } = useApiGet<unknown>('/api/nodes');
  return useMemo(() => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    return asList(data)
      .filter((node) => node.type === 'mainCategory' && node.isPublic !== false)
      .map((node) => {
        const content = (node.content ?? {}) as Entity;
        const ref = content.category as { id?: number } | undefined;
        return { node, weight: Number(content.weight ?? 0), category: ref?.id ? byId.get(ref.id) : undefined };
      })
      .filter((entry): entry is { node: Entity; weight: number; category: ShopCategory } => !!entry.category)
      .sort((a, b) => b.weight - a.weight)
      .map((entry) => entry.category);
  }, [data, categories]);
}

export function inCategory(product: ShopProduct, categoryId: number): boolean {
  if (product.category?.id === categoryId) return true;
  return (product.content?.categories ?? []).some((c) => c.value?.id === categoryId);
}

/** 002 §9: weight descending, one product per merge_number, name filter (case-insensitive). */
export function catalogList(products: Iterable<ShopProduct>, categoryId: number | null, query: string): ShopProduct[] {
  const wanted = query.trim().toLowerCase();
  const seen = new Set<string>();
  return [...products]
    .filter((p) => (categoryId === null || inCategory(p, categoryId)) && (!wanted || p.name.toLowerCase().includes(wanted)))
    .sort((a, b) => Number(b.content?.weight ?? 0) - Number(a.content?.weight ?? 0) || a.id - b.id)
    .filter((p) => {
      const merge = p.content?.merge_number;
      if (!merge) return true;
      if (seen.has(merge)) return false;
      seen.add(merge);
      return true;
    });
}

const mm = (metres: number | undefined) => Math.round(Number(metres ?? 0) * 1000 * 100) / 100;

/** Variants (002 §2.6): products sharing the merge_number with some dimension > 0, by length. */
export function variantsOf(product: ShopProduct, products: Iterable<ShopProduct>) {
  const merge = product.content?.merge_number;
  if (!merge) return [];
  return [...products]
    .filter((p) => p.content?.merge_number === merge)
    .map((p) => {
      const d = p.content?.dimensions ?? {};
      const dims = [mm(d.height), mm(d.width), mm(d.length)];
      return { product: p, dims, length: dims[2] };
    })
    .filter((v) => v.dims.some((d) => d > 0))
    .sort((a, b) => a.length - b.length)
    .map((v) => ({ product: v.product, label: `${v.dims.filter((d) => d > 0).join(' x ')} mm` }));
}

/** The amount of a child of the quick configuration: parent amount × ratio, up to the child's step. */
export function childAmount(parentAmount: number, ratio: number | string, child: Product): number {
  const step = Number(child.quantityStepSize ?? 1) || 1;
  const min = Number(child.minimumQuantity ?? step) || step;
  const raw = parentAmount * Number(ratio);
  const stepped = Math.ceil(Math.round((raw / step) * 1e9) / 1e9) * step;
  return Math.max(min, Math.round(stepped * 1e9) / 1e9);
}

const round9 = (value: number) => Math.round(value * 1e9) / 1e9;

/** 002 §5: a typed amount: '2,5' → 2.5, not a number → 0; rounded up to a multiple of the step (to 9 decimals), within min and max. */
export function clampAmount(text: string, min: number, max: number, step: number): number {
  const parsed = Number(text.trim().replace(',', '.'));
  const value = Number.isFinite(parsed) ? parsed : 0;
  const stepped = step > 0 ? round9(Math.ceil(round9(value / step)) * step) : value;
  return round9(Math.min(Math.max(stepped, min), max));
}
