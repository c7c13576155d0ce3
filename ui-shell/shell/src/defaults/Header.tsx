/** Default of slot "header": shop name and the main navigation. */
import { Slot, useConfig, useResource } from '@tresen/sdk';
import { Link } from 'react-router';
import { navigationLinks } from '../data';
import { NavigationItem } from './NavigationItem';

export function Header() {
  const config = useConfig();
  const { data: navigations } = useResource('/api/navigations', { record: false });
  const links = navigationLinks(navigations, 'main');
  return (
    <header className="t-header">
      <Link to="/" className="t-brand">
        {config.shopName || config.title || 'Tresen'}
      </Link>
      {links.length > 0 && (
        <nav>
          {links.map((link) => (
            <Slot key={link.href} name="navigation.item" default={NavigationItem} props={link} />
          ))}
        </nav>
      )}
    </header>
  );
}
