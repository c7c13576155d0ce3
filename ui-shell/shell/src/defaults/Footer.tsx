/** Default of slot "footer": public branches, footer navigations, actions, year text. */
import { Slot, useConfig, useResource } from '@tresen/sdk';
import { Link } from 'react-router';
import { asList, field, isPublicBranch, navigationLinks, type Entity } from '../data';
import { TEXTS } from '../texts';
import { NavigationItem } from './NavigationItem';

const FOOTER_NAVIGATIONS = ['footer-products', 'footer-main', 'quick-links'];

function BranchAddress({ branch }: { branch: Entity }) {
  const phone = field(branch, 'phone', 'telephone');
  const email = field(branch, 'email');
  return (
    <address>
      <strong>{field(branch, 'name')}</strong>
      <br />
      {field(branch, 'street')}
      <br />
      {field(branch, 'zipCode', 'zip', 'postalCode')} {field(branch, 'city')}
      <br />
      {TEXTS.country}
      {phone && (
        <>
          <br />
          {TEXTS.phone}: <a href={`tel:${phone}`}>{phone}</a>
        </>
      )}
      {email && (
        <>
          <br />
          {TEXTS.email}: <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
    </address>
  );
}

export function Footer() {
  const config = useConfig();
  const { data: branchData } = useResource('/api/branches', { record: false });
  const { data: navigations } = useResource('/api/navigations', { record: false });
  const branches = asList(branchData).filter(isPublicBranch);
  const single = branches.length === 1 ? field(branches[0], 'identifier', 'id') : '';

  return (
    <footer className="t-footer" data-testid="tresen-footer">
      {branches.map((branch) => (
        <BranchAddress key={field(branch, 'id', 'identifier', 'name')} branch={branch} />
      ))}
      {FOOTER_NAVIGATIONS.map((identifier) => {
        const links = navigationLinks(navigations, identifier);
        return links.length === 0 ? null : (
          <nav key={identifier} aria-label={identifier}>
            {links.map((link) => (
              <div key={link.href}>
                <Slot name="navigation.item" default={NavigationItem} props={link} />
              </div>
            ))}
          </nav>
        );
      })}
      <div>
        {single && <Link to={`/store/${single}`}>{TEXTS.orderOnline}</Link>}
        <Slot name="footer.actions" />
        <p>
          © {TEXTS.yearText} {config.shopName ?? ''}
        </p>
      </div>
    </footer>
  );
}
