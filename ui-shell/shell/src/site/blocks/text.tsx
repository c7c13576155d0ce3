/** Text and image blocks of 002 §2.9: text, text_video, image_text, text_text, text_images(_collection), gallery, profiles, density, quick_links, spacer. */
import { Link } from 'react-router';
import { asList, field, type Entity } from '../../data';
import { useApiGet } from '../../store/queries';
import { SITE_TEXTS } from '../siteTexts';
import { SITE_CSS } from '../siteCss';
import { injectStyles as injectSiteStyles } from '../../styles/inject';
import { BlockTitle, fileHref, Img, Links, Rich, slugify, type BlockProps } from './common';
import { SlideImages } from './heroes';

injectSiteStyles('site-blocks', SITE_CSS);

export function TextBlock({ block }: BlockProps) {
  return (
    <section className="t-text-block">
      <BlockTitle block={block} />
      <Rich html={block.text} />
    </section>
  );
}

export function TextVideo({ block }: BlockProps) {
  const src = fileHref(block.video);
  return (
    <section className="t-split">
      <div>
        <BlockTitle block={block} />
        <Rich html={block.text} />
      </div>
      {src && (
        // Controls of the browser's own (keyboard-usable); inline on phones instead of full
        // screen, muted so a tap plays it without sound surprises; metadata only until played.
        <video className="t-split__media" src={src} controls muted playsInline preload="metadata" aria-label={field(block, 'title') || SITE_TEXTS.video} />
      )}
    </section>
  );
}

export function ImageText({ block, sites }: BlockProps) {
  const width = typeof block.width === 'number' ? block.width : undefined;
  return (
    <section className="t-split">
      <div className="t-split__media" style={width ? { maxWidth: `${width}px` } : undefined}>
        <Img image={block.image} sizes="(min-width: 48rem) 50vw, 100vw" />
      </div>
      <div>
        <BlockTitle block={block} />
        <Rich html={block.text} />
        <Links links={block.links} sites={sites} />
      </div>
    </section>
  );
}

/** A main category node's catalogue page: /shop/catalog/{categoryId}/{slug}. */
export function categoryHref(node: Entity | undefined): string {
  const content = (node?.content ?? {}) as Entity;
  const category = (content.category as Entity | undefined)?.id;
  return typeof category === 'number' ? `/shop/catalog/${category}/${slugify(field(content, 'name'))}` : '/shop/catalog';
}

export function TextText({ block }: BlockProps) {
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  return (
    <section className="t-halves">
      {(['left', 'right'] as const).map((side) => {
        const half = (block[side] ?? {}) as Entity;
        const node = asList(nodes).find((n) => n.id === (half.category as Entity | undefined)?.id);
        return (
          <div className="t-halves__half" key={side}>
            <Img image={half.background} className="t-halves__bg" sizes="(min-width: 48rem) 50vw, 100vw" alt="" />
            <div className="t-halves__body">
              {field(half, 'title') && <h2>{field(half, 'title')}</h2>}
              <Rich html={half.text} />
              {half.category != null && (
                <p><Link className="t-button" to={categoryHref(node)}>{field(half, 'label') || field((node?.content ?? {}) as Entity, 'name')}</Link></p>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}

function ImageGrid({ images }: { images: unknown }) {
  const list = asList(images);
  if (!list.length) return null;
  return (
    <ul className="t-image-grid">
      {list.map((image, index) => (
        <li key={index}><Img image={image} sizes="(min-width: 48rem) 33vw, 50vw" /></li>
      ))}
    </ul>
  );
}

export function TextImages({ block }: BlockProps) {
  return (
    <section className="t-text-block">
      <BlockTitle block={block} />
      <Rich html={block.text} />
      <ImageGrid images={block.images} />
    </section>
  );
}

export function TextImagesCollection({ block }: BlockProps) {
  return (
    <section className="t-text-block">
      <BlockTitle block={block} />
      <Rich html={block.text} />
      <div className="t-collection">
        {asList(block.items).map((item, index) => (
          <article className="t-card t-collection__item" key={index}>
            <ImageGrid images={item.images} />
            <div className="t-collection__body">
              {field(item, 'title') && <h3>{field(item, 'title')}</h3>}
              <Rich html={item.text} />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

export function SliderText({ block }: BlockProps) {
  return (
    <section className={`t-split ${block.mirrored ? 't-split--mirrored' : ''}`}>
      <SlideImages slider={block.slider} label={field(block, 'title') || SITE_TEXTS.slides} className="t-split__media" />
      <div>
        <BlockTitle block={block} />
        <Rich html={block.text} />
      </div>
    </section>
  );
}

export function Gallery({ block }: BlockProps) {
  return (
    <section className="t-text-block">
      <BlockTitle block={block} />
      <ImageGrid images={block.images} />
    </section>
  );
}

export function Profiles({ block }: BlockProps) {
  return (
    <section className="t-text-block">
      <BlockTitle block={block} />
      <ul className="t-profiles">
        {asList(block.items).map((item, index) => {
          const link = item.file as Entity | null;
          const href = fileHref(link?.file);
          return (
            <li className="t-card t-profiles__item" key={index}>
              <Img image={item.image} sizes="(min-width: 48rem) 25vw, 50vw" />
              {href && (
                <a className="t-profiles__file" href={href} target="_blank" rel="noopener noreferrer">
                  {field(link, 'label') || SITE_TEXTS.download}
                </a>
              )}
              <Rich html={item.description} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Density({ block }: BlockProps) {
  const value = typeof block.density === 'number' ? block.density : null;
  return (
    <section className="t-density">
      <div>
        <BlockTitle block={block} />
        <Rich html={block.text} />
      </div>
      {value !== null && (
        <p className="t-density__value">
          <span className="t-visually-hidden">{SITE_TEXTS.density}: </span>
          <strong>{value.toLocaleString('de-DE')}</strong> {SITE_TEXTS.densityUnit}
        </p>
      )}
    </section>
  );
}

export function QuickLinks({ block, sites }: BlockProps) {
  return (
    <section className="t-quick-links">
      <BlockTitle block={block} />
      <Links links={block.links} sites={sites} className="t-quick-links__list" buttons={false} />
    </section>
  );
}

export function Spacer({ block }: BlockProps) {
  const size = block.size === 'small' || block.size === 'large' ? block.size : 'medium';
  return <div className={`t-spacer t-spacer--${size}`} aria-hidden="true" />;
}
