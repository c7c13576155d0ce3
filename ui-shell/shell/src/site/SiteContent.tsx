/**
 * The default of slot "site.content": the page of a path. The home page shows title and
 * description from the configuration; a legal page (/site/privacy …) shows its configured
 * text; any other path the site found by its path, its text blocks and a form block's form
 * (the contact page). Nothing found once loading finished: the spec's not-found text.
 *
 * Sites render their blocks (./blocks, 002 §2.9); the home site (empty path) gets the home
 * style; wood and construction nodes have pages of their own (002 §2.1).
 */
import { useConfig, type SiteContentProps } from '@tresen/sdk';
import { asList, field, findSite, siteParagraphs, type Entity } from '../data';
import { useApiGet } from '../store/queries';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { LEGAL_PAGES } from '../defaults/Footer';
import { NotFound } from '../defaults/NotFound';

import { Blocks, NodePage } from './blocks';
import { Rich, slugify } from './blocks/common';

/** First path segment → node type of a node page (002 §2.1). */
const NODE_TYPES: Record<string, string> = { 'unser-holz': 'wood', holzverarbeitung: 'construction' };

function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <div className="t-prose">
      {texts.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

function HomeIntro() {
  const config = useConfig();
  useDocumentTitle(undefined);
  const title = String(config.title || config.shopName || '');
  const description = String(config.description || '');
  return (
    <section className="t-hero" data-testid="tresen-site">
      <h1>{title}</h1>
      {description && <p className="t-hero__lead">{description}</p>}
    </section>
  );
}

function LegalPage({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <article className="t-site" data-testid="tresen-site">
      <h1>{title}</h1>
      <Paragraphs texts={text.split(/\n\s*\n/).map((t) => t.trim()).filter(Boolean)} />
    </article>
  );
}

const HEROES = ['hero_main', 'hero_sub', 'hero_shop'];
const isHeroFirst = (items: Entity[]) => HEROES.includes(field(items[0], 'type'));

/** The two site types (002 §2.10); any other shows the error 500 view, its content not. */
const SITE_TYPES = ['default', 'simple'];
const SERVER_ERROR = ['500 Internal Server Error', 'Leider ist ein interner Fehler aufgetreten.'];

/** The body of a site: a standard page's blocks, or a simple page's one rich text. */
function SiteBody({ site, home }: { site: Entity; home?: boolean }) {
  const content = site.content;
  if (!SITE_TYPES.includes(field(site, 'type') || 'default')) {
    return (
      <div data-testid="tresen-site-error">
        <h1 className="t-site__title">{SERVER_ERROR[0]}</h1>
        <p>{SERVER_ERROR[1]}</p>
      </div>
    );
  }
  if (Array.isArray(content)) {
    const items = asList(content);
    const heroFirst = isHeroFirst(items);
    return (
      <>
        {!heroFirst && !home && <h1 className="t-site__title">{field(site, 'title', 'name')}</h1>}
        {!heroFirst && home && <h1 className="t-visually-hidden">{field(site, 'title', 'name')}</h1>}
        <Blocks items={items} headed={!heroFirst} />
      </>
    );
  }
  const body = (content as Entity | null)?.body;
  return (
    <>
      <h1 className="t-site__title">{field(site, 'title', 'name')}</h1>
      {typeof body === 'string' ? <Rich html={body} /> : <Paragraphs texts={siteParagraphs(site)} />}
    </>
  );
}

function SitePage({ site, home }: { site: Entity; home?: boolean }) {
  const title = field(site, 'title', 'name');
  useDocumentTitle(home ? undefined : title);
  const draft = site.isPublic === false;
  return (
    <article className={`t-site t-site--blocks ${home ? 't-site--home' : ''} ${draft ? 't-site--draft' : ''}`} data-testid="tresen-site">
      {draft && <p className="t-pill t-pill--neutral">{TEXTS.draft}</p>}
      <SiteBody site={site} home={home} />
    </article>
  );
}

function findNode(nodes: unknown, path: string): Entity | undefined {
  const [prefix, slug, ...rest] = path.split('/').filter(Boolean);
  const type = NODE_TYPES[prefix ?? ''];
  if (!type || !slug || rest.length) return undefined;
  return asList(nodes).find((n) => n.type === type && n.isPublic !== false && (slugify(field((n.content ?? {}) as Entity, 'name')) || field(n, 'identifier')) === slug);
}

function HomePage({ sites }: { sites: unknown }) {
  const home = asList(sites).find((s) => !field(s, 'path').replace(/\//g, '') && Array.isArray(s.content) && s.isPublic !== false);
  return home ? <SitePage site={home} home /> : <HomeIntro />;
}

export default function SiteContent({ path }: SiteContentProps) {
  const config = useConfig();
  const { data: sites, isPending } = useApiGet<unknown>('/api/sites');
  const { data: nodes, isPending: nodesPending } = useApiGet<unknown>('/api/nodes');
  if (path === '/') return isPending ? null : <HomePage sites={sites} />;
  const legal = Object.entries(LEGAL_PAGES).find(([, page]) => page === path.replace(/\/+$/, ''));
  const legalText = legal ? config[`${legal[0]}Text`] : undefined;
  if (legal && typeof legalText === 'string' && legalText.trim()) {
    return <LegalPage title={TEXTS.legalTitles[legal[0]]} text={legalText} />;
  }
  const site = findSite(sites, path.replace(/^\/site\//, '/')) ?? findSite(sites, path);
  if (site) return <SitePage site={site} />;
  const node = findNode(nodes, path);
  if (node) return <NodePage node={node} />;
  return isPending || nodesPending ? null : <NotFound />;
}
