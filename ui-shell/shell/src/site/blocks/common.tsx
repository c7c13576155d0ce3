/**
 * What every block uses: image references as size variants with srcset (/image/{size}/…),
 * sanitised rich text (the server cleans it on save), the link types of 002 §2.10 and the
 * slug rule of 002 §5.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { asList, field, type Entity } from '../../data';

export type Block = Entity & { type: string };

export interface ImageRef {
  id: number;
  version?: number;
  extension?: string | null;
  alt?: string;
}

/** Size variants of 002 §7 (px wide) that srcset offers. */
const SIZES: [string, number][] = [['tiny', 256], ['small', 640], ['medium', 1280], ['large', 1920]];

export function imageRef(value: unknown): ImageRef | null {
  const ref = value as ImageRef | null | undefined;
  return ref && typeof ref.id === 'number' && ref.extension ? ref : null;
}

export const imageSrc = (image: ImageRef, size = 'medium') => `/image/${size}/${image.id}-${image.version ?? 1}.${image.extension}`;

export function Img({ image, sizes = '100vw', className, alt, eager }: { image: unknown; sizes?: string; className?: string; alt?: string; eager?: boolean }) {
  const ref = imageRef(image);
  if (!ref) return null;
  return (
    <img
      className={className}
      src={imageSrc(ref)}
      srcSet={SIZES.map(([size, width]) => `${imageSrc(ref, size)} ${width}w`).join(', ')}
      sizes={sizes}
      alt={alt ?? ref.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => event.currentTarget.setAttribute('data-state', 'error')}
    />
  );
}

/** Rich text from the server (sanitised there with nh3 on every save). */
export function Rich({ html, className = 't-prose' }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || !html.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** 002 §5: lowercase, umlauts spelled out, spaces to hyphens, others dropped. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export function fileHref(file: unknown): string {
  const f = file as Entity | null | undefined;
  if (!f || typeof f.id !== 'number') return '';
  return `/upload/${field(f, 'publicHash')}/${f.id}-${f.version ?? 1}.${field(f, 'extension')}`;
}

/** Target of a link of 002 §2.10, and whether it leaves the router. */
export function linkTarget(link: Entity, sites: Entity[]): { href: string; router: boolean; blank: boolean } {
  switch (link.type) {
    case 'site': {
      const id = (link.reference as Entity | undefined)?.id;
      const site = sites.find((s) => s.id === id);
      return { href: '/' + field(site, 'path').replace(/^\/+/, ''), router: true, blank: false };
    }
    case 'router':
      return { href: field(link, 'to'), router: true, blank: false };
    case 'mailto':
      return { href: `mailto:${field(link, 'mailto')}`, router: false, blank: false };
    case 'phone':
      return { href: `tel:${field(link, 'phone').replace(/[^+0-9]/g, '')}`, router: false, blank: false };
    case 'file':
      return { href: fileHref(link.file), router: false, blank: true };
    default:
      return { href: field(link, 'href'), router: false, blank: link.target === '_blank' };
  }
}

export function SmartLink({ href, router, blank, className, children }: { href: string; router?: boolean; blank?: boolean; className?: string; children: ReactNode }) {
  if (router !== false && href.startsWith('/') && !href.startsWith('/upload/')) {
    return <Link to={href} className={className}>{children}</Link>;
  }
  return (
    <a href={href} className={className} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function Links({ links, sites, className = 't-actions', buttons = true }: { links: unknown; sites: Entity[]; className?: string; buttons?: boolean }) {
  const list = asList(links);
  if (!list.length) return null;
  return (
    <p className={className}>
      {list.map((link, index) => {
        const target = linkTarget(link, sites);
        return (
          <SmartLink key={index} {...target} className={buttons ? `t-button ${index ? 't-button--ghost' : ''}` : undefined}>
            {field(link, 'label') || target.href}
          </SmartLink>
        );
      })}
    </p>
  );
}

export function BlockTitle({ block, level = 2 }: { block: Entity; level?: 1 | 2 | 3 }) {
  const title = field(block, 'title');
  if (!title) return null;
  const Tag = `h${level}` as 'h2';
  return <Tag className="t-block__title">{title}</Tag>;
}

/** What a block needs from the page: the site list (site links) and the heading level. */
export interface BlockProps {
  block: Block;
  sites: Entity[];
  first: boolean;
}
