/** Default of slot "navigation.item": paths of this site route in the app, other addresses are plain links. */
import type { NavigationItemProps } from '@tresen/sdk';
import { Link, useLocation } from 'react-router';

export function NavigationItem({ label, href, onNavigate }: NavigationItemProps) {
  const { pathname } = useLocation();
  const internal = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/backend');
  const current = internal && pathname === href ? 'page' : undefined;
  return internal ? (
    <Link to={href} aria-current={current} onClick={onNavigate}>
      {label}
    </Link>
  ) : (
    <a href={href} onClick={onNavigate}>
      {label}
    </a>
  );
}
