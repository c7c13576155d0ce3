/**
 * / (001 §2 "Branch list"): title and description from the configuration (slot
 * "site.content"), a card per branch with its images, logo, address and live open state
 * (slot "home.branches": the homepage plugin puts its single-branch page there), then the
 * plugins' home sections (map, …). Plugins filter the list through slot "home.filters"
 * (search, tags); while a filter is active a counter says how many are shown (001 §2).
 */
import { Slot, useCurrentUser, isStaff, type Branch, type HomeBranchesProps } from '@tresen/sdk';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../defaults/Loader';
import { SiteContent } from '../defaults/SiteContent';
import { whenText } from '../store/hours';
import { imageUrl, isPublicBranch, useBranches, useBranchState, useImage } from '../store/queries';
import { enabledTypes } from '../store/useCart';
import { HOME_CSS } from '../styles/home';
import { injectStyles } from '../styles/inject';
import { TEXTS } from '../texts';

injectStyles('home', HOME_CSS);

function BranchCard({ branch }: { branch: Branch }) {
  const active = isPublicBranch(branch);
  const { data: state } = useBranchState(branch);
  const image = useImage(branch.images?.[0]);
  const logo = useImage(branch.logo);
  const href = `/store/${encodeURIComponent(branch.identifier)}`;
  const tz = (branch.timezone as string | undefined) || 'Europe/Vienna';
  const opening = state?.opening;
  const delivery = branch.isDeliveryEnabled ? state?.delivery : null;
  return (
    <li className={`t-branch-card t-card ${active ? '' : 't-branch-card--inactive'}`} data-testid="tresen-branch-card" data-branch={branch.identifier}>
      <div className="t-branch-card__media">
        {image.data ? <img src={imageUrl(image.data)} alt="" loading="lazy" /> : <span className="t-branch-card__placeholder" aria-hidden="true">
            <span>{branch.city || branch.name}</span>
          </span>}
        {logo.data && <img className="t-branch-card__logo" src={imageUrl(logo.data)} alt="" />}
      </div>
      <div className="t-branch-card__body">
        <h3>
          <Link to={href} className="t-stretched">
            {branch.name}
          </Link>
        </h3>
        <p className="t-muted">
          {branch.street}, {branch.zipCode} {branch.city}
        </p>
        {!active && <span className="t-pill t-pill--neutral">{TEXTS.notPublic}</span>}
        {opening && (
          <div className="t-branch-card__state" data-testid="tresen-branch-state" data-state={opening.state}>
            <span className={`t-pill t-pill--${opening.state}`}>{TEXTS.stateLabels[opening.state]}</span>
            <span className="t-small">
              {opening.state === 'closed'
                ? opening.nextOpening
                  ? TEXTS.nextOpening(whenText(opening.nextOpening, tz))
                  : branch.closedMessage || ''
                : `${TEXTS.orderTypes.takeaway}: ${opening.text}`}
            </span>
            {delivery && <span className="t-small">{TEXTS.deliveryState(delivery.state === 'closed' && delivery.nextOpening ? `${TEXTS.stateLabels.closed}, ${whenText(delivery.nextOpening, tz)}` : delivery.text)}</span>}
          </div>
        )}
        <ul className="t-branch-card__types" aria-label={TEXTS.orderType}>
          {enabledTypes(branch).map((type) => (
            <li key={type}>{TEXTS.orderTypes[type]}</li>
          ))}
        </ul>
        <span className="t-branch-card__cta" aria-hidden="true">
          {TEXTS.toMenu} →
        </span>
      </div>
    </li>
  );
}

/** Default of slot "home.branches": a card per branch. */
export function BranchList({ branches }: HomeBranchesProps) {
  return (
    <section className="t-branches" aria-labelledby="t-branches-title">
      <h2 id="t-branches-title">{TEXTS.ourBranches}</h2>
      {branches.length === 0 ? (
        <p>{TEXTS.noResults}</p>
      ) : (
        <ul className="t-branch-list">
          {branches.map((branch) => (
            <BranchCard key={branch.id} branch={branch} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Keep = (branch: Branch) => boolean;

/** 001 §2, shown while a filter is active. */
const branchCount = (n: number, m: number) => `${n} von ${m} Filialen werden angezeigt.`;

export default function HomePage() {
  const { branches, isPending } = useBranches();
  const staff = isStaff(useCurrentUser());
  const visible = branches.filter((b) => b.isEnabled !== false && (staff || isPublicBranch(b)));
  // Filters of plugins (slot "home.filters": search, tags), by their key.
  const [filters, setFilters] = useState<Record<string, Keep>>({});
  const setFilter = useCallback(
    (key: string, keep: Keep | null) =>
      setFilters(({ [key]: _old, ...others }) => (keep ? { ...others, [key]: keep } : others)),
    [],
  );
  const keeps = Object.values(filters);
  const shown = keeps.length ? visible.filter((b) => keeps.every((keep) => keep(b))) : visible;
  return (
    <>
      <Slot name="site.content" default={SiteContent} props={{ path: '/' }} />
      <Slot name="home.filters" props={{ branches: visible, setFilter }} />
      <div className="t-muted" style={keeps.length ? { marginBottom: '.75rem' } : undefined} role="status" data-testid="tresen-branch-count">
        {keeps.length > 0 && branchCount(shown.length, visible.length)}
      </div>
      {isPending ? <Slot name="loader" default={Loader} /> : <Slot name="home.branches" default={BranchList} props={{ branches: shown }} />}
      <Slot name="home.sections" />
    </>
  );
}
