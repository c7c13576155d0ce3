/** The teasers of 002 §2.9/§4: woods (slider), constructions, shop (rotation), products (show all), categories. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { asList, field, type Entity } from '../../data';
import { useApiGet } from '../../store/queries';
import { SITE_TEXTS } from '../siteTexts';
import { SITE_CSS } from '../siteCss';
import { injectStyles as injectSiteStyles } from '../../styles/inject';
import { BlockTitle, Img, Rich, slugify, type BlockProps } from './common';
import { Slider } from './Slider';
import { categoryHref } from './text';

injectSiteStyles('site-blocks', SITE_CSS);

export const FUNDGRUBE = 24;
export const FUNDGRUBE_HREF = '/shop/catalog/24/fundgrube';
export const TEASER_PRODUCTS = 4;
const SHOP_ROTATION_MS = 7000;
const MOBILE = '(max-width: 950px)';

const ids = (refs: unknown) => asList(refs).map((r) => r.id);
const contentOf = (node: Entity | undefined) => (node?.content ?? {}) as Entity;
const isVisibleProduct = (p: Entity) => p.isPublic !== false && p.isEnabled !== false;

/** The chosen records in the chosen order (public ones only). */
function pick(all: unknown, refs: unknown): Entity[] {
  const list = asList(all);
  return ids(refs).map((id) => list.find((e) => e.id === id)).filter((e): e is Entity => !!e && e.isPublic !== false);
}

export const nodeHref = (prefix: string, node: Entity) => `/${prefix}/${slugify(field(contentOf(node), 'name')) || field(node, 'identifier')}`;
export const productHref = (p: Entity) => `/shop/catalog/product/${p.id}/${slugify(field(p, 'name'))}`;
const productCategories = (p: Entity) => [(p.category as Entity | undefined)?.id, ...ids(p.categories)];

export function TeaserWoods({ block }: BlockProps) {
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const { data: products } = useApiGet<unknown>('/api/products');
  const { data: categories } = useApiGet<unknown>('/api/categories');
  const woods = pick(nodes, block.woods);
  const categoryId = (block.category as Entity | undefined)?.id;
  const category = asList(categories).find((c) => c.id === categoryId);
  const orderHref = category ? `/shop/catalog/${category.id}/${slugify(field(category, 'name'))}` : '/shop/catalog';
  const fundgrube = asList(products).some((p) => isVisibleProduct(p) && productCategories(p).includes(categoryId) && productCategories(p).includes(FUNDGRUBE));
  const duration = woods.map((w) => (contentOf(w).teaser as Entity | undefined)?.slider as Entity | undefined).find((s) => s?.duration)?.duration as number | undefined;
  return (
    <section className="t-teaser t-teaser--woods">
      <BlockTitle block={block} />
      <Rich html={block.text} />
      <Slider
        count={woods.length}
        duration={duration}
        threshold={0.5}
        label={field(block, 'title') || SITE_TEXTS.woods}
        className="t-wood-slider"
        render={(i) => {
          const wood = woods[i];
          const content = contentOf(wood);
          const teaser = (content.teaser ?? {}) as Entity;
          const image = asList((teaser.slider as Entity | undefined)?.images)[0] ?? content.image;
          return (
            <div className="t-wood-slide">
              <Img image={image} sizes="(min-width: 48rem) 50vw, 100vw" />
              <div className="t-wood-slide__body">
                <h3>{field(content, 'name')}</h3>
                <Rich html={teaser.text} />
                <p className="t-actions">
                  <Link className="t-button" to={nodeHref('unser-holz', wood)}>{SITE_TEXTS.moreInfo}</Link>
                  <Link className="t-button t-button--ghost" to={orderHref}>{SITE_TEXTS.orderNow}</Link>
                  {fundgrube && <Link className="t-button t-button--ghost" to={FUNDGRUBE_HREF}>{SITE_TEXTS.fundgrube}</Link>}
                </p>
              </div>
            </div>
          );
        }}
      />
    </section>
  );
}

function Cards({ items }: { items: { key: unknown; href: string; image: unknown; title: string; text?: unknown; extra?: string }[] }) {
  return (
    <ul className="t-cards">
      {items.map((item) => (
        <li className="t-card t-tile" key={String(item.key)}>
          <div className="t-tile__media">{item.image ? <Img image={item.image} sizes="(min-width: 48rem) 25vw, 50vw" /> : <span className="t-tile__placeholder" aria-hidden="true" />}</div>
          <div className="t-tile__body">
            <h3><Link className="t-stretched" to={item.href}>{item.title}</Link></h3>
            <Rich html={item.text} className="t-tile__text" />
            {item.extra && <p className="t-tile__price">{item.extra}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TeaserConstructions({ block }: BlockProps) {
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const items = pick(nodes, block.constructions).map((node) => {
    const content = contentOf(node);
    return { key: node.id, href: nodeHref('holzverarbeitung', node), image: content.image, title: field(content, 'name'), text: (content.teaser as Entity | undefined)?.text };
  });
  return (
    <section className="t-teaser">
      <BlockTitle block={block} />
      <Rich html={block.text} />
      <Cards items={items} />
    </section>
  );
}

const PRICE = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const MODEL: Record<string, string> = { approximate: 'ca. ', minimum: 'ab ' };
export const priceText = (p: Entity) => (p.isPriceHidden ? '' : `${MODEL[field(p, 'calculationModel')] ?? ''}${PRICE.format(Number(p.price) || 0)}`);

export function TeaserShop({ block }: BlockProps) {
  const { data: products } = useApiGet<unknown>('/api/products');
  const images = asList(block.images);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const timer = window.setInterval(() => setShown((i) => (i + 1) % images.length), SHOP_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);
  const list = pick(products, block.products).filter(isVisibleProduct);
  return (
    <section className="t-teaser-shop">
      <div className="t-teaser-shop__media">
        {images.map((image, i) => (
          <Img key={i} image={image} className={i === shown ? 'is-shown' : ''} sizes="(min-width: 60rem) 50vw, 100vw" />
        ))}
      </div>
      <div className="t-teaser-shop__body">
        <BlockTitle block={block} />
        <Rich html={block.text} />
        <ul className="t-teaser-shop__list">
          {list.map((p) => (
            <li key={String(p.id)}><Link to={productHref(p)}>{field(p, 'name')}</Link></li>
          ))}
        </ul>
        <p><Link className="t-button" to="/shop">{SITE_TEXTS.shopNow}</Link></p>
      </div>
    </section>
  );
}

function useMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof matchMedia !== 'undefined' && matchMedia(MOBILE).matches);
  useEffect(() => {
    const query = matchMedia(MOBILE);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export function TeaserProducts({ block }: BlockProps) {
  const { data: products } = useApiGet<unknown>('/api/products');
  const [all, setAll] = useState(false);
  const mobile = useMobile();
  const list = pick(products, block.products).filter(isVisibleProduct);
  const shown = all || mobile ? list : list.slice(0, TEASER_PRODUCTS);
  const items = shown.map((p) => ({ key: p.id, href: productHref(p), image: asList(p.images)[0], title: field(p, 'name'), text: p.description, extra: priceText(p) }));
  return (
    <section className="t-teaser">
      <BlockTitle block={block} />
      <Cards items={items} />
      {!mobile && list.length > TEASER_PRODUCTS && (
        <p className="t-teaser__more">
          <button type="button" className="t-button t-button--ghost" aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all ? SITE_TEXTS.showLess : SITE_TEXTS.showAll}
          </button>
        </p>
      )}
    </section>
  );
}

export function TeaserCategories({ block }: BlockProps) {
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const chosen = ids(block.categories).length ? pick(nodes, block.categories) : asList(nodes).filter((n) => n.type === 'mainCategory' && n.isPublic !== false);
  const sorted = [...chosen].sort((a, b) => Number(contentOf(b).weight ?? 0) - Number(contentOf(a).weight ?? 0));
  const items = sorted.map((node) => {
    const content = contentOf(node);
    return { key: node.id, href: categoryHref(node), image: content.image, title: field(content, 'name'), text: content.description };
  });
  return (
    <section className="t-teaser">
      <BlockTitle block={block} />
      <Rich html={block.text} />
      <Cards items={items} />
    </section>
  );
}
