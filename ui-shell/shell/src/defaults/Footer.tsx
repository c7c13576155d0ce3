/**
 * Default of slot "footer" (000 §2): the public, enabled branches with their address,
 * the public navigations footer-products, footer-main and quick-links, the legal pages
 * (their own page when the text is configured, else the configured external address),
 * plugin actions ('App installieren') and the year text. With exactly one branch the
 * footer links straight to its store.
 */
import { Slot, useConfig, type Branch, type Config } from '@tresen/sdk';
import { Link } from 'react-router';
import { absoluteHref, navigationLinks, type Link as NavLink } from '../data';
import { isPublicBranch, useApiGet, useBranches } from '../store/queries';
import { TEXTS } from '../texts';
import { NavigationItem } from './NavigationItem';

export const FOOTER_NAVIGATIONS = ['footer-products', 'footer-main', 'quick-links'];

/** Config key → the path of its page (000 §2). */
export const LEGAL_PAGES: Record<string, string> = {
  termsAndConditions: '/site/terms-and-conditions',
  privacyPolicy: '/site/privacy',
  imprint: '/site/imprint',
  allergens: '/site/allergens',
};

/** The legal links: the page when its text is configured, else the external address, else nothing. */
export function legalLinks(config: Config): NavLink[] {
  return Object.entries(LEGAL_PAGES)
    .map(([key, path]) => {
      const text = config[`${key}Text`];
      const url = config[key];
      const href = typeof text === 'string' && text.trim() ? path : typeof url === 'string' ? absoluteHref(url) : '';
      return { label: TEXTS.legalLinks[key], href };
    })
    .filter((link) => link.href);
}

function BranchAddress({ branch }: { branch: Branch }) {
  return (
    <address>
      <strong>{branch.name}</strong>
      <br />
      {branch.street}
      <br />
      {branch.zipCode} {branch.city}
      <br />
      {TEXTS.country}
      {branch.phone && (
        <>
          <br />
          {TEXTS.phone}: <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
        </>
      )}
      {branch.email && (
        <>
          <br />
          {TEXTS.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </>
      )}
    </address>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Slot name="navigation.item" default={NavigationItem} props={link} />
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const config = useConfig();
  const { branches: all } = useBranches();
  const { data: navigations } = useApiGet<unknown>('/api/navigations');
  const branches = all.filter(isPublicBranch);
  const single = branches.length === 1 ? branches[0] : null;
  const legal = legalLinks(config);
  return (
    <footer className="t-footer t-dark" data-testid="tresen-footer">
      <div className="t-footer__inner">
        {branches.length > 0 && (
          <section aria-labelledby="t-footer-branches">
            <h2 id="t-footer-branches">{TEXTS.footerBranches}</h2>
            {branches.map((branch) => (
              <BranchAddress key={branch.id} branch={branch} />
            ))}
            {single && (
              <p>
                <Link className="t-button t-button--ghost" to={`/store/${single.identifier}`}>
                  {TEXTS.orderOnline}
                </Link>
              </p>
            )}
          </section>
        )}
        {FOOTER_NAVIGATIONS.map((identifier) => {
          const links = navigationLinks(navigations, identifier);
          return links.length === 0 ? null : (
            <nav key={identifier} aria-labelledby={`t-footer-${identifier}`} data-navigation={identifier}>
              <h2 id={`t-footer-${identifier}`}>{TEXTS.footerNavigations[identifier]}</h2>
              <LinkList links={links} />
            </nav>
          );
        })}
      </div>
      <div className="t-footer__bottom">
        <p style={{ margin: 0 }}>
          © {TEXTS.yearText} {String(config.businessName || config.shopName || '')}
        </p>
        {legal.length > 0 && (
          <nav aria-label={TEXTS.legal}>
            <LinkList links={legal} />
          </nav>
        )}
        <Slot name="footer.actions" />
      </div>
    </footer>
  );
}
