/**
 * The questionnaire on the status page (001 §2, §4), in the `status.after` slot: shown when
 * the order is completed, has no rating yet and was not dismissed. Four star ratings 1–5;
 * the comment field appears once all four are set; sending posts the answers and reloads
 * the order (which then carries its rating and the block goes).
 */
import { ApiError, useApi, type StatusAfterProps } from '@tresen/sdk';
import { useId, useState } from 'react';
import { adoptStyles } from './styles';
import { TEXTS } from './texts';
import { dismiss, isDismissed, shouldAsk } from './visible';

adoptStyles();

type Key = keyof typeof TEXTS.ratings;
const KEYS = Object.keys(TEXTS.ratings) as Key[];

export function Questionnaire({ order, uid, hash, reload }: StatusAfterProps) {
  const api = useApi();
  const titleId = useId();
  const commentId = useId();
  const [dismissed, setDismissed] = useState(() => isDismissed(uid));
  const [ratings, setRatings] = useState<Record<Key, number>>({ rating: 0, foodRating: 0, serviceRating: 0, processRating: 0 });
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (sent) {
    return (
      <p className="t-alert t-alert--success" role="status" data-testid="reviews-thanks">
        {TEXTS.thanks}
      </p>
    );
  }
  if (!shouldAsk(order, dismissed)) return null;
  const complete = KEYS.every((key) => ratings[key] >= 1);

  async function send() {
    if (!complete) return; // 001 §5: sent only when all four ratings are set
    setSending(true);
    setError(null);
    try {
      const path = `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}/questionnaire`;
      await api.post(path, { ...ratings, comment: comment.trim() }, { record: false });
      setSent(true);
      reload();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.errors[0]?.message ? caught.errors[0].message : TEXTS.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="t-card trv-card" aria-labelledby={titleId} data-testid="reviews-questionnaire">
      <h2 id={titleId}>{TEXTS.title}</h2>
      <p className="t-muted">{TEXTS.intro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {KEYS.map((key) => (
          <Stars key={key} label={TEXTS.ratings[key]} value={ratings[key]} onChange={(n) => setRatings((r) => ({ ...r, [key]: n }))} />
        ))}
        {complete && (
          <div className="t-field">
            <label htmlFor={commentId}>{TEXTS.comment}</label>
            <textarea id={commentId} className="t-textarea" rows={4} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
        )}
        {error && (
          <p className="t-error" role="alert">
            {error}
          </p>
        )}
        <div className="t-actions">
          <button type="submit" className="t-button" disabled={!complete || sending} aria-busy={sending}>
            {sending ? TEXTS.sending : TEXTS.send}
          </button>
          <button
            type="button"
            className="t-button t-button--ghost"
            onClick={() => {
              dismiss(uid);
              setDismissed(true);
            }}
          >
            {TEXTS.dismiss}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One rating: five radio buttons drawn as stars (arrow keys move, like any radio group). */
function Stars({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const name = useId();
  return (
    <fieldset className="trv-rating">
      <legend>{label}</legend>
      <div className="trv-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`trv-star${n <= value ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={TEXTS.stars(n)} />
            <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
