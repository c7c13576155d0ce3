/** Default of slot "navigation.item": internal paths route in the app, others are plain links. */
import { Link } from 'react-router';

export interface NavigationItemProps {
  label: string;
  href: string;
}

export function NavigationItem({ label, href }: NavigationItemProps) {
  const internal = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/backend');
  return internal ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>;
}
