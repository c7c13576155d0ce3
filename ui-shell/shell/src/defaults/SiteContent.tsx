/** Default of slot "site.content": title and text of the site found by path. */
import { useConfig, useResource } from '@tresen/sdk';
import { Link } from 'react-router';
import { field, findSite } from '../data';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';

export interface SiteContentProps {
  path: string;
}

export function SiteContent({ path }: SiteContentProps) {
  const config = useConfig();
  const { data: sites, loading } = useResource('/api/sites', { record: false });
  const site = findSite(sites, path);
  const title = site ? field(site, 'title', 'name') : path === '/' ? config.shopName || TEXTS.welcome : TEXTS.notFound;
  useDocumentTitle(path === '/' ? undefined : title);
  if (loading) return null;
  if (!site && path !== '/') {
    return (
      <section data-testid="tresen-not-found">
        <h1>{TEXTS.notFound}</h1>
        <p>{TEXTS.notFoundText}</p>
        <Link to="/">{TEXTS.toHome}</Link>
      </section>
    );
  }
  const text = site ? field(site, 'text', 'content', 'description') : config.description || '';
  return (
    <section data-testid="tresen-site">
      <h1>{title}</h1>
      {text && <p>{text}</p>}
    </section>
  );
}
