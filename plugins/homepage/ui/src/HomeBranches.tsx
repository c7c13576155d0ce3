/**
 * The single-branch home page (001 §2): three teasers for the main branch (order online →
 * /store/{identifier}, call by phone, directions in a maps service), opening and delivery
 * hours per branch with a toggle, and the contact block (name, street, zipCode, city,
 * phone, email, website).
 */
import { useConfig, useResource, type Branch, type HomeBranchesProps } from '@tresen/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { TEXTS } from './texts';

interface BranchState {
  opening: { state: 'open' | 'closingSoon' | 'closed'; text: string };
  openingHours: string[];
  deliveryHours: string[] | null;
}

const CSS = `
.t-hp { display: grid; gap: 2rem; }
.t-hp__teasers { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); }
.t-hp__teaser { position: relative; padding: 1.25rem; display: grid; gap: .35rem; align-content: start; }
.t-hp__teaser:focus-within { outline: 3px solid var(--t-focus); outline-offset: 2px; }
.t-hp__teaser a { text-decoration: none; font-size: 1.2rem; font-weight: 700; }
.t-hp__teaser a::after { content: ""; position: absolute; inset: 0; }
.t-hp__teaser a:focus-visible { outline: none; }
.t-hp__teaser p { margin: 0; color: var(--t-muted); }
.t-hp .t-hp__teaser--primary { background: var(--t-primary); color: var(--t-on-primary); }
.t-hp .t-hp__teaser--primary a, .t-hp .t-hp__teaser--primary p { color: inherit; }
.t-hp__grid { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); }
.t-hp__box { padding: 1.25rem; display: grid; gap: .75rem; align-content: start; }
.t-hp__box h3 { margin: 0; }
.t-hp__toggle { display: inline-flex; border: 1px solid var(--t-border); border-radius: 999px; padding: .2rem; gap: .2rem; justify-self: start; }
.t-hp__toggle button { border: 0; background: transparent; font: inherit; padding: .35rem .9rem; border-radius: 999px; cursor: pointer; min-height: 2.25rem; color: inherit; }
.t-hp__toggle button[aria-pressed="true"] { background: var(--t-primary); color: var(--t-on-primary); font-weight: 600; }
.t-hp__hours { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.t-hp address { font-style: normal; line-height: 1.7; }
`;

function directionsUrl(branch: Branch): string {
  const lat = branch.latitude;
  const lon = branch.longitude;
  const destination =
    typeof lat === 'number' && typeof lon === 'number' && (lat !== 0 || lon !== 0)
      ? `${lat},${lon}`
      : `${branch.street ?? ''}, ${branch.zipCode ?? ''} ${branch.city ?? ''}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

function Teasers({ branch }: { branch: Branch }) {
  const phone = branch.phone?.trim();
  return (
    <section aria-label={TEXTS.teasers}>
      <ul className="t-hp__teasers" data-testid="homepage-teasers">
        <li className="t-card t-hp__teaser t-hp__teaser--primary">
          <Link to={`/store/${encodeURIComponent(branch.identifier)}`}>{TEXTS.orderOnline} →</Link>
          <p>{TEXTS.orderOnlineText}</p>
        </li>
        {phone && (
          <li className="t-card t-hp__teaser">
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{TEXTS.call}</a>
            <p>{TEXTS.callText(phone)}</p>
          </li>
        )}
        <li className="t-card t-hp__teaser">
          <a href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
            {TEXTS.directions}
          </a>
          <p>{TEXTS.directionsText}</p>
        </li>
      </ul>
    </section>
  );
}

function Hours({ branch }: { branch: Branch }) {
  const { data: state } = useResource<BranchState>(`/api/branches/${branch.id}/state`, { record: false });
  const [kind, setKind] = useState<'opening' | 'delivery'>('opening');
  const delivery = branch.isDeliveryEnabled && state?.deliveryHours?.length ? state.deliveryHours : null;
  const lines = kind === 'delivery' && delivery ? delivery : (state?.openingHours ?? []);
  const open = state?.opening.state;
  return (
    <div className="t-card t-hp__box" data-testid="homepage-hours" data-branch={branch.identifier}>
      <h3>
        {branch.name} {open && <span className={`t-pill t-pill--${open}`}>{TEXTS.stateLabels[open]}</span>}
      </h3>
      {delivery && (
        <div className="t-hp__toggle" role="group" aria-label={TEXTS.hoursOf(branch.name)}>
          {(['opening', 'delivery'] as const).map((value) => (
            <button key={value} type="button" aria-pressed={kind === value} onClick={() => setKind(value)}>
              {value === 'opening' ? TEXTS.openingHours : TEXTS.deliveryHours}
            </button>
          ))}
        </div>
      )}
      {lines.length ? (
        <ul className="t-hp__hours">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        state && <p>{TEXTS.noHours}</p>
      )}
    </div>
  );
}

function Contact({ branch, website }: { branch: Branch; website: string }) {
  const phone = branch.phone?.trim();
  return (
    <address data-testid="homepage-contact" data-branch={branch.identifier}>
      <strong>{branch.name}</strong>
      <br />
      {branch.street}
      <br />
      {branch.zipCode} {branch.city}
      <br />
      {TEXTS.country}
      {phone && (
        <>
          <br />
          {TEXTS.phone}: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </>
      )}
      {branch.email && (
        <>
          <br />
          {TEXTS.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </>
      )}
      {website && (
        <>
          <br />
          {TEXTS.website}: <a href={website}>{website.replace(/^https?:\/\//, '')}</a>
        </>
      )}
    </address>
  );
}

/** Override of slot "home.branches". */
export function HomeBranches({ branches }: HomeBranchesProps) {
  const config = useConfig();
  const website = typeof config.website === 'string' && /^https?:\/\//.test(config.website) ? config.website : '';
  const main = branches[0];
  if (!main) return null;
  return (
    <div className="t-hp" data-testid="homepage">
      <style>{CSS}</style>
      <Teasers branch={main} />
      <section aria-labelledby="t-hp-hours">
        <h2 id="t-hp-hours">{TEXTS.hours}</h2>
        <div className="t-hp__grid">
          {branches.map((branch) => (
            <Hours key={branch.id} branch={branch} />
          ))}
        </div>
      </section>
      <section aria-labelledby="t-hp-contact">
        <h2 id="t-hp-contact">{TEXTS.contact}</h2>
        <div className="t-card t-hp__box t-hp__grid">
          {branches.map((branch) => (
            <Contact key={branch.id} branch={branch} website={website} />
          ))}
        </div>
      </section>
    </div>
  );
}
