/**
 * The default of slot "site.content": the page of a path. The home page shows title and
 * description from the configuration; a legal page (/site/privacy …) shows its configured
 * text; any other path the site found by its path, its text blocks and a form block's form
 * (the contact page). Nothing found once loading finished: the spec's not-found text.
 */
import { useConfig, type SiteContentProps } from '@tresen/sdk';
import { lazy, Suspense } from 'react';
import { asList, field, findSite, siteParagraphs, type Entity } from '../data';
import { useApiGet } from '../store/queries';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { LEGAL_PAGES } from '../defaults/Footer';
import { NotFound } from '../defaults/NotFound';

const ContactForm = lazy(() => import(/* webpackChunkName: "contact" */ '../pages/ContactForm'));

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

function formOf(site: Entity): number | null {
  const blocks = Array.isArray(site.content) ? site.content : [];
  for (const block of asList(blocks)) {
    const ref = block.form as { id?: unknown } | undefined;
    if (field(block, 'type') === 'form' && typeof ref?.id === 'number') return ref.id;
  }
  return null;
}

function SitePage({ site }: { site: Entity }) {
  const title = field(site, 'title', 'name');
  useDocumentTitle(title);
  const draft = site.isPublic === false;
  const form = formOf(site);
  return (
    <article className={`t-site ${draft ? 't-site--draft' : ''}`} data-testid="tresen-site">
      {draft && <p className="t-pill t-pill--neutral">{TEXTS.draft}</p>}
      <h1>{title}</h1>
      {field(site, 'description') && <p className="t-hero__lead">{field(site, 'description')}</p>}
      <Paragraphs texts={siteParagraphs(site)} />
      {form !== null && (
        <Suspense fallback={null}>
          <ContactForm formId={form} />
        </Suspense>
      )}
    </article>
  );
}

export default function SiteContent({ path }: SiteContentProps) {
  const config = useConfig();
  const { data: sites, isPending } = useApiGet<unknown>('/api/sites');
  if (path === '/') return <HomeIntro />;
  const legal = Object.entries(LEGAL_PAGES).find(([, page]) => page === path.replace(/\/+$/, ''));
  const legalText = legal ? config[`${legal[0]}Text`] : undefined;
  if (legal && typeof legalText === 'string' && legalText.trim()) {
    return <LegalPage title={TEXTS.legalTitles[legal[0]]} text={legalText} />;
  }
  const site = findSite(sites, path);
  if (site) return <SitePage site={site} />;
  return isPending ? null : <NotFound />;
}
