/** Breadcrumbs of the shop pages (002 §2.3, §2.5, §2.6): the last one is the current page. */
import { Link } from 'react-router';
import { SHOP_TEXTS } from './texts';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={SHOP_TEXTS.breadcrumbs} className="t-shop-crumbs">
      <ol>
        {items.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < items.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const SHOP_CRUMBS: Crumb[] = [
  { label: SHOP_TEXTS.home, to: '/' },
  { label: SHOP_TEXTS.shop, to: '/shop/catalog' },
];
