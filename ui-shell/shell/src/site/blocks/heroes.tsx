/** The heroes of 002 §2.9: main, sub (price list), map (after consent), shop (breadcrumbs, slider). */
import { giveConsent, useConsent } from '@tresen/sdk';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../title';
import { SITE_CSS } from '../siteCss';
import { injectStyles } from '../../styles/inject';
import { Blocks } from './index';
import { asList, field, type Entity } from '../../data';
import { SITE_TEXTS } from '../siteTexts';
import { BlockTitle, fileHref, Img, Links, Rich, type BlockProps } from './common';
import { Slider } from './Slider';

injectStyles('site-blocks', SITE_CSS);

export function SlideImages({ slider, label, threshold, className }: { slider: unknown; label: string; threshold?: number; className?: string }) {
  const slides = asList((slider as Entity | null)?.slides);
  return (
    <Slider
      count={slides.length}
      duration={(slider as Entity | null)?.duration as number | null}
      threshold={threshold}
      label={label}
      className={className}
      render={(i, textShown) => {
        const slide = slides[i];
        const image = slide.image ?? asList(slide.images)[0];
        return (
          <>
            <Img image={image} sizes="(min-width: 72rem) 72rem, 100vw" eager={i === 0} />
            {textShown && field(slide, 'text') && <Rich html={slide.text} className="t-slider__text t-prose" />}
          </>
        );
      }}
    />
  );
}

export function HeroMain({ block, sites, first }: BlockProps) {
  const Title = first ? 'h1' : 'h2';
  return (
    <section className="t-hero-block t-hero-block--main">
      {block.slider ? <SlideImages slider={block.slider} label={field(block, 'title') || SITE_TEXTS.slides} className="t-hero-block__media" /> : <Img image={block.background} className="t-hero-block__bg" eager={first} />}
      <div className="t-hero-block__body">
        {field(block, 'title') && <Title>{field(block, 'title')}</Title>}
        <Rich html={block.leadText} className="t-hero-block__lead" />
        <Links links={block.links} sites={sites} />
      </div>
    </section>
  );
}

export function HeroSub({ block, first }: BlockProps) {
  const Title = first ? 'h1' : 'h2';
  const link = block.link as Entity | null;
  const href = fileHref(link?.file);
  return (
    <section className="t-hero-block t-hero-block--sub">
      <Img image={block.background} className="t-hero-block__bg" eager={first} />
      <div className="t-hero-block__body">
        {field(block, 'title') && <Title>{field(block, 'title')}</Title>}
        <Rich html={block.leadText} className="t-hero-block__lead" />
        {href && (
          <p className="t-actions">
            <a className="t-button" href={href} target="_blank" rel="noopener noreferrer" download>
              {field(link, 'label') || SITE_TEXTS.download}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** The map is a third-party page: embedded only once the visitor accepted cookies. */
export function HeroMap({ block }: BlockProps) {
  const consent = useConsent();
  const title = field(block, 'title') || SITE_TEXTS.map;
  return (
    <section className="t-map-block">
      <BlockTitle block={block} />
      {consent ? (
        <iframe className="t-map-block__frame" src={field(block, 'iframe')} title={title} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div className="t-map-block__placeholder">
          <p>{SITE_TEXTS.mapConsent}</p>
          <button type="button" className="t-button" onClick={giveConsent}>{SITE_TEXTS.acceptCookies}</button>
        </div>
      )}
    </section>
  );
}

export function HeroShop({ block, first }: BlockProps) {
  const Title = first ? 'h1' : 'h2';
  const section = block.kind === 'woods' ? SITE_TEXTS.woods : SITE_TEXTS.products;
  const title = field(block, 'title');
  return (
    <section className="t-hero-shop">
      <nav aria-label={SITE_TEXTS.breadcrumbs} className="t-breadcrumbs">
        <ol>
          <li><Link to="/">{SITE_TEXTS.home}</Link></li>
          <li>{block.kind === 'woods' ? section : <Link to="/shop/catalog">{section}</Link>}</li>
          {title && title !== section && <li aria-current="page">{title}</li>}
        </ol>
      </nav>
      {title && <Title>{title}</Title>}
      <SlideImages slider={block.slider} label={title || section} />
    </section>
  );
}

/** A wood (/unser-holz/{slug}) or construction (/holzverarbeitung/{slug}) page: name, teaser, its blocks and the teaser's image slider. */
export function NodePage({ node }: { node: Entity }) {
  const content = (node.content ?? {}) as Entity;
  const name = field(content, 'name');
  useDocumentTitle(name);
  const teaser = (content.teaser ?? {}) as Entity;
  const slider = (teaser.slider ?? {}) as Entity;
  const images = asList(slider.images);
  return (
    <article className="t-site t-site--blocks t-node-page" data-testid="tresen-site" data-node-type={field(node, 'type')}>
      <section className="t-hero-block t-hero-block--sub">
        <Img image={content.image} className="t-hero-block__bg" eager />
        <div className="t-hero-block__body">
          <h1>{name}</h1>
          <Rich html={teaser.text} className="t-hero-block__lead" />
        </div>
      </section>
      <Blocks items={content.body} headed />
      {images.length > 0 && (
        <div className="t-block" data-block="node_teaser_slider">
          <SlideImages slider={{ duration: slider.duration, slides: images.map((image) => ({ image })) }} label={name} threshold={0.5} />
        </div>
      )}
    </article>
  );
}

