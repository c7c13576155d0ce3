/**
 * Default of slot "site.content": the page of a path (site/SiteContent.tsx, loaded on
 * demand): the home intro, legal pages, site pages with their forms, the not-found text.
 */
import type { SiteContentProps } from '@tresen/sdk';
import { lazy, Suspense } from 'react';

const Content = lazy(() => import(/* webpackChunkName: "site" */ '../site/SiteContent'));

export function SiteContent(props: SiteContentProps) {
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
