/** The intro banner of a branch page: name, address, open state and the messages of 001 §4. */
import type { Branch } from '@tresen/sdk';
import { introNotices } from '../store/hours';
import type { BranchState } from '../store/queries';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';

export function BranchIntro({ branch, state }: { branch: Branch; state: BranchState | undefined }) {
  const notices = introNotices(branch, state);
  const [status, ...others] = notices;
  const open = state?.opening.state;
  return (
    <section className="t-intro" data-testid="tresen-intro">
      <div className="t-intro__head">
        <h1>{branch.name}</h1>
        {open && <span className={`t-pill t-pill--${open}`}>{TEXTS.stateLabels[open]}</span>}
      </div>
      {branch.description && <p className="t-intro__lead">{branch.description}</p>}
      <p className="t-intro__meta">
        <span>
          <Icon name="pin" /> {branch.street}, {branch.zipCode} {branch.city}
        </span>
        {branch.phone && (
          <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>
            <Icon name="phone" /> {branch.phone}
          </a>
        )}
      </p>
      {status && (
        <div className={`t-alert t-alert--${status.tone}`} role={status.tone === 'danger' ? 'alert' : undefined} data-testid="tresen-intro-status">
          <strong>{status.title}</strong>
          {status.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {others.map((notice) => (
        <div key={notice.title} className={`t-alert t-alert--${notice.tone}`} data-testid="tresen-intro-delivery">
          <strong>{notice.title}</strong>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ))}
      {state && state.openingHours.length > 0 && (
        <details className="t-intro__hours">
          <summary>{TEXTS.openingHours}</summary>
          <ul>
            {state.openingHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {state.deliveryHours && state.deliveryHours.length > 0 && (
            <>
              <h3>{TEXTS.deliveryHours}</h3>
              <ul>
                {state.deliveryHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </details>
      )}
    </section>
  );
}
