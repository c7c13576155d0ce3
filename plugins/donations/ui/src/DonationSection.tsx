/**
 * Section 8 of the checkout (001 §2), the donations plugin's `checkout.sections` block: the
 * customer may name a recipient in a searchable overlay (name and description). The choice
 * goes to the order as `donatee: {id}` (setField), which also asks the server for the
 * price again: the donation line in the summary is the server's charge.
 */
import { useFormat, useModalDialog, useResource, type CheckoutSectionsProps } from '@tresen/sdk';
import { useId, useRef, useState } from 'react';
import { searchDonatees, type Donatee } from './search';
import { adoptStyles } from './styles';
import { DONATION_AMOUNT, TEXTS } from './texts';

adoptStyles();

export function DonationSection({ order, setField, errors, price }: CheckoutSectionsProps) {
  const titleId = useId();
  const { data } = useResource<Donatee[]>('/api/donatees');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const donatees = data ?? [];
  if (!donatees.length) return null;
  const chosenId = (order.donatee as { id?: number } | null | undefined)?.id ?? null;
  const chosen = donatees.find((d) => d.id === chosenId) ?? null;
  const charge = price?.charges?.find((c) => c.key === 'donation');
  const error = errors.donatee ?? errors['donatee.id'];
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <section className="t-section" aria-labelledby={titleId} data-testid="donations-section">
      <h2 id={titleId}>{TEXTS.title}</h2>
      <p className="t-muted">{TEXTS.intro(format.currency(DONATION_AMOUNT))}</p>
      {chosen && (
        <div className="t-card tdn-chosen" data-testid="donations-chosen">
          <p className="t-muted">{TEXTS.chosen}</p>
          <p>
            <strong>{chosen.name}</strong>
          </p>
          {chosen.description && <p>{chosen.description}</p>}
          {charge && (
            <p className="tdn-chosen__amount">
              <span>{TEXTS.amount}</span>
              <span>{format.currency(charge.gross)}</span>
            </p>
          )}
        </div>
      )}
      <div className="t-actions">
        <button ref={opener} type="button" className="t-button t-button--ghost" onClick={() => setOpen(true)} data-testid="donations-open">
          {chosen ? TEXTS.change : TEXTS.choose}
        </button>
        {chosen && (
          <button type="button" className="t-button t-button--plain" onClick={() => setField('donatee', null)}>
            {TEXTS.remove}
          </button>
        )}
      </div>
      {error && (
        <p className="t-error" role="alert">
          {error}
        </p>
      )}
      {open && (
        <DonateeOverlay
          donatees={donatees}
          chosen={chosenId}
          onClose={close}
          onChoose={(donatee) => {
            setField('donatee', { id: donatee.id });
            close();
          }}
        />
      )}
    </section>
  );
}

/** The overlay on the native <dialog> (focus kept inside, Esc and the backdrop close it). */
function DonateeOverlay(props: { donatees: Donatee[]; chosen: number | null; onChoose: (d: Donatee) => void; onClose: () => void }) {
  const { donatees, chosen, onChoose, onClose } = props;
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const found = searchDonatees(donatees, query);

  return (
    <dialog
      ref={ref}
      className="t-dialog"
      aria-labelledby={titleId}
      data-testid="donations-overlay"
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="t-dialog__head">
        <h2 id={titleId}>{TEXTS.overlay}</h2>
        <button type="button" className="t-button t-button--plain" onClick={onClose}>
          {TEXTS.close}
        </button>
      </div>
      <div className="t-dialog__body">
        <div className="t-field">
          <label htmlFor={searchId}>{TEXTS.search}</label>
          <input
            id={searchId}
            className="t-input"
            type="search"
            placeholder={TEXTS.searchHint}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        {found.length === 0 ? (
          <p className="t-alert t-alert--info" role="status">
            {TEXTS.empty}
          </p>
        ) : (
          <ul className="tdn-list" aria-label={TEXTS.overlay}>
            {found.map((donatee) => (
              <li key={donatee.id}>
                <button type="button" className="t-choice tdn-option" aria-pressed={donatee.id === chosen} onClick={() => onChoose(donatee)}>
                  <strong>{donatee.name}</strong>
                  {donatee.description && <small>{donatee.description}</small>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
